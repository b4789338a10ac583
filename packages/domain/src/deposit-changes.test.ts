import { describe, expect, it } from "vitest";
import {
  DEPOSIT_PAID_BY_CHANGE_LINE,
  depositAfterChange,
  depositAfterPriceChange,
  depositDeadlineAfterMove,
} from "./deposit-changes.js";
import { DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE, depositTooLateMessage } from "./deposits.js";

describe("a provisional booking repriced", () => {
  it("owes the policy's deposit on the new price", () => {
    expect(depositAfterPriceChange({ deposit: { percent: 25 } }, 12_500, { from: 1, to: 20_000 })).toBe(
      5_000,
    );
    expect(depositAfterPriceChange({ deposit: { percent: 25 } }, 5_000, { from: 1, to: 50_000 })).toBe(
      12_500,
    );
  });
  it("keeps a fixed deposit, never above the price", () => {
    expect(depositAfterPriceChange({ deposit: { amountPence: 5_000 } }, 5_000, { from: 1, to: 30_000 })).toBe(
      5_000,
    );
    expect(depositAfterPriceChange({ deposit: { amountPence: 5_000 } }, 5_000, { from: 1, to: 3_000 })).toBe(
      3_000,
    );
  });
  it("keeps the deposit when the price stays, whatever the policy is now", () => {
    expect(depositAfterPriceChange({ deposit: { percent: 50 } }, 1800, { from: 7000, to: 7000 })).toBe(1800);
  });
  it("keeps the deposit it had when the studio has no policy now, capped at the price", () => {
    expect(depositAfterPriceChange({ deposit: null }, 7_000, { from: 1, to: 40_000 })).toBe(7_000);
    expect(depositAfterPriceChange({ deposit: null }, 7_000, { from: 1, to: 4_000 })).toBe(4_000);
  });
});

describe("a provisional booking moved", () => {
  const policy = { depositCutoffHours: 24 };
  const due = Date.parse("2026-12-01T18:00:00Z");
  it("keeps its deadline when the new session's cutoff is later", () => {
    expect(depositDeadlineAfterMove(policy, due, Date.parse("2026-12-10T14:00:00Z"))).toBe(due);
  });
  it("takes the new session's cutoff when that comes earlier", () => {
    const start = Date.parse("2026-12-02T10:00:00Z");
    expect(depositDeadlineAfterMove(policy, due, start)).toBe(Date.parse("2026-12-01T10:00:00Z"));
  });
});

describe("the move and Edit forms' word on the deposit", () => {
  const contact = { messagingNumber: "+44 7700 900123", bookingsEmail: "bookings@example.com" };
  const policy = { deposit: { percent: 25 }, depositCutoffHours: 24, ...contact };
  const now = new Date("2026-11-29T12:00:00Z");
  const due = {
    totalCost: 7000,
    depositPence: 1800,
    depositDueAt: "2026-12-01T18:00:00.000Z",
    paidPence: 1000,
  };
  const later = Date.parse("2026-12-11T14:00:00Z");
  const tooSoon = now.getTime() + 25 * 3_600_000;
  it("gives the deposit on the new price, by the deadline kept or the new cutoff", () => {
    const change = { pricePence: 12_500, startMs: later, by: "customer" } as const;
    expect(depositAfterChange(policy, due, change, now)).toBe("Deposit: £32, due by Tue 1 Dec, 6:00 PM.");
    const unpaid = { totalCost: 7000, depositPence: 1800, depositDueAt: due.depositDueAt };
    expect(depositAfterChange(policy, unpaid, change, now)).toBe("Deposit: £32, due by Tue 1 Dec, 6:00 PM.");
    const sooner = { pricePence: 7000, startMs: Date.parse("2026-12-01T14:00:00Z"), by: "staff" } as const;
    expect(depositAfterChange(policy, due, sooner, now)).toBe("Deposit: £18, due by Mon 30 Nov, 2:00 PM.");
  });
  it("says the change confirms the booking when what was paid covers the new deposit", () => {
    const cheaper = { pricePence: 3600, startMs: tooSoon, by: "customer" } as const;
    expect(depositAfterChange(policy, due, cheaper, now)).toBe(DEPOSIT_PAID_BY_CHANGE_LINE);
  });
  it("gives the customer's or the staff's refusal when under two hours would be left to pay", () => {
    const change = { pricePence: 7000, startMs: tooSoon } as const;
    expect(depositAfterChange(policy, due, { ...change, by: "customer" }, now)).toBe(
      depositTooLateMessage(contact),
    );
    expect(depositAfterChange(policy, due, { ...change, by: "staff" }, now)).toBe(
      DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE,
    );
  });
  it("says nothing when no deposit is due", () => {
    const change = { pricePence: 7000, startMs: later, by: "customer" } as const;
    expect(
      depositAfterChange(policy, { totalCost: 7000, depositPence: null, depositDueAt: null }, change, now),
    ).toBeNull();
  });
});
