import { describe, expect, it } from "vitest";
import {
  checkMoveAllowed,
  isSameSlot,
  moveCost,
  moveCostText,
  moveLengthRefusal,
  moveNoticeHoursOf,
  movePolicyText,
  moveRefusals,
  moveRuleText,
} from "./moves.js";
import { moveInputSchema } from "./move-input.js";
import { DEFAULT_RATE_CARD, priceRuleFor } from "./rate-card.js";
import { sessionInterval } from "./schedule.js";

/** The spec's table, as a new studio's rate card prices it. */
const table = priceRuleFor(DEFAULT_RATE_CARD, null);

const HOUR = 3_600_000;
const contact = { bookingsEmail: "b@s.example", messagingNumber: "+44 1" };
const booking = { date: "2026-11-28", startTime: "01:00", duration: 2, status: "confirmed" };
const startMs = sessionInterval(booking)!.startMs;
const settings = { cancellationNoticeHours: 24, maxMovesPerBooking: 1 };
const verdict = (over: Partial<Parameters<typeof checkMoveAllowed>[0]> = {}) =>
  checkMoveAllowed({ booking, movesMade: 0, settings, contact, now: new Date(startMs - 48 * HOUR), ...over });

describe("the move policy", () => {
  it("allows one move by default, until the cancellation notice before the real start", () => {
    expect(verdict()).toEqual({ ok: true });
    expect(verdict({ now: new Date(startMs - 24 * HOUR - 1) }).ok).toBe(true);
    const closed = verdict({ now: new Date(startMs - 24 * HOUR) });
    expect(closed).toMatchObject({ ok: false, reason: "notice" });
    if (!closed.ok) expect(closed.message).toContain("online moves close 24 hours before");
  });

  it("uses moveNoticeHours when the profile gives it, else the cancellation notice", () => {
    expect(moveNoticeHoursOf(settings)).toBe(24);
    expect(moveNoticeHoursOf({ ...settings, moveNoticeHours: 48 })).toBe(48);
    const early = { ...settings, moveNoticeHours: 48 };
    expect(verdict({ settings: early, now: new Date(startMs - 47 * HOUR) })).toMatchObject({
      reason: "notice",
    });
  });

  it("refuses once the allowed moves are used, and always when moves are off (0)", () => {
    const used = verdict({ movesMade: 1 });
    expect(used).toMatchObject({ ok: false, reason: "used" });
    if (!used.ok) expect(used.message).toContain("already been moved once");
    expect(verdict({ movesMade: 1, settings: { ...settings, maxMovesPerBooking: 2 } }).ok).toBe(true);
    const off = verdict({ settings: { ...settings, maxMovesPerBooking: 0 } });
    expect(off).toMatchObject({ ok: false, reason: "off" });
    if (!off.ok) expect(off.message).toContain(contact.bookingsEmail);
  });

  it("never moves a cancelled booking", () => {
    expect(verdict({ booking: { ...booking, status: "cancelled" } })).toMatchObject({ reason: "cancelled" });
  });

  it("moves a provisional booking (its deposit still due) as a confirmed one", () => {
    expect(verdict({ booking: { ...booking, status: "provisional" } })).toEqual({ ok: true });
    expect(
      moveRuleText({
        booking: { ...booking, status: "provisional" },
        movesMade: 0,
        settings,
        contact,
        now: new Date(startMs - 48 * HOUR),
      }),
    ).toBe("You can move your session online once, up to 24 hours before it starts.");
  });

  it("says the policy, or nothing when moves are off", () => {
    expect(movePolicyText(settings)).toBe(
      "You can move your session online once, up to 24 hours before it starts.",
    );
    expect(movePolicyText({ ...settings, maxMovesPerBooking: 0 })).toBeNull();
    expect(movePolicyText({ ...settings, maxMovesPerBooking: 2, moveNoticeHours: 1 })).toBe(
      "You can move your session online 2 times, up to 1 hour before it starts.",
    );
  });

  it("says the move rule as it stands: the moves left, none left, or the notice passed", () => {
    const rule = (over: Partial<Parameters<typeof checkMoveAllowed>[0]> = {}) =>
      moveRuleText({ booking, movesMade: 0, settings, contact, now: new Date(startMs - 48 * HOUR), ...over });
    expect(rule()).toBe("You can move your session online once, up to 24 hours before it starts.");
    expect(rule({ movesMade: 1 })).toBe(
      "This booking has already been moved once, the most allowed online. Please e-mail b@s.example or text +44 1 to cancel or change it.",
    );
    const thrice = { ...settings, maxMovesPerBooking: 3 };
    expect(rule({ movesMade: 1, settings: thrice })).toBe(
      "You can move your session online 2 more times, up to 24 hours before it starts.",
    );
    expect(rule({ movesMade: 2, settings: thrice })).toBe(
      "You can move your session online once more, up to 24 hours before it starts.",
    );
    expect(rule({ now: new Date(startMs - HOUR) })).toContain(
      "This booking can no longer be moved online: online moves close 24 hours before the session starts.",
    );
    expect(rule({ settings: { ...settings, maxMovesPerBooking: 0 } })).toBeNull();
    expect(rule({ booking: { ...booking, status: "cancelled" } })).toBeNull();
  });

  it("names the allowed moves and the notice in its refusals, in the plural when more than one", () => {
    const twice = { ...settings, maxMovesPerBooking: 2, moveNoticeHours: 1 };
    const used = verdict({ movesMade: 2, settings: twice });
    if (used.ok) throw new Error("expected a refusal");
    expect(used.message).toContain("already been moved 2 times, the most allowed online");
    const late = verdict({ settings: twice, now: new Date(startMs - HOUR) });
    if (late.ok) throw new Error("expected a refusal");
    expect(late.message).toContain("online moves close 1 hour before the session starts");
  });
});

describe("the cost of a move", () => {
  it("is the price table's price for a new length, the difference payable at the studio", () => {
    expect(moveCost({ totalCost: 7000, duration: 2 }, 3, table)).toEqual({
      newCost: 10000,
      difference: 3000,
    });
    expect(moveCostText({ totalCost: 7000, duration: 2 }, 3, table)).toBe(
      "New total £100.00: £30.00 more, payable at the studio.",
    );
    expect(moveCostText({ totalCost: 10000, duration: 3 }, 2, table)).toBe(
      "New total £70.00: £30.00 less, payable at the studio.",
    );
    expect(moveCostText({ totalCost: 7000, duration: 2 }, 2, table)).toBe(
      "New total £70.00: the same as before, payable at the studio.",
    );
  });

  it("keeps a price staff set when the length stays, and refuses a new length online for it", () => {
    const deal = { totalCost: 20000, duration: 3 };
    expect(moveCost(deal, 3, table)).toEqual({ newCost: 20000, difference: 0 });
    expect(moveCost({ totalCost: 1000, duration: 3 }, 3, table)).toEqual({ newCost: 1000, difference: 0 });
    expect(moveLengthRefusal(deal, 3, contact, table, "staff")).toBeNull();
    expect(moveLengthRefusal(deal, 2, contact, table, "staff")).toBe(moveRefusals.length(contact));
    expect(moveLengthRefusal({ totalCost: 7000, duration: 2 }, 3, contact, table, "staff")).toBeNull();
    // A price of an older rate card, set by the booking form: not a deal, so a new length is priced.
    expect(moveLengthRefusal(deal, 2, contact, table, "rate card")).toBeNull();
  });
});

describe("the move payload", () => {
  it("takes the booking form's rules and names the field", () => {
    const bad = moveInputSchema.safeParse({
      date: "2026-11-28",
      startTime: "01:30",
      duration: 5,
      engineer: "",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error?.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["startTime", "duration", "engineer"]));
    const slot = { date: "2026-11-28", startTime: "01:00", duration: 2, engineer: "A" };
    expect(isSameSlot(slot, { ...slot })).toBe(true);
    expect(isSameSlot(slot, { ...slot, startTime: "02:00" })).toBe(false);
  });
});
