import { describe, expect, it } from "vitest";
import type { Payment } from "./payments.js";
import { refundableBy, refundProposal } from "./refunds.js";

type Entry = Pick<Payment, "kind" | "amountPence" | "method">;
const paid = (amountPence: number, method: Entry["method"]): Entry => ({
  kind: "payment",
  amountPence,
  method,
});
const refunded = (amountPence: number, method: Entry["method"]): Entry => ({
  kind: "refund",
  amountPence,
  method,
});

describe("what the Refund dialog proposes", () => {
  it("proposes what was paid by the chosen method, not the whole price", () => {
    const entries = [paid(4000, "card"), paid(6000, "cash")];
    expect(refundableBy("card", entries)).toBe(4000);
    expect(refundableBy("cash", entries)).toBe(6000);
    expect(refundableBy("bank-transfer", entries)).toBe(0);
    expect(refundProposal(entries)).toEqual({ method: "cash", amountPence: 6000 });
  });

  it("takes off what already went back by that method, and never more than was paid in all", () => {
    const entries = [paid(4000, "card"), paid(6000, "cash"), refunded(6000, "cash")];
    expect(refundableBy("cash", entries)).toBe(0);
    expect(refundProposal(entries)).toEqual({ method: "card", amountPence: 4000 });
    // Card money given back in cash: the card's share is capped by what is left paid.
    expect(refundableBy("card", [paid(4000, "card"), refunded(3000, "cash")])).toBe(1000);
  });

  it("proposes nothing when nothing is left to give back", () => {
    expect(refundProposal([paid(2000, "card"), refunded(2000, "card")])).toEqual({
      method: "card",
      amountPence: 0,
    });
    expect(refundProposal([])).toEqual({ method: "card", amountPence: 0 });
  });
});
