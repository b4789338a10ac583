import { describe, expect, it } from "vitest";
import {
  type DepositFacts,
  depositFigures,
  depositFiguresCsv,
  refundDuePence,
  refundDueText,
} from "./deposit-figures.js";

const now = new Date("2026-11-29T12:00:00Z");
const later = now.getTime() + 3_600_000;
const earlier = now.getTime() - 3_600_000;
const facts = (over: Partial<DepositFacts>): DepositFacts => ({
  status: "confirmed",
  startMs: later,
  paidPence: 0,
  depositPence: null,
  keptPence: null,
  ...over,
});

describe("deposit figures", () => {
  it("owe back what a cancelled booking paid beyond what its terms kept, until refunded", () => {
    expect(refundDuePence(facts({ status: "cancelled", paidPence: 1800, keptPence: 900 }))).toBe(900);
    expect(refundDuePence(facts({ status: "cancelled", paidPence: 900, keptPence: 900 }))).toBe(0);
    expect(refundDuePence(facts({ status: "cancelled", paidPence: 500, keptPence: 900 }))).toBe(0);
    expect(refundDuePence(facts({ status: "cancelled", paidPence: 1800, keptPence: null }))).toBe(0);
    expect(refundDuePence(facts({ status: "confirmed", paidPence: 1800, keptPence: 0 }))).toBe(0);
    expect(refundDueText(900)).toBe("Refund £9 due");
  });

  it("hold the paid part of each upcoming active deposit, keep by the terms, and sum refunds due", () => {
    const figures = depositFigures(
      [
        facts({ depositPence: 1800, paidPence: 7000 }), // paid in full: £18 of it is the deposit
        facts({ depositPence: 1800, paidPence: 1000 }), // part-paid
        facts({ depositPence: 1800, paidPence: 1800, startMs: earlier }), // played: no longer held
        facts({ depositPence: null, paidPence: 5000 }), // no deposit asked
        facts({ status: "cancelled", depositPence: 1800, paidPence: 1800, keptPence: 900 }),
        facts({ status: "cancelled", paidPence: 0, keptPence: 0 }),
      ],
      now,
    );
    expect(figures).toEqual({ heldPence: 2800, keptPence: 900, refundsDuePence: 900 });
  });

  it("are a block of the takings CSV", () => {
    expect(depositFiguresCsv({ heldPence: 2800, keptPence: 900, refundsDuePence: 900 })).toEqual([
      [],
      ["Deposits and refunds (now)", "Amount (GBP)"],
      ["Deposits held on upcoming bookings", "28.00"],
      ["Deposits kept on cancellations", "9.00"],
      ["Refunds due", "9.00"],
    ]);
  });
});
