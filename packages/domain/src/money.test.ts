import { describe, expect, it } from "vitest";
import { DURATIONS, formatPounds, isDuration, poundsCell } from "./money.js";
import { DEFAULT_RATE_CARD, pricedDurationLabel, priceOf } from "./rate-card.js";

describe("price table", () => {
  it("prices every allowed duration as the spec's table", () => {
    expect(DURATIONS.map((duration) => DEFAULT_RATE_CARD[duration])).toEqual([
      7000, 10000, 12500, 18000, 24000, 28000,
    ]);
  });

  it("refuses a duration outside the table with the spec's text", () => {
    expect(() => priceOf(DEFAULT_RATE_CARD, null, 5)).toThrow(
      "Invalid duration: 5. Must be 2, 3, 4, 6, 8, or 10 hours.",
    );
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
    expect(pricedDurationLabel(2, DEFAULT_RATE_CARD[2])).toBe("2 Hours - £70");
    expect(pricedDurationLabel(10, DEFAULT_RATE_CARD[10])).toBe("10 Hours - £280");
  });
});
