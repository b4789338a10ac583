// CSV for spreadsheets: UTF-8 with a byte-order mark and CRLF lines, every field quoted, so Excel and
// LibreOffice open names like "Zoë" and notes with commas or line breaks cleanly.

export type CsvValue = string | number | boolean | null | undefined | readonly unknown[];

// A plain decimal number (a refund's -30.00) is a value, never a formula: it is left as it is.
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: quoted, and a leading =, +, -, @, tab or CR defused with a ' so it never runs as a formula. */
export function csvCell(value: CsvValue): string {
  let text =
    value === null || value === undefined ? "" : Array.isArray(value) ? value.join("; ") : String(value);
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** A whole file: a header row, then one line a row. */
export function toCsvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
