// A real server, the in-process SMTP sink and a clock the test moves: what every notice test uses.
import { sessionInterval } from "@studio/domain";
import { expect } from "vitest";
import {
  call,
  eventually,
  type Json,
  login,
  type SmtpSink,
  startApp,
  startSmtpSink,
  type TestApp,
} from "../helpers.js";
import { type ReadMail, readMail } from "../mail-parse.js";

export interface NoticeRig {
  t: TestApp;
  sink: SmtpSink;
  cookie: string;
  /** Moves the server's clock (the mail sender's too). */
  setNow(ms: number): void;
  now(): number;
  /** A fresh admin session at the current clock. */
  relogin(): Promise<void>;
  /** Waits until `count` more messages have arrived since the last take, and reads them. */
  take(count: number): Promise<{ to: string[]; mail: ReadMail }[]>;
  close(): Promise<void>;
}

export async function startRig(): Promise<NoticeRig> {
  const sink = await startSmtpSink();
  let nowMs = Date.now();
  const t = await startApp({ smtpPort: sink.port, clock: () => new Date(nowMs) });
  const cookie = await login(t.url);
  let seen = 0;
  const rig: NoticeRig = {
    t,
    sink,
    cookie,
    async relogin() {
      rig.cookie = await login(t.url);
    },
    setNow: (ms) => {
      nowMs = ms;
    },
    now: () => nowMs,
    async take(count) {
      await eventually(() => sink.messages.length >= seen + count, `${count} more messages`);
      // Nothing more than asked for arrives (a short settle for stray mail).
      await new Promise((resolve) => setTimeout(resolve, 250));
      const fresh = sink.messages.slice(seen);
      seen = sink.messages.length;
      expect(fresh.length).toBe(count);
      return Promise.all(fresh.map(async (m) => ({ to: m.to, mail: await readMail(m.raw) })));
    },
    async close() {
      await t.close();
      await sink.close();
    },
  };
  return rig;
}

/** The customer's and the staff's messages of a pair. */
export function split(messages: { to: string[]; mail: ReadMail }[], customerEmail: string) {
  const customer = messages.find((m) => m.to.includes(customerEmail));
  const staff = messages.find((m) => !m.to.includes(customerEmail));
  if (!customer || !staff) throw new Error("expected one customer and one staff message");
  return { customer: customer.mail, staff: staff.mail, staffTo: staff.to };
}

/** The calendar part agrees with the booking: METHOD, UID, SEQUENCE, DTSTART, DTEND. */
export function expectCalendar(mail: ReadMail, booking: Json, method: string, sequence: number): void {
  const calendar = mail.calendar;
  expect(calendar, "a calendar part").toBeDefined();
  const interval = sessionInterval(booking)!;
  expect(calendar).toMatchObject({
    method,
    uid: `${booking.id}@leytonsound.studio`,
    sequence,
    startMs: interval.startMs,
    endMs: interval.endMs,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: "Leyton Sound Studio",
  });
  expect(calendar!.attendee).toBe(`mailto:${booking.email}`);
}

export const manageTokenOf = (mail: ReadMail) => {
  const token = /\/booking\/manage\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (!token) throw new Error("no manage link in the mail");
  return token;
};

export const admin = (rig: NoticeRig, method: string, path: string, body?: unknown) =>
  call(rig.t.url, method, path, body, { cookie: rig.cookie });

/** Cancels or restores a booking as the Bookings tab does. */
export const setStatus = (rig: NoticeRig, id: string, status: "cancelled" | "confirmed") =>
  admin(rig, "PATCH", `/api/admin/bookings/${id}/status`, { status });

/** Runs `steps`, which may move the clock, then puts the clock back where it was. */
export async function withClockRestored(rig: NoticeRig, steps: () => Promise<void>): Promise<void> {
  const saved = rig.now();
  try {
    await steps();
  } finally {
    rig.setNow(saved);
  }
}
