import { describe, expect, it } from "vitest";
import { csvCell, toCsvFile } from "./csv.js";

describe("CSV cells", () => {
  it("defuses a formula with a leading quote mark", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      expect(csvCell(`${start}SUM(A1)`)).toBe(`"'${start}SUM(A1)"`);
    }
  });

  it("leaves a plain negative amount as a number, but not a sum that starts with one", () => {
    expect(csvCell("-30.00")).toBe('"-30.00"');
    expect(csvCell(-15)).toBe('"-15"');
    expect(csvCell("-1+1")).toBe(`"'-1+1"`);
    expect(csvCell("-2e3")).toBe(`"'-2e3"`);
  });

  it("quotes every cell and doubles inner quotes", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell(12.5)).toBe('"12.5"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(["a", "b"])).toBe('"a; b"');
  });

  it("writes a file with a byte-order mark and CRLF lines", () => {
    expect(toCsvFile(["A", "B"], [["Zoë", 1]])).toBe('\uFEFF"A","B"\r\n"Zoë","1"\r\n');
  });
});
