// Staff-made bookings under a deposit policy, over a real SQLite file and the SMTP sink: confirmed
// unless staff ask for a deposit (REST and tRPC), then provisional with the policy's deposit and
// deadline and a receipt that says so; asked too late, or with no policy, a 400 on askDeposit.
import {
  addDays,
  DEPOSIT_CONFIRMED_LINES,
  DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE,
  DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE,
  londonToday,
  NO_DEPOSIT_POLICY_MESSAGE,
  sessionInterval,
} from "@studio/domain";
import { describe, expect, it } from "vitest";
import { createAdminBooking } from "../../src/services/admin-bookings.js";
import { bookingPayload, type Json, trpc, upcoming } from "../helpers.js";
import { depositProfile, depositRowOf, payByTransfer, servicesOf, staff, useDepositRig } from "./rig.js";

const HOUR = 3_600_000;
const rig = useDepositRig();

const countBookings = () =>
  (rig.t.store.sqlite.prepare("select count(*) as n from bookings").get() as { n: number }).n;

describe("a booking staff make under a deposit policy", () => {
  it("is confirmed when staff do not ask for a deposit: no deposit row, an ordinary receipt", async () => {
    const made = await staff(rig, "POST", "/api/admin/bookings", bookingPayload({ date: upcoming(5, 2) }));
    expect(made.status).toBe(201);
    expect(made.body.status).toBe("confirmed");
    expect(made.body).not.toHaveProperty("depositPence");
    expect(depositRowOf(rig, made.body.id)).toBeUndefined();
    const customer = (await rig.take(2)).find((m) => m.to.includes(made.body.email))!.mail;
    expect(customer.subject).not.toMatch(/^Provisional/);
    expect(customer.calendar).toMatchObject({ status: "CONFIRMED" });
  });

  it("is provisional when staff ask for a deposit: the policy's deposit and deadline, and the receipt says so", async () => {
    const input = bookingPayload({ date: upcoming(6, 2), askDeposit: true });
    const made = await staff(rig, "POST", "/api/admin/bookings", input);
    expect(made.status).toBe(201);
    const booking: Json = made.body;
    expect(booking).toMatchObject({ status: "provisional", depositPence: 1800 });
    expect(Date.parse(booking.depositDueAt)).toBe(Date.parse(booking.createdAt) + 48 * HOUR);
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "due", depositPence: 1800 });
    const customer = (await rig.take(2)).find((m) => m.to.includes(booking.email))!.mail;
    expect(customer.subject).toMatch(/^Provisional: /);
    expect(customer.text).toContain("Deposit: £18, due by");
    expect(customer.calendar).toMatchObject({ method: "REQUEST", status: "TENTATIVE" });
    const listed = (await staff(rig, "GET", "/api/admin/bookings")).body.find(
      (b: Json) => b.id === booking.id,
    );
    expect(listed).toMatchObject({ depositPence: 1800, depositDueAt: booking.depositDueAt });
  });

  it("is provisional through the tRPC door too", async () => {
    const input = bookingPayload({ date: upcoming(0, 2), startTime: "12:00", askDeposit: true });
    const made = await trpc(rig.t.url, "mutation", "admin.bookings.create", input, { cookie: rig.cookie });
    expect(made.body.result?.data).toMatchObject({ status: "provisional", depositPence: 1800 });
    await rig.take(2);
  });

  it("refuses a deposit that could not be paid in time with a 400 on askDeposit, writing nothing", async () => {
    const tomorrow = upcoming(5, 3);
    const startMs = sessionInterval({ date: tomorrow, startTime: "14:00", duration: 2 })!.startMs;
    const start = rig.now();
    rig.setNow(startMs - 25 * HOUR);
    await rig.relogin();
    try {
      const before = countBookings();
      const input = bookingPayload({ date: tomorrow });
      const refused = await staff(rig, "POST", "/api/admin/bookings", { ...input, askDeposit: true });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([
        { path: "askDeposit", message: DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE },
      ]);
      expect(countBookings()).toBe(before);
      const confirmed = await staff(rig, "POST", "/api/admin/bookings", input);
      expect(confirmed.body.status).toBe("confirmed");
      await rig.take(2);
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });

  it("refuses askDeposit when the studio has no deposit policy", () => {
    const ctx = { ...servicesOf(rig), profile: { ...depositProfile, deposit: null } };
    const input = bookingPayload({ date: upcoming(1, 4), askDeposit: true }) as never;
    expect(() => createAdminBooking(ctx as never, input)).toThrow(NO_DEPOSIT_POLICY_MESSAGE);
  });
});

describe("a provisional booking moved by staff", () => {
  it("keeps what was paid and its deadline, unless the new session's cutoff comes earlier", async () => {
    const input = bookingPayload({ date: upcoming(1, 4), askDeposit: true });
    const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
    await rig.take(2);
    expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);
    const edit = (to: Record<string, unknown>) =>
      staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, { ...to, notifyCustomer: false });
    const listed = async () =>
      (await staff(rig, "GET", "/api/admin/bookings")).body.find((b: Json) => b.id === booking.id);

    expect((await edit({ date: upcoming(2, 4) })).status).toBe(200);
    expect(await listed()).toMatchObject({
      paidPence: 1000,
      depositPence: 1800,
      depositDueAt: booking.depositDueAt,
    });

    // Two days from now at noon: its cutoff (24 hours before) comes before the deadline kept.
    const soon = addDays(londonToday(new Date(rig.now())), 2);
    expect((await edit({ date: soon, startTime: "12:00" })).status).toBe(200);
    const cutoff = sessionInterval({ date: soon, startTime: "12:00", duration: 2 })!.startMs - 24 * HOUR;
    expect(cutoff).toBeLessThan(Date.parse(booking.depositDueAt));
    expect(await listed()).toMatchObject({ paidPence: 1000, depositPence: 1800 });
    expect(Date.parse((await listed()).depositDueAt)).toBe(cutoff);
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "due", dueMs: cutoff });
    // The staff's notice of each edit (the customer is not e-mailed).
    expect((await rig.take(2)).map((m) => m.mail.subject)).toEqual([
      expect.stringMatching(/^Booking changed: /),
      expect.stringMatching(/^Booking changed: /),
    ]);
  });

  it("is refused when the new night leaves under two hours to pay, and nothing moves", async () => {
    const input = bookingPayload({ date: upcoming(5, 5), startTime: "17:00", askDeposit: true });
    const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
    await rig.take(2);
    const dueAt = new Date(sessionInterval(booking)!.startMs - 48 * HOUR).toISOString();
    expect((await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/deposit`, { dueAt })).status).toBe(
      200,
    );
    await rig.take(1);
    const to = { date: upcoming(5, 1), startTime: "14:00" };
    const start = rig.now();
    try {
      // The new session's cutoff (24 hours before it) would be an hour away.
      rig.setNow(sessionInterval({ ...to, duration: 2 })!.startMs - 25 * HOUR);
      await rig.relogin();
      const moved = await staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, {
        ...to,
        notifyCustomer: false,
      });
      expect(moved.status).toBe(409);
      expect(moved.body.error).toBe(DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE);
      expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "due", dueMs: Date.parse(dueAt) });
      const row = rig.t.store.sqlite.prepare("select date from bookings where id = ?").get(booking.id);
      expect(row).toEqual({ date: booking.date });
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});

describe("a provisional booking repriced by staff", () => {
  it("owes the policy's deposit on the new price, never above it, and is confirmed once paid up to it", async () => {
    const input = bookingPayload({ date: upcoming(3, 4), askDeposit: true });
    const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
    await rig.take(2);
    expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);
    const edit = (totalCost: number) =>
      staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, { totalCost, notifyCustomer: false });

    const dearer = await edit(20_000);
    expect(dearer.body).toMatchObject({ status: "provisional", depositPence: 5000 });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "due", depositPence: 5000 });

    // A quarter of £36 is £9: the £10 paid covers it, so the booking is confirmed.
    const cheaper = await edit(3600);
    expect(cheaper.body).toMatchObject({ status: "confirmed" });
    expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid", depositPence: 900 });
    const history = (await staff(rig, "GET", `/api/admin/bookings/${booking.id}/history`)).body;
    expect(JSON.stringify(history)).toContain('"field":"depositPence","from":1800,"to":5000');
    const mails = await rig.take(4);
    const customer = mails.filter((m) => m.to.includes(booking.email)).map((m) => m.mail);
    expect(customer.map((m) => m.subject)).toEqual([expect.stringMatching(/is confirmed:/)]);
    expect(customer[0]!.calendar).toMatchObject({ status: "CONFIRMED" });
  });
});

describe("a provisional booking moved near and repriced by staff", () => {
  it("is confirmed, not refused, when what was paid covers the deposit on the new price", async () => {
    const input = bookingPayload({ date: upcoming(0, 6), startTime: "17:00", askDeposit: true });
    const booking: Json = (await staff(rig, "POST", "/api/admin/bookings", input)).body;
    await rig.take(2);
    expect((await payByTransfer(rig, booking.id, 1000)).status).toBe(201);
    // A deadline far enough ahead for the clock to move on to the night before the new session.
    const dueAt = new Date(sessionInterval(booking)!.startMs - 48 * HOUR).toISOString();
    expect((await staff(rig, "PATCH", `/api/admin/bookings/${booking.id}/deposit`, { dueAt })).status).toBe(
      200,
    );
    await rig.take(1);
    const to = { date: upcoming(0, 1), startTime: "14:00" };
    const start = rig.now();
    try {
      // The new night's cutoff would be an hour away: refused, unless nothing is left to pay.
      rig.setNow(sessionInterval({ ...to, duration: 2 })!.startMs - 25 * HOUR);
      await rig.relogin();
      const moved = await staff(rig, "PUT", `/api/admin/bookings/${booking.id}`, {
        ...to,
        totalCost: 4000,
        notifyCustomer: false,
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body).toMatchObject({ status: "confirmed", date: to.date });
      expect(depositRowOf(rig, booking.id)).toMatchObject({ state: "paid", depositPence: 1000 });
      // The customer hears the booking is confirmed, by what they paid (no payment came now);
      // staff, of the deposit covered and of the edit.
      const mails = await rig.take(3);
      expect(mails.map((m) => m.mail.subject)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/is confirmed:/),
          expect.stringMatching(/^Deposit covered by the new price, booking confirmed/),
          expect.stringMatching(/^Booking changed: /),
        ]),
      );
      const confirmed = mails.find((m) => /is confirmed:/.test(m.mail.subject))!.mail;
      expect(confirmed.text).toContain(DEPOSIT_CONFIRMED_LINES.covered);
    } finally {
      rig.setNow(start);
      await rig.relogin();
    }
  });
});

describe("a provisional booking in Insights", () => {
  it("counts among all bookings and takes its time, but is not confirmed revenue until its deposit is paid", async () => {
    const date = upcoming(6, 6);
    const booking: Json = (
      await staff(rig, "POST", "/api/admin/bookings", bookingPayload({ date, askDeposit: true }))
    ).body;
    await rig.take(2);
    const figures = async () => (await staff(rig, "GET", `/api/admin/insights?from=${date}&to=${date}`)).body;
    expect(await figures()).toMatchObject({
      totalBookings: 1,
      confirmedCount: 0,
      totalRevenuePence: 0,
      byMonth: [{ bookedPence: booking.totalCost }],
    });
    expect((await figures()).occupancy.rate).toBeGreaterThan(0);
    expect((await payByTransfer(rig, booking.id, booking.depositPence)).status).toBe(201);
    await rig.take(2);
    expect(await figures()).toMatchObject({ confirmedCount: 1, totalRevenuePence: booking.totalCost });
  });
});
