// One date style in every mail: each mail's date line, read from the in-process SMTP server, is the
// domain's formatter's (the year when it is not this year, GMT/BST across a clock change); the
// cancellation shows nothing payable, offers no manage action, and carries a reason staff send.
import {
  addDays,
  formatMailDay,
  formatMailMoment,
  formatMailSession,
  formatMailSessionLong,
  formatShortDay,
  londonToday,
  sessionInterval,
} from "@studio/domain";
import { describe, expect, it } from "vitest";
import { queueDueReminders } from "../../src/services/reminders.js";
import { bookingPayload, call, type Json, profile, upcoming } from "../helpers.js";
import type { ReadMail } from "../mail-parse.js";
import { admin, split, useRig, withClockRestored } from "./harness.js";

const HOUR = 3_600_000;
const rig = useRig();

const now = () => new Date(rig.now());
/** The text part with its line wrapping undone. */
const flat = (mail: ReadMail) => mail.text.replace(/\s+/g, " ");

/** Next year's autumn clock-change night: the Saturday before October's last Sunday. */
function autumnChangeNight(): string {
  const year = Number(londonToday(now()).slice(0, 4)) + 1;
  let sunday = `${year}-10-31`;
  while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, -1);
  return addDays(sunday, -1);
}

/** Subject and "When" line of a booking mail, and of the staff's, by the formatter. */
function expectSessionDates(mail: ReadMail, booking: Json, at = now()): void {
  expect(mail.subject.endsWith(formatMailSession(booking, at))).toBe(true);
  expect(flat(mail)).toContain(`When: ${formatMailSessionLong(booking, at)}`);
}

let booking: Json;

describe("a session next year, across the autumn clock change", () => {
  it("receipt and staff notice: the year, and BST then GMT", async () => {
    const made = await admin(
      rig,
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: autumnChangeNight(), startTime: "23:00", duration: 4 }),
    );
    expect(made.status, made.text).toBe(201);
    booking = made.body;
    const { customer, staff } = split(await rig.take(2), booking.email);
    const long = formatMailSessionLong(booking, now());
    expect(long).toContain(autumnChangeNight().slice(0, 4));
    expect(long).toMatch(/11:00 PM BST – .*2:00 AM GMT$/);
    expectSessionDates(customer, booking);
    expectSessionDates(staff, booking);
  });

  it("a change: the new and the old session in the same style", async () => {
    const before = booking;
    const answer = await admin(rig, "PUT", `/api/admin/bookings/${booking.id}`, { startTime: "22:00" });
    expect(answer.status).toBe(200);
    booking = answer.body;
    const { customer, staff } = split(await rig.take(2), booking.email);
    expectSessionDates(customer, booking);
    expectSessionDates(staff, booking);
    expect(flat(customer)).toContain(`Before this change When: ${formatMailSessionLong(before, now())}`);
  });

  it("the reminder, sent that year: no year, the zones still named", async () => {
    await withClockRestored(rig, async () => {
      const at = new Date(sessionInterval(booking)!.startMs - 23 * HOUR);
      rig.setNow(at.getTime());
      const services = { store: rig.t.store, profile, clock: now, mailer: rig.t.mailer };
      expect(queueDueReminders({ ...services, publicUrl: "http://studio.test" })).toBe(1);
      const [reminder] = await rig.take(1);
      expectSessionDates(reminder!.mail, booking, at);
      expect(formatMailSession(booking, at)).not.toContain(autumnChangeNight().slice(0, 4));
      expect(formatMailSession(booking, at)).toMatch(/BST – .* GMT$/);
    });
  });
});

describe("the cancellation", () => {
  it("shows nothing payable, no manage action, and the reason staff chose to send", async () => {
    const answer = await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "cancelled",
      reason: "The studio flooded, sorry",
      sendReason: true,
    });
    expect(answer.status).toBe(200);
    const { customer, staff } = split(await rig.take(2), booking.email);
    expectSessionDates(customer, booking);
    expectSessionDates(staff, booking);
    for (const mail of [customer, staff]) expect(flat(mail)).not.toMatch(/payable|Total/);
    expect(flat(customer)).not.toContain("Manage your booking");
    expect(customer.html).not.toContain("Manage your booking");
    expect(flat(customer)).toContain("The studio's note: > The studio flooded, sorry");
  });

  it("keeps a reason staff did not choose to send to themselves", async () => {
    await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, { status: "confirmed" });
    await rig.take(2);
    const answer = await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "cancelled",
      reason: "Producer double-booked",
    });
    expect(answer.status).toBe(200);
    const { customer } = split(await rig.take(2), booking.email);
    expect(flat(customer)).not.toContain("Producer double-booked");
    const bad = await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, {
      status: "cancelled",
      sendReason: "yes",
    });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("sendReason");
  });
});

describe("a start after midnight", () => {
  it("names the real day in every subject, the studio night second", async () => {
    const night = upcoming(5, 3);
    const made = await admin(rig, "POST", "/api/admin/bookings", {
      ...bookingPayload({ date: night, startTime: "00:30", duration: 2 }),
      engineer: "Kofi",
    });
    expect(made.status, made.text).toBe(201);
    const { customer, staff } = split(await rig.take(2), made.body.email);
    // Its real day is named with its year when that is not this year (a run in December).
    const realDay = addDays(night, 1);
    const day = formatShortDay(realDay, { year: realDay.slice(0, 4) !== londonToday(now()).slice(0, 4) });
    for (const mail of [customer, staff]) {
      expect(mail.subject).toContain(`${day}, 12:30 AM – 2:30 AM (Friday night)`);
      expectSessionDates(mail, made.body);
    }
    const held = await admin(rig, "POST", "/api/admin/holds", {
      ...bookingPayload({ date: night, startTime: "03:00", duration: 2 }),
      engineer: "Kofi",
      notifyArtist: true,
    });
    expect(held.status, held.text).toBe(201);
    const [artist] = await rig.take(1);
    expect(artist!.mail.subject).toContain(`${day}, 3:00 AM – 5:00 AM (Friday night)`);
  });
});

describe("the staff's other mails", () => {
  it("the contact notice, the test mail and the summary date things the same way", async () => {
    const sent = await call(rig.t.url, "POST", "/api/contact", {
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      subject: "pricing",
      message: "How much is a whole night?",
    });
    expect(sent.status).toBe(201);
    const [notice] = await rig.take(1);
    expect(flat(notice!.mail)).toContain(`Received: ${formatMailMoment(now(), now())} (London time)`);

    expect((await admin(rig, "POST", "/api/admin/test-email")).status).toBe(200);
    const [test] = await rig.take(1);
    expect(flat(test!.mail)).toContain(`sent ${formatMailMoment(now(), now())} (London time)`);

    await admin(rig, "PATCH", `/api/admin/bookings/${booking.id}/status`, { status: "confirmed" });
    await rig.take(2);
    expect((await admin(rig, "POST", "/api/admin/resend-notifications")).status).toBe(200);
    const [summary] = await rig.take(1);
    expect(summary!.mail.subject).toContain(`from ${formatMailDay(londonToday(now()), now())}`);
    expect(flat(summary!.mail)).toContain(`${formatMailSession(booking, now())}, 4 hours with Marcus`);
  });
});
