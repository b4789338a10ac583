// A real server, the in-process SMTP sink and a clock the test moves: what every notice test uses.
import { sessionInterval } from "@studio/domain";
import { afterAll, beforeAll, expect } from "vitest";
import {
  call,
  eventually,
  type Json,
  login,
  type SmtpSink,
  startApp,
  type TestAppOptions,
  type TestAppWithSink,
} from "../helpers.js";
import { type ReadMail, readMail } from "../mail-parse.js";

/**
 * The test app with its own SMTP sink and a clock the test moves, the admin logged in. Its fields
 * can be read once it has started (inside a test or a hook); the methods are arrows, safe to pass.
 */
export class NoticeRig {
  /** The admin's session cookie (name=value). */
  cookie = "";
  private running: TestAppWithSink | undefined;
  private nowMs = Date.now();
  private seen = 0;

  constructor(private readonly options: TestAppOptions = {}) {}

  get t(): TestAppWithSink {
    if (!this.running) throw new Error("the rig starts in beforeAll: read it inside a test");
    return this.running;
  }

  get sink(): SmtpSink {
    return this.t.sink;
  }

  async start(): Promise<void> {
    this.running = await startApp({ ...this.options, smtp: true, clock: () => new Date(this.nowMs) });
    await this.relogin();
  }

  /** A fresh admin session at the current clock. */
  relogin = async (): Promise<void> => {
    this.cookie = await login(this.t.url);
  };

  /** Moves the server's clock (the mail sender's too). */
  setNow = (ms: number): void => {
    this.nowMs = ms;
  };

  now = (): number => this.nowMs;

  /** Waits until `count` more messages have arrived since the last take, and reads them. */
  take = async (count: number): Promise<{ to: string[]; mail: ReadMail }[]> => {
    const { messages } = this.sink;
    await eventually(() => messages.length >= this.seen + count, `${count} more messages`);
    // Nothing more than asked for arrives (a short settle for stray mail).
    await new Promise((resolve) => setTimeout(resolve, 250));
    const fresh = messages.slice(this.seen);
    this.seen = messages.length;
    const subjects = fresh.map((m) => /^Subject: .*$/m.exec(m.raw)?.[0]).join(" | ");
    expect(fresh.length, subjects).toBe(count);
    return Promise.all(fresh.map(async (m) => ({ to: m.to, mail: await readMail(m.raw) })));
  };

  close = async (): Promise<void> => {
    await this.running?.close();
  };
}

/** The file's rig: started before its tests, closed after them. */
export function useRig(options: TestAppOptions = {}): NoticeRig {
  const rig = new NoticeRig(options);
  beforeAll(() => rig.start());
  afterAll(() => rig.close());
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
