// Producers' calendars read on a thread (src/calendars/reader-thread.ts): the same busy times as the
// api's own reader, its refusal as the api's error, the server's thread free meanwhile, the thread
// gone once idle; and a server given the reader adds and refuses calendars as before. The reader is
// the build's bundle (`pnpm build`), as a served server runs it.
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CALENDAR_TOO_LARGE,
  CALENDAR_TOO_SLOW,
  NOT_A_CALENDAR,
  NotACalendarError,
  readCalendar,
} from "@studio/api/calendars";
import { call, login, type TestApp } from "../../../packages/api/test/helpers.js";
import { CalendarHost } from "../../../packages/api/test/calendars/calendar-server.js";
import { GOOGLE } from "../../../packages/api/test/calendars/exports.js";
import { type CalendarReaderThread, calendarReaderThread } from "../src/calendars/reader-thread.js";
import { startServer } from "./start-server.js";

const readerUrl = new URL("../dist/calendar-reader.js", import.meta.url).href;
// Sunday 1 Nov 2026, noon, and the three months after it (GOOGLE's events fall inside).
const now = new Date("2026-11-01T12:00:00Z");
const horizon = { startMs: now.getTime(), endMs: Date.UTC(2027, 1, 1) };

/** This process's threads (vitest runs each test file in a process of its own). */
const threads = () => readdirSync("/proc/self/task").length;

/** One-hour events, `everyMs` apart from `fromMs`: years of a busy person's export, or a crowded
 * horizon. */
function manyEvents(count: number, fromMs: number, everyMs: number): string {
  const stamp = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//studio test//EN"];
  for (let i = 0; i < count; i++) {
    const start = fromMs + i * everyMs;
    lines.push("BEGIN:VEVENT", `UID:years-${i}@studio.test`, `DTSTAMP:${stamp(start)}`);
    lines.push(
      `DTSTART:${stamp(start)}`,
      `DTEND:${stamp(start + 3_600_000)}`,
      `SUMMARY:Call ${i}`,
      "END:VEVENT",
    );
  }
  return [...lines, "END:VCALENDAR"].join("\r\n");
}

/** Eight hours apart from 2019 to March 2027: the horizon holds 276 of them. */
const yearsOfEvents = (count: number) => manyEvents(count, Date.UTC(2019, 0, 1), 8 * 3_600_000);
/** Ten minutes apart from the horizon's start: every one of them inside it. */
const crowdedHorizon = (count: number) => manyEvents(count, horizon.startMs, 10 * 60_000);

let reader: CalendarReaderThread;
let idle: number;

beforeAll(() => {
  if (!existsSync(fileURLToPath(readerUrl))) throw new Error(`No ${readerUrl}: run \`pnpm build\` first.`);
  idle = threads();
  reader = calendarReaderThread(readerUrl, { idleMs: 300 });
});
afterAll(() => reader.close());

describe("the calendar reader's thread", () => {
  it("reads a calendar into the busy times the api's reader finds, while the server's thread turns", async () => {
    expect(await reader.read(GOOGLE, horizon)).toEqual(readCalendar(GOOGLE, horizon));
    expect(threads()).toBe(idle + 1);
    const crowded = crowdedHorizon(9_000);
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns++;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const busy = await reader.read(crowded, horizon);
    reading = false;
    expect(busy).toEqual(readCalendar(crowded, horizon));
    expect(busy).toHaveLength(9_000);
    // Read on this thread, the whole read would have come before any turn of the loop.
    expect(turns).toBeGreaterThan(1);
  });

  it("refuses a text that is not a calendar with the api's own error, and reads on", async () => {
    const refused = reader.read("<html>Sign in</html>", horizon);
    await expect(refused).rejects.toBeInstanceOf(NotACalendarError);
    await expect(refused).rejects.toThrow(NOT_A_CALENDAR);
    expect((await reader.read(GOOGLE, horizon)).length).toBe(5);
  });

  it("refuses a calendar whose reading outgrows the thread's heap, and the next read starts afresh", async () => {
    const small = calendarReaderThread(readerUrl, { idleMs: 300, heapMb: 16 });
    try {
      const refused = small.read(crowdedHorizon(9_000), horizon);
      await expect(refused).rejects.toBeInstanceOf(NotACalendarError);
      await expect(refused).rejects.toThrow(CALENDAR_TOO_LARGE);
      expect((await small.read(GOOGLE, horizon)).length).toBe(5);
      // The same number of events over years, nearly all of them past, is read: only the
      // horizon's are parsed.
      const years = yearsOfEvents(9_000);
      expect(await small.read(years, horizon)).toEqual(readCalendar(years, horizon));
    } finally {
      await small.close();
    }
  });

  it("refuses a calendar whose reading does not end, and reads the one asked meanwhile on a new thread", async () => {
    // ical.js looks for a 30 February for ever.
    const endless = GOOGLE.replace("RRULE:FREQ=WEEKLY;COUNT=6", "RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30");
    expect(endless).not.toBe(GOOGLE);
    const quick = calendarReaderThread(readerUrl, { idleMs: 300, timeoutMs: 2_000 });
    try {
      const refused = quick.read(endless, horizon);
      const waiting = quick.read(GOOGLE, horizon);
      await expect(refused).rejects.toBeInstanceOf(NotACalendarError);
      await expect(refused).rejects.toThrow(CALENDAR_TOO_SLOW);
      expect((await waiting).length).toBe(5);
    } finally {
      await quick.close();
    }
  });

  it("stops once idle and starts again with the next read", async () => {
    await reader.read(GOOGLE, horizon);
    await expect.poll(threads, { timeout: 15_000 }).toBe(idle);
    expect((await reader.read(GOOGLE, horizon)).length).toBe(5);
  });
});

describe("a server reading calendars on the thread", () => {
  const host = new CalendarHost();
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    await host.start();
    host.paths.set("/gigs.ics", { body: GOOGLE });
    host.paths.set("/sign-in", { body: "<html>Sign in</html>" });
    t = await startServer({
      clock: () => now,
      calendarAllowHosts: ["127.0.0.1"],
      calendarReader: reader.read,
    });
    cookie = await login(t.url);
  });
  afterAll(async () => {
    await t.close();
    host.close();
  });

  const add = (path: string) =>
    call(
      t.url,
      "POST",
      "/api/admin/calendars",
      { engineer: "Dre", label: "Gigs", url: host.url(path) },
      { cookie },
    );

  it("adds a calendar with its busy times, and refuses a page that is not one under url", async () => {
    const added = await add("/gigs.ics");
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ engineer: "Dre", busyCount: 5, lastError: null });
    const refused = await add("/sign-in");
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(NOT_A_CALENDAR);
    expect(JSON.stringify(refused.body)).toContain("url");
  });
});
