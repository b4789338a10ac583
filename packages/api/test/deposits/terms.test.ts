// Deposits and the studio's cancellation terms over a real SQLite file and the SMTP
// sink: a customer's move carries the deposit (its mail and the manage page's calendar file still
// tentative); a cancel 10 days ahead keeps half of it, shown on
// the manage page before, recorded, and stated in the mail.
import { depositPenceFor, depositTooLateMessage, formatDepositPounds, sessionInterval } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, upcoming } from "../helpers.js";
import { manageTokenOf } from "../notices/harness.js";
import { bookPublic, depositProfile, payByTransfer, staff, useDepositRig } from "./rig.js";

const HOUR = 3_600_000;
const rig = useDepositRig();

const book = (overrides: Record<string, unknown>) => bookPublic(rig, overrides);
const pay = (id: string, amountPence: number) => payByTransfer(rig, id, amountPence);

describe("a customer's move", () => {
  it("carries the deposit and what was paid: the same booking, still provisional until paid", async () => {
    const booking = await book({ date: upcoming(5, 4), startTime: "14:00" });
    const mails = await rig.take(2);
    const token = manageTokenOf(mails.find((m) => m.to.includes(booking.email))!.mail);
    expect((await pay(booking.id, 1000)).status).toBe(201);
    const to = { date: upcoming(6, 4), startTime: "14:00", duration: 2, engineer: booking.engineer };
    const moved = await call(rig.t.url, "POST", `/api/manage/${token}/move`, to);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: booking.id,
      ...to,
      status: "provisional",
      depositPence: 1800,
      depositDueAt: booking.depositDueAt,
      paidPence: 1000,
    });
    // The customer's mail of the move still says what is owed (the rest of the deposit), by when, and
    // keeps the event tentative.
    const [first, second] = await rig.take(2);
    const moveMail = [first, second].find((m) => m!.to.includes(booking.email))!.mail;
    expect(moveMail.subject).toMatch(/has moved/);
    expect(moveMail.text).toContain("Your booking is provisional until the deposit is paid.");
    expect(moveMail.text.replace(/\s+/g, " ")).toContain(
      "Deposit: £8 more (£10 of the £18 deposit is paid), due by",
    );
    expect(moveMail.text).toContain("the date is released.");
    expect(moveMail.calendar).toMatchObject({ method: "REQUEST", status: "TENTATIVE", sequence: 1 });
    // So is the manage page's "Add to calendar", until the rest of the deposit comes.
    const ics = async () => (await call(rig.t.url, "GET", `/api/manage/${token}/calendar.ics`)).text;
    expect(await ics()).toContain("STATUS:TENTATIVE");
    expect((await pay(booking.id, 800)).status).toBe(201);
    await rig.take(2);
    expect(await ics()).toContain("STATUS:CONFIRMED");
  });
});

describe("a customer's move to another length", () => {
  const quarter = (pence: number) => depositPenceFor({ percent: 25 }, pence);
  const bookAndPay = async (duration: number, paidPence: number) => {
    const booking = await book({
      date: upcoming(0, 5),
      startTime: duration === 2 ? "12:00" : "17:00",
      duration,
    });
    expect(booking.depositPence).toBe(quarter(booking.totalCost));
    const token = manageTokenOf((await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail);
    if (paidPence > 0) expect((await pay(booking.id, paidPence)).status).toBe(201);
    const moveTo = (to: number) =>
      call(rig.t.url, "POST", `/api/manage/${token}/move`, { ...booking, duration: to });
    return { booking, moveTo };
  };

  it("owes the policy's deposit on the new price, and the move's mail says it", async () => {
    const { booking, moveTo } = await bookAndPay(2, 0);
    const longer = (await moveTo(4)).body;
    expect(longer.totalCost).toBeGreaterThan(booking.totalCost);
    expect(longer).toMatchObject({ status: "provisional", depositPence: quarter(longer.totalCost) });
    const moveMail = (await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail;
    expect(moveMail.text).toContain(`Deposit: ${formatDepositPounds(longer.depositPence)}, due by`);
  });

  it("is confirmed when what was paid reaches the smaller deposit of a shorter session", async () => {
    const { booking, moveTo } = await bookAndPay(4, 2000);
    expect(booking.depositPence).toBeGreaterThan(2000);
    // A quarter of £70 is £18, and the £20 paid covers it.
    const shorter = (await moveTo(2)).body;
    expect(shorter).toMatchObject({ totalCost: 7000, status: "confirmed", depositPence: null });
    const subjects = (await rig.take(4)).map((m) => m.mail.subject);
    expect(subjects).toContainEqual(expect.stringMatching(/is confirmed:/));
    expect(subjects).toContainEqual(expect.stringMatching(/has moved/));
  });
});

describe("a customer's move too near to pay the deposit", () => {
  it("is refused as a new booking would be (409 with the studio's contacts), and nothing moves", async () => {
    const booking = await book({ date: upcoming(5, 5), startTime: "17:00" });
    const token = manageTokenOf((await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail);
    // A deadline far enough ahead for the clock to move on to the night before the new session.
    const dueAt = new Date(sessionInterval(booking)!.startMs - 48 * HOUR).toISOString();
    expect((await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/deposit`, { dueAt })).status).toBe(
      200,
    );
    await rig.take(1);
    const to = { date: upcoming(5, 1), startTime: "14:00", duration: 2, engineer: booking.engineer };
    const start = rig.now();
    try {
      // The new session's cutoff (24 hours before it) would be an hour away.
      rig.setNow(sessionInterval(to)!.startMs - 25 * HOUR);
      const moved = await call(rig.t.url, "POST", `/api/manage/${token}/move`, to);
      expect(moved.status).toBe(409);
      expect(moved.body.error).toBe(depositTooLateMessage(depositProfile));
      const view = await call(rig.t.url, "GET", `/api/manage/${token}`);
      expect(view.body).toMatchObject({
        date: booking.date,
        startTime: "17:00",
        status: "provisional",
        depositDueAt: dueAt,
      });
      expect(view.body.movesMade).toBe(0);
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});

describe("a customer's cancel under the studio's terms", () => {
  it("is shown on the manage page before, recorded, and stated in the cancellation mail", async () => {
    const booking = await book({ date: upcoming(6, 3), startTime: "17:00" });
    const [first, second] = await rig.take(2);
    const receipt = [first, second].find((m) => m!.to.includes(booking.email))!.mail;
    const token = manageTokenOf(receipt);
    const provisional = await call(rig.t.url, "GET", `/api/manage/${token}`);
    expect(provisional.body).toMatchObject({
      status: "provisional",
      depositPence: 1800,
      depositDueAt: booking.depositDueAt,
      paidPence: 0,
      cancelTerms: { keptPence: 0, refundPence: 0 },
    });
    expect((await pay(booking.id, 1800)).status).toBe(201);
    await rig.take(2);
    const startMs = sessionInterval(booking)!.startMs;
    const start = rig.now();
    try {
      rig.setNow(startMs - 10 * 24 * HOUR);
      const before = await call(rig.t.url, "GET", `/api/manage/${token}`);
      expect(before.body).toMatchObject({
        status: "confirmed",
        depositPence: null,
        paidPence: 1800,
        cancelTerms: { keptPence: 900, refundPence: 900 },
      });
      const cancelled = await call(rig.t.url, "POST", `/api/manage/${token}/cancel`, {});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({
        status: "cancelled",
        cancelTerms: { keptPence: 900, refundPence: 900, waived: false },
      });
      const mails = await rig.take(2);
      const customer = mails.find((m) => m.to.includes(booking.email))!.mail;
      expect(customer.text.replace(/\s+/g, " ")).toContain(
        "Under the studio's cancellation terms, the studio keeps £9 of the £18 you have paid and refunds £9.",
      );
      const row = rig.t.store.sqlite
        .prepare("select keptPence, refundPence, waived from booking_cancel_terms where bookingId = ?")
        .get(booking.id);
      expect(row).toEqual({ keptPence: 900, refundPence: 900, waived: 0 });
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});
