import { describe, expect, it } from "vitest";
import { ERASED } from "./privacy.js";
import {
  bookingReference,
  dateRangeSchema,
  rangeInstants,
  studioDayInstants,
  takingsCsv,
  totalsByMethod,
} from "./takings.js";

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
    takenAt: "2026-07-28T21:15:00.000Z",
    bookingId: "3f2a9c1e-77aa-4b1c-9d2e-0123456789ab",
    kind: "payment" as const,
    amountPence: 7000,
    method: "card" as const,
    reason: null,
    takenBy: "Dre (passkey)",
    firstName: "Zoë",
    lastName: "Adams",
  };
  const header =
    '"Date and time (London)","Booking reference","Customer","Method","Amount (GBP)","Refund reason","Taken by"';

  it("has one row a payment or refund in London time, the short reference and the refund's reason, then totals by method", () => {
    const csv = takingsCsv([
      row,
      { ...row, kind: "refund", amountPence: 1050, method: "cash", reason: "Ended early, an hour back" },
      { ...row, takenAt: "2026-11-28T23:59:00.000Z", firstName: ERASED, lastName: ERASED, amountPence: 5 },
      { ...row, method: "bank-transfer", amountPence: 2000 },
    ]);
    expect(csv).toBe(
      "\uFEFF" +
        [
          header,
          // Summer time: 21:15 UTC is 22:15 in London; in November London is on UTC.
          '"2026-07-28 22:15","3F2A9C1E","Zoë Adams","Card","70.00","","Dre (passkey)"',
          '"2026-07-28 22:15","3F2A9C1E","Zoë Adams","Cash","-10.50","Ended early, an hour back","Dre (passkey)"',
          '"2026-11-28 23:59","3F2A9C1E","[erased]","Card","0.05","","Dre (passkey)"',
          '"2026-07-28 22:15","3F2A9C1E","Zoë Adams","Bank transfer","20.00","","Dre (passkey)"',
          "",
          '"Totals by method","Taken (GBP)","Refunded (GBP)","Net (GBP)"',
          '"Cash","0.00","-10.50","-10.50"',
          '"Card","70.05","0.00","70.05"',
          '"Bank transfer","20.00","0.00","20.00"',
          '"All methods","90.05","-10.50","79.55"',
        ].join("\r\n") +
        "\r\n",
    );
  });

  it("is the header and a zero total when nothing was taken", () => {
    expect(takingsCsv([])).toBe(
      `\uFEFF${header}\r\n\r\n"Totals by method","Taken (GBP)","Refunded (GBP)","Net (GBP)"\r\n"All methods","0.00","0.00","0.00"\r\n`,
    );
  });
});

describe("the till's day and its totals", () => {
  it("names a booking by the first 8 characters of its id, in capitals", () => {
    expect(bookingReference("3f2a9c1e-77aa-4b1c-9d2e-0123456789ab")).toBe("3F2A9C1E");
  });

  it("runs a night's takings from 06:00 London to 06:00 the next morning, across a clock change", () => {
    expect(studioDayInstants("2026-11-28")).toEqual({
      fromIso: "2026-11-28T06:00:00.000Z",
      toIso: "2026-11-29T06:00:00.000Z",
    });
    expect(studioDayInstants("2026-10-24")).toEqual({
      fromIso: "2026-10-24T05:00:00.000Z",
      toIso: "2026-10-25T06:00:00.000Z",
    });
  });

  it("totals by method in the methods' order, refunds negative, then all methods", () => {
    const totals = totalsByMethod([
      { kind: "payment", amountPence: 4000, method: "card" },
      { kind: "payment", amountPence: 6000, method: "cash" },
      { kind: "refund", amountPence: 2000, method: "cash" },
    ]);
    expect(totals).toEqual({
      byMethod: [
        { method: "cash", takenPence: 6000, refundedPence: -2000, netPence: 4000 },
        { method: "card", takenPence: 4000, refundedPence: 0, netPence: 4000 },
      ],
      total: { method: null, takenPence: 10_000, refundedPence: -2000, netPence: 8000 },
    });
  });
});
