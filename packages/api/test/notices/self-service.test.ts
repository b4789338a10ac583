// A booking's life told: the customer's manage link, reminders on an injected clock, contact notices.
import { sessionInterval } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { queueDueReminders } from "../../src/services/reminders.js";
import {
  bookingPayload,
  call,
  type Json,
  postBooking,
  profile,
  startApp,
  trpc,
  upcoming,
} from "../helpers.js";
import {
  admin,
  expectCalendar,
  manageTokenOf,
  setStatus,
  split,
  useRig,
  withClockRestored,
} from "./harness.js";

const HOUR = 3_600_000;
const rig = useRig();

async function book(
  overrides: Record<string, unknown> = {},
): Promise<{ booking: Json; token: string; start: number }> {
  const made = await postBooking(rig.t.url, overrides);
  expect(made.status).toBe(201);
  const { customer } = split(await rig.take(2), made.body.email);
  return { booking: made.body, token: manageTokenOf(customer), start: sessionInterval(made.body)!.startMs };
}

const services = () => ({
  store: rig.t.store,
  profile,
  clock: () => new Date(rig.now()),
  mailer: rig.t.mailer,
  publicUrl: "http://studio.test",
});

describe("the manage link", () => {
  it("GET shows the booking's fields and nothing else; the token is stored only as a hash", async () => {
    const { booking, token } = await book({ date: upcoming(6, 3), startTime: "20:00" });
    const view = await call(rig.t.url, "GET", `/api/manage/${token}`);
    expect(view.status).toBe(200);
    expect(view.body).toEqual({
      id: booking.id,
      date: booking.date,
      startTime: "20:00",
      duration: booking.duration,
      engineer: booking.engineer,
      totalCost: booking.totalCost,
      status: "confirmed",
      firstName: booking.firstName,
      movesMade: 0,
      paidPence: 0,
      balancePence: booking.totalCost,
      paymentStatus: "unpaid",
      depositPence: null,
      depositDueAt: null,
      cancelTerms: { keptPence: 0, refundPence: 0 },
    });
    const stored = rig.t.store.sqlite.prepare("select tokenHash from manage_tokens").all() as {
      tokenHash: string;
    }[];
    expect(stored.some((r) => r.tokenHash.includes(token))).toBe(false);
    expect(stored.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
    const ics = await call(rig.t.url, "GET", `/api/manage/${token}/calendar.ics`);
    expect(ics.headers.get("content-type")).toContain("text/calendar");
    expect(ics.text).toContain(`UID:${booking.id}@leytonsound.studio`);
  });

  it("an unknown token is 404", async () => {
    expect((await call(rig.t.url, "GET", `/api/manage/${"A".repeat(43)}`)).status).toBe(404);
    expect((await call(rig.t.url, "GET", "/api/manage/short")).status).toBe(404);
    expect((await call(rig.t.url, "POST", `/api/manage/${"A".repeat(43)}/cancel`, {})).status).toBe(404);
  });
});

describe("the manage link over tRPC (the manage page's door)", () => {
  it("manage.view answers as GET /api/manage/{token}; an unknown token is NOT_FOUND; a bad move names its field", async () => {
    const { token } = await book({ date: upcoming(6, 4), startTime: "20:00" });
    const rest = await call(rig.t.url, "GET", `/api/manage/${token}`);
    const view = await trpc(rig.t.url, "query", "manage.view", { token });
    expect(view.status).toBe(200);
    expect(view.body.result?.data).toEqual(rest.body);
    const unknown = await trpc(rig.t.url, "query", "manage.view", { token: "A".repeat(43) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error?.data.code).toBe("NOT_FOUND");
    const bad = await trpc(rig.t.url, "mutation", "manage.move", { token, date: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.data.issues.map((i: Json) => i.path)).toContain("date");
    const cancelled = await trpc(rig.t.url, "mutation", "manage.cancel", { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.result?.data).toMatchObject({ id: rest.body.id, status: "cancelled" });
    await rig.take(2);
  });
});

describe("cancelling through the manage link", () => {
  it("cancel outside the notice window: archived, slot freed, both sides e-mailed", async () => {
    const { booking, token } = await book({ date: upcoming(0, 3), startTime: "14:00" });
    const crossSite = await call(
      rig.t.url,
      "POST",
      `/api/manage/${token}/cancel`,
      {},
      {
        headers: { origin: "https://evil.example" },
      },
    );
    expect(crossSite.status).toBe(403);
    const answer = await call(rig.t.url, "POST", `/api/manage/${token}/cancel`, {});
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe("cancelled");
    const { customer, staff } = split(await rig.take(2), booking.email);
    expectCalendar(customer, booking, "CANCEL", 1);
    expect(staff.subject).toContain("Booking cancelled");
    expect(staff.text).toContain("by the customer online");
    const archived = await admin(rig, "GET", "/api/admin/archived-bookings");
    expect(archived.body.some((a: Json) => a.originalBookingId === booking.id)).toBe(true);
    const again = await postBooking(rig.t.url, { date: booking.date, startTime: "14:00" });
    expect(again.status).toBe(201); // the slot is free
    await rig.take(2);
  });

  it("cancel inside the notice window: 409 with the message, nothing changes", async () => {
    const { token, start } = await book({ date: upcoming(5, 3), startTime: "18:00" });
    await withClockRestored(rig, async () => {
      rig.setNow(start - 23 * HOUR);
      const answer = await call(rig.t.url, "POST", `/api/manage/${token}/cancel`, {});
      expect(answer.status).toBe(409);
      expect(answer.body.error).toContain("can no longer be cancelled online");
      expect(answer.body.error).toContain(profile.bookingsEmail);
      expect((await call(rig.t.url, "GET", `/api/manage/${token}`)).body.status).toBe("confirmed");
    });
  });
});

describe("arriving at night", () => {
  it("a session from 10 PM tells the customer how to get in, in its receipt and its reminder; a 3 PM one does not", async () => {
    const late = await postBooking(rig.t.url, { date: upcoming(5, 8), startTime: "23:00" });
    const { customer: lateReceipt } = split(await rig.take(2), late.body.email);
    expect(lateReceipt.text).toContain("Arriving after 10 PM? The street door is locked at night");
    expect(lateReceipt.text.replace(/\s+/g, " ")).toContain(
      `text ${profile.messagingNumber} when you are outside`,
    );
    const day = await postBooking(rig.t.url, { date: upcoming(5, 8), startTime: "13:00" });
    const { customer: dayReceipt } = split(await rig.take(2), day.body.email);
    expect(dayReceipt.text).not.toContain("Arriving after 10 PM");
    const start = sessionInterval(late.body)!.startMs;
    await withClockRestored(rig, async () => {
      rig.setNow(start - 23 * HOUR);
      expect(queueDueReminders(services())).toBe(2); // this one's, and the 1 PM session's
      const reminders = await rig.take(2);
      expect(reminders.find((r) => r.to.includes(late.body.email))!.mail.text).toContain(
        "The street door is locked",
      );
    });
  });
});

describe("reminders (injected clock)", () => {
  it("go once, reminderHours before the start, with the address, what to bring and the link, no calendar", async () => {
    const { booking, start } = await book({ date: upcoming(6, 4), startTime: "15:00" });
    await withClockRestored(rig, async () => {
      rig.setNow(start - 25 * HOUR);
      expect(queueDueReminders(services())).toBe(0);
      rig.setNow(start - 23 * HOUR);
      expect(queueDueReminders(services())).toBe(1);
      expect(queueDueReminders(services())).toBe(0); // never twice
      const [reminder] = await rig.take(1);
      expect(reminder!.to).toEqual([booking.email]);
      expect(reminder!.mail.subject).toContain("Reminder");
      expect(reminder!.mail.text).toContain("E10 6AE");
      expect(reminder!.mail.text).toContain("What to bring");
      manageTokenOf(reminder!.mail);
      // A plain reminder: no invitation a calendar could take as the event again.
      expect(reminder!.mail.calendar).toBeUndefined();
      expect(reminder!.mail.otherParts).toEqual([]);
    });
  });

  it("never for a cancelled session, nor for a booking made inside the window", async () => {
    const { booking, start } = await book({ date: upcoming(0, 4), startTime: "15:00" });
    await setStatus(rig, booking.id, "cancelled");
    await rig.take(2);
    const saved = rig.now();
    try {
      rig.setNow(start - 2 * HOUR);
      expect(queueDueReminders(services())).toBe(0);
      await rig.relogin(); // the admin session does not survive the jump of the clock
      // Booked (by the admin) two hours before its start: it gets its receipt, no reminder.
      const late = await admin(
        rig,
        "POST",
        "/api/admin/bookings",
        bookingPayload({ date: upcoming(0, 4), startTime: "20:00" }),
      );
      expect(late.status).toBe(201);
      await rig.take(2);
      rig.setNow(sessionInterval(late.body)!.startMs - HOUR);
      expect(queueDueReminders(services())).toBe(0);
    } finally {
      rig.setNow(saved);
      await rig.relogin();
    }
  });
});

describe("contact messages", () => {
  const grace = { firstName: "Grace", lastName: "Hopper", email: "grace@example.com", subject: "pricing" };

  it("notify every staff recipient, Reply-To the visitor, the message quoted", async () => {
    const sent = await call(rig.t.url, "POST", "/api/contact", {
      ...grace,
      message: "How much is a night?\nTotal: £0.00",
    });
    expect(sent.status).toBe(201);
    const [notice] = await rig.take(1);
    expect(notice!.to.sort()).toEqual([...profile.notificationRecipients].sort());
    expect(notice!.mail.replyTo).toBe("grace@example.com");
    expect(notice!.mail.subject).toContain("Grace Hopper");
    expect(notice!.mail.text).toContain("> Total: £0.00");
  });

  it("a bot's message notifies nobody", async () => {
    const sent = await call(rig.t.url, "POST", "/api/contact", {
      ...grace,
      message: "How much is a ten hour night?",
      website: "http://spam.example",
    });
    expect(sent.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const kinds = rig.t.store.sqlite
      .prepare("select count(*) as n from email_outbox where kind = 'contact-notice'")
      .get() as { n: number };
    expect(kinds.n).toBe(1);
  });
});

describe("reminders across a restart", () => {
  it("a new process on the same database neither loses nor repeats a reminder", async () => {
    const { start } = await book({ date: upcoming(5, 4), startTime: "19:00" });
    await withClockRestored(rig, async () => {
      rig.setNow(start - 12 * HOUR);
      // The process was down when the reminder fell due: the next look still finds it.
      expect(queueDueReminders(services())).toBe(1);
      await rig.take(1);
      // Another process (a restart) over the same file finds nothing left to send.
      const restarted = await startApp({ dataDir: rig.t.dataDir, clock: () => new Date(rig.now()) });
      try {
        expect(queueDueReminders({ ...services(), store: restarted.store, mailer: restarted.mailer })).toBe(
          0,
        );
      } finally {
        await restarted.close();
      }
    });
  });
});
