import { describe, expect, it } from "vitest";
import {
  DEPOSIT_MIN_HOURS_TO_PAY,
  depositDeadlineMs,
  depositDueText,
  depositLapseReason,
  depositPenceFor,
  depositReminderMs,
  depositTooLate,
  depositTooLateMessage,
  formatDeadline,
  formatDepositPounds,
  depositBeforeBooking,
  depositPaymentLine,
  depositPlan,
  DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE,
  shownStatus,
  staffDepositText,
} from "./deposits.js";
import {
  DEPOSIT_MAIL_WORDS,
  depositDeadlineMovedLine,
  depositReminderLine,
  provisionalLines,
} from "./deposit-words.js";

const HOUR = 3_600_000;
const now = new Date("2026-11-29T12:00:00Z");

describe("deposit amount", () => {
  it("rounds a percent up to whole pounds", () => {
    expect(depositPenceFor({ percent: 25 }, 7000)).toBe(1800); // £17.50 -> £18
    expect(depositPenceFor({ percent: 25 }, 20_000)).toBe(5000);
    expect(depositPenceFor({ percent: 1 }, 7000)).toBe(100);
  });
  it("takes a fixed amount, never above the price", () => {
    expect(depositPenceFor({ amountPence: 5000 }, 7000)).toBe(5000);
    expect(depositPenceFor({ amountPence: 9000 }, 7000)).toBe(7000);
    expect(depositPenceFor({ percent: 100 }, 7050)).toBe(7050);
    expect(depositPenceFor({ percent: 50 }, 0)).toBe(0);
  });
  it("says whole pounds without pence", () => {
    expect(formatDepositPounds(5000)).toBe("£50");
    expect(formatDepositPounds(5050)).toBe("£50.50");
  });
});

describe("deposit deadline", () => {
  const policy = { depositDueHours: 48, depositCutoffHours: 24 };
  const booked = now.getTime();
  it("is booking + due hours when the session is far off", () => {
    expect(depositDeadlineMs(policy, booked, booked + 10 * 24 * HOUR)).toBe(booked + 48 * HOUR);
  });
  it("is start − cutoff hours when that comes first", () => {
    expect(depositDeadlineMs(policy, booked, booked + 50 * HOUR)).toBe(booked + 26 * HOUR);
  });
  it("refuses under two hours to pay", () => {
    expect(DEPOSIT_MIN_HOURS_TO_PAY).toBe(2);
    expect(depositTooLate(booked + 2 * HOUR - 1, now)).toBe(true);
    expect(depositTooLate(booked + 2 * HOUR, now)).toBe(false);
    expect(depositTooLateMessage({ messagingNumber: "07700 900000", bookingsEmail: "b@s.test" })).toBe(
      "This session starts too soon to pay the deposit in time. Please message the studio on 07700 900000 or e-mail b@s.test to book it.",
    );
  });
  it("reminds once, before the deadline and after the booking", () => {
    expect(depositReminderMs(booked + 48 * HOUR, 24, booked)).toBe(booked + 24 * HOUR);
    expect(depositReminderMs(booked + 20 * HOUR, 24, booked)).toBeNull();
    expect(depositReminderMs(booked + 48 * HOUR, 0, booked)).toBeNull();
  });
});

describe("deposit texts", () => {
  it("name the real day and time", () => {
    expect(depositDueText(5000, "2026-12-01T18:00:00Z", now)).toBe("Deposit £50 due by Tue 1 Dec, 6:00 PM");
    expect(depositLapseReason("2026-12-01T18:00:00Z", now)).toBe("No deposit by Tue 1 Dec, 6:00 PM");
    expect(depositReminderLine(5000, "2026-12-01T18:00:00Z", now)).toBe(
      "Your deposit of £50 is still due by Tue 1 Dec, 6:00 PM.",
    );
    expect(depositDeadlineMovedLine(5000, "2026-12-01T18:00:00Z", now)).toBe(
      "The studio has changed your deposit's deadline: £50 is now due by Tue 1 Dec, 6:00 PM.",
    );
  });
  it("give the year when it is not this year's", () => {
    expect(formatDeadline(Date.parse("2027-01-02T10:00:00Z"), now)).toBe("Sat 2 Jan 2027, 10:00 AM");
  });
  it("name GMT or BST on a clock-change night", () => {
    // 25 Oct 2026: clocks go back at 02:00 BST.
    expect(formatDeadline("2026-10-25T00:30:00Z", now)).toBe("Sun 25 Oct, 1:30 AM BST");
    expect(formatDeadline("2026-10-25T01:30:00Z", now)).toBe("Sun 25 Oct, 1:30 AM GMT");
    expect(formatDeadline("2026-03-29T03:00:00Z", now)).toBe("Sun 29 Mar, 4:00 AM BST");
    expect(formatDeadline("2026-10-20T00:30:00Z", now)).toBe("Tue 20 Oct, 1:30 AM");
  });
  it("tell a provisional booking what to pay, how and by when", () => {
    const booking = { id: "3f2a9c1e-77aa", depositPence: 5000, depositDueAt: "2026-12-01T18:00:00Z" };
    expect(provisionalLines(booking, "  Pay to 12-34-56 12345678.  ", now)).toEqual([
      "Your booking is provisional until the deposit is paid.",
      "Deposit: £50, due by Tue 1 Dec, 6:00 PM.",
      "Pay to 12-34-56 12345678.",
      "Your booking reference: 3F2A9C1E.",
      "If the deposit is not paid by Tue 1 Dec, 6:00 PM, the date is released.",
    ]);
    expect(provisionalLines(booking, " ", now)).toHaveLength(4);
  });
  it("say what is left of a deposit paid in part, and nothing of a payment that covers it", () => {
    const booking = { id: "3f2a9c1e-77aa", depositPence: 1800, depositDueAt: "2026-12-01T18:00:00Z" };
    expect(provisionalLines({ ...booking, paidPence: 1000 }, "", now)[1]).toBe(
      "Deposit: £8 more (£10 of the £18 deposit is paid), due by Tue 1 Dec, 6:00 PM.",
    );
    expect(provisionalLines({ ...booking, paidPence: 1800 }, "", now)[1]).toBe(
      "Deposit: £18, due by Tue 1 Dec, 6:00 PM.",
    );
    expect(depositReminderLine(1800, booking.depositDueAt, now, 1000)).toBe(
      "Your deposit is not yet paid in full: £8 more (£10 of the £18 deposit is paid) is due by Tue 1 Dec, 6:00 PM.",
    );
    expect(depositDeadlineMovedLine(1800, booking.depositDueAt, now, 1000)).toBe(
      "The studio has changed your deposit's deadline: £8 more (£10 of the £18 deposit is paid) is now due by Tue 1 Dec, 6:00 PM.",
    );
  });
});

describe("deposit mail words", () => {
  it("name the studio and keep the booking mail's subject", () => {
    expect(DEPOSIT_MAIL_WORDS.provisionalSubject("Your session at X: Fri")).toBe(
      "Provisional: Your session at X: Fri",
    );
    expect(DEPOSIT_MAIL_WORDS.provisionalIntro("X")).toBe(
      "Your recording session at X is provisionally booked.",
    );
    expect(DEPOSIT_MAIL_WORDS.confirmedSubject("X")).toBe("Your session at X is confirmed");
    expect(DEPOSIT_MAIL_WORDS.reminderSubject("X")).toBe("Deposit reminder: your session at X");
    expect(DEPOSIT_MAIL_WORDS.deadlineSubject("X")).toBe("New deposit deadline: your session at X");
  });
});

describe("the deposit a booking made now would owe", () => {
  const policy = { deposit: { percent: 25 }, depositDueHours: 48, depositCutoffHours: 24 };
  const now = new Date("2026-11-29T12:00:00Z");
  const start = Date.parse("2026-12-11T14:00:00Z");
  it("is the amount and the earlier deadline, too late under two hours, none without a deposit", () => {
    expect(depositPlan(policy, 7000, start, now)).toEqual({
      depositPence: 1800,
      dueMs: Date.parse("2026-12-01T12:00:00Z"),
    });
    expect(depositPlan(policy, 7000, now.getTime() + 25 * 3_600_000, now)).toBe("too-late");
    expect(depositPlan({ ...policy, deposit: null }, 7000, start, now)).toBeNull();
  });
  it("is said to staff on the Create form", () => {
    expect(staffDepositText(policy, 7000, start, now)).toBe(
      "Deposit £18 due by Tue 1 Dec, 12:00 PM; provisional until it is paid",
    );
    expect(staffDepositText(policy, 7000, now.getTime() + 25 * 3_600_000, now)).toBe(
      DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE,
    );
    expect(staffDepositText(policy, 0, start, now)).toBeNull();
  });
});

describe("the Take payment dialog's line on a provisional booking", () => {
  it("says what is left of the deposit to confirm it", () => {
    const now = new Date("2026-11-29T12:00:00Z");
    expect(depositPaymentLine(1800, 1000, "2026-12-01T18:00:00.000Z", now)).toBe(
      "Deposit £18 due by Tue 1 Dec, 6:00 PM: £8.00 more confirms the booking.",
    );
    expect(depositPaymentLine(1800, 2500, "2026-12-01T18:00:00.000Z", now)).toContain(": £0.00 more");
  });
});

describe("the booking form's word on the deposit", () => {
  const contact = { messagingNumber: "+44 7700 900123", bookingsEmail: "bookings@example.com" };
  const policy = { deposit: { percent: 25 }, depositDueHours: 48, depositCutoffHours: 24, ...contact };
  const now = new Date("2026-11-29T12:00:00Z");
  const start = Date.parse("2026-12-11T14:00:00Z");
  it("says what the deposit is and by when, if booked now", () => {
    expect(depositBeforeBooking(policy, 7000, start, now)).toBe(
      "Deposit: £18, due by Tue 1 Dec, 12:00 PM to confirm your booking; the rest is paid at the studio.",
    );
  });
  it("gives the public refusal when too near to pay, and nothing without a deposit", () => {
    const soon = now.getTime() + 25 * 3_600_000;
    expect(depositBeforeBooking(policy, 7000, soon, now)).toBe(depositTooLateMessage(contact));
    expect(depositBeforeBooking({ ...policy, deposit: null }, 7000, start, now)).toBeNull();
    expect(depositBeforeBooking(policy, 0, start, now)).toBeNull();
  });
});

describe("the status staff see", () => {
  it("is provisional while a confirmed booking owes its deposit, else the booking's own", () => {
    const due = { depositPence: 5000, depositDueAt: "2026-12-01T18:00:00.000Z" };
    expect(shownStatus({ status: "confirmed", ...due })).toBe("provisional");
    expect(shownStatus({ status: "confirmed" })).toBe("confirmed");
    expect(shownStatus({ status: "confirmed", depositPence: 5000, depositDueAt: null })).toBe("confirmed");
    expect(shownStatus({ status: "cancelled", ...due })).toBe("cancelled");
  });
});
