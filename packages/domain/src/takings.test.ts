import { describe, expect, it } from "vitest";
import { ERASED } from "./privacy.js";
import { dateRangeSchema, rangeInstants, takingsCsv } from "./takings.js";

const issues = (input: unknown) =>
  dateRangeSchema.safeParse(input).error?.issues.map((i) => [i.path.join("."), i.message]);

describe("the takings range", () => {
  it("takes two London dates, both included, the end not before the start", () => {
    expect(dateRangeSchema.parse({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(dateRangeSchema.safeParse({ from: "2026-11-01", to: "2026-11-01" }).success).toBe(true);
    expect(issues({ from: "2026-11-02", to: "2026-11-01" })).toEqual([["to", "To must not be before From"]]);
  });

  it("names the field of a date that is missing, malformed or not on the calendar", () => {
    expect(issues({})).toEqual([
      ["from", "From must be a date (YYYY-MM-DD)"],
      ["to", "To must be a date (YYYY-MM-DD)"],
    ]);
    const malformed = issues({ from: "1/11/2026", to: "2026-11-30" });
    expect(malformed?.[0]).toEqual(["from", "From must be a date (YYYY-MM-DD)"]);
    expect(malformed?.every(([field]) => field === "from")).toBe(true);
    expect(issues({ from: "2026-02-01", to: "2026-02-30" })).toEqual([
      ["to", "To must be a real calendar date"],
    ]);
  });

  it("runs from London midnight starting the first date to London midnight ending the last", () => {
    expect(rangeInstants({ from: "2026-11-01", to: "2026-11-30" })).toEqual({
      fromIso: "2026-11-01T00:00:00.000Z",
      toIso: "2026-12-01T00:00:00.000Z",
    });
    // Summer time: London's midnight is 23:00 UTC the evening before.
    expect(rangeInstants({ from: "2026-07-01", to: "2026-07-31" })).toEqual({
      fromIso: "2026-06-30T23:00:00.000Z",
      toIso: "2026-07-31T23:00:00.000Z",
    });
    // The day the clocks go forward has 23 hours; the day they go back, 25.
    expect(rangeInstants({ from: "2026-03-29", to: "2026-03-29" })).toEqual({
      fromIso: "2026-03-29T00:00:00.000Z",
      toIso: "2026-03-29T23:00:00.000Z",
    });
    expect(rangeInstants({ from: "2026-10-25", to: "2026-10-25" })).toEqual({
      fromIso: "2026-10-24T23:00:00.000Z",
      toIso: "2026-10-26T00:00:00.000Z",
    });
  });
});

describe("the takings CSV", () => {
  const row = {
    takenAt: "2026-11-28T21:15:00.000Z",
    bookingId: "b-1",
    kind: "payment" as const,
    amountPence: 7000,
    method: "card" as const,
    takenBy: "Dre (passkey)",
    firstName: "Zoë",
    lastName: "Adams",
  };

  it("has one row a payment or refund, refunds negative, in pounds with two decimals", () => {
    const csv = takingsCsv([
      row,
      { ...row, kind: "refund", amountPence: 1050, method: "cash" },
      { ...row, firstName: ERASED, lastName: ERASED, amountPence: 5 },
    ]);
    expect(csv).toBe(
      "\uFEFF" +
        [
          '"Date and time","Booking reference","Customer","Method","Amount (GBP)","Taken by"',
          '"2026-11-28T21:15:00.000Z","b-1","Zoë Adams","card","70.00","Dre (passkey)"',
          '"2026-11-28T21:15:00.000Z","b-1","Zoë Adams","cash","-10.50","Dre (passkey)"',
          '"2026-11-28T21:15:00.000Z","b-1","[erased]","card","0.05","Dre (passkey)"',
        ].join("\r\n") +
        "\r\n",
    );
  });

  it("is the header alone when nothing was taken", () => {
    expect(takingsCsv([])).toBe(
      '\uFEFF"Date and time","Booking reference","Customer","Method","Amount (GBP)","Taken by"\r\n',
    );
  });
});
