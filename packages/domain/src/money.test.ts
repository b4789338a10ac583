import { describe, expect, it } from "vitest";
import {
  DURATIONS,
  durationLabel,
  formatPounds,
  isDuration,
  poundsCell,
  priceFor,
  pricePenceFor,
} from "./money.js";

describe("price table", () => {
  it("prices every allowed duration as the spec's table", () => {
    expect(DURATIONS.map(priceFor)).toEqual([70, 100, 125, 180, 240, 280]);
    expect(pricePenceFor(2)).toBe(7000);
    expect(pricePenceFor(10)).toBe(28000);
  });

  it("refuses a duration outside the table with the spec's text", () => {
    expect(() => priceFor(5)).toThrow("Invalid duration: 5. Must be 2, 3, 4, 6, 8, or 10 hours.");
    expect(() => pricePenceFor(-2)).toThrow("Invalid duration: -2. Must be 2, 3, 4, 6, 8, or 10 hours.");
  });

  it("knows which values are durations", () => {
    expect(isDuration(6)).toBe(true);
    expect(isDuration("6")).toBe(false);
    expect(isDuration(2.5)).toBe(false);
  });
});

describe("money formatting", () => {
  it("shows pence as pounds with two decimals", () => {
    expect(formatPounds(7000)).toBe("£70.00");
    expect(formatPounds(12550)).toBe("£125.50");
    expect(formatPounds(5)).toBe("£0.05");
    expect(formatPounds(0)).toBe("£0.00");
    expect(formatPounds(-1500)).toBe("-£15.00");
    expect(formatPounds(125_000)).toBe("£1,250.00");
    expect(poundsCell(3000)).toBe("30.00");
    expect(poundsCell(-1505)).toBe("-15.05");
    expect(formatPounds(122500)).toBe("£1,225.00");
  });

  it("labels the duration select '{n} Hours - £{price}'", () => {
    expect(durationLabel(2)).toBe("2 Hours - £70");
    expect(durationLabel(10)).toBe("10 Hours - £280");
  });
});
