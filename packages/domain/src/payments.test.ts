import { describe, expect, it } from "vitest";
import { owesText, PAYMENT_METHODS, paymentMethodLabel, paymentStatusLabel } from "./payments.js";

describe("takings as staff read them", () => {
  it("labels every method and status in words", () => {
    expect(PAYMENT_METHODS.map(paymentMethodLabel)).toEqual(["Cash", "Card", "Contactless", "Bank transfer"]);
    expect(paymentStatusLabel("unpaid")).toBe("Unpaid");
    expect(paymentStatusLabel("part-paid")).toBe("Part-paid");
    expect(paymentStatusLabel("paid")).toBe("Paid");
    expect(paymentStatusLabel("refunded")).toBe("Refunded");
  });

  it("says what an active booking still owes, and nothing when it owes nothing or is cancelled", () => {
    expect(owesText({ status: "confirmed", balancePence: 3000 })).toBe("owes £30.00");
    expect(owesText({ status: "confirmed", balancePence: 1 })).toBe("owes £0.01");
    expect(owesText({ status: "confirmed", balancePence: 0 })).toBeNull();
    // A price cut after payment leaves credit, not a debt.
    expect(owesText({ status: "confirmed", balancePence: -500 })).toBeNull();
    expect(owesText({ status: "cancelled", balancePence: 3000 })).toBeNull();
    // A booking read without its takings says nothing rather than guess.
    expect(owesText({ status: "confirmed" })).toBeNull();
  });
});
