/**
 * The current view as CSV: UTF-8 with a byte-order mark and CRLF lines, every field quoted, so
 * Excel and LibreOffice open names like "Zoë" and notes with commas or line breaks cleanly.
 */
import { formatDateTime, sessionWhen } from "@studio/domain";
import type { WorkItem } from "./workList";

export const CSV_COLUMNS = [
  "Night",
  "Start",
  "End",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Engineer",
  "Duration (hours)",
  "Cost (GBP)",
  "Status",
  "Booking no.",
  "Booked",
  "Cancel reason",
  "Project",
] as const;

/** A field quoted, with a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
export function csvField(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

function row(item: WorkItem): (string | number)[] {
  const { booking } = item;
  const when = sessionWhen(booking);
  return [
    booking.date,
    `${when.start.date} ${when.start.time}`,
    `${when.end.date} ${when.end.time}`,
    booking.firstName,
    booking.lastName,
    booking.email,
    booking.phone,
    booking.engineer,
    booking.duration,
    (booking.totalCost / 100).toFixed(2),
    booking.status,
    item.nth,
    booking.createdAt ? formatDateTime(booking.createdAt) : "",
    booking.cancelReason ?? "",
    booking.projectDescription ?? "",
  ];
}

export function toCsv(items: readonly WorkItem[]): string {
  const lines = [CSV_COLUMNS, ...items.map(row)].map((fields) => fields.map(csvField).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(items: readonly WorkItem[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([toCsv(items)], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
