// A feed's window (four weeks back to the furthest booked session), its London times across both clock
// changes read by ical.js, the studio's choice of full details, and the per-client rate limit.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadProfile } from "../src/config/index.js";
import { readFeed } from "./feed-parse.js";
import { bookingPayload, call, login, profile, startApp } from "./helpers.js";

const HOUR = 3_600_000;

/** A server whose clock the test moves, an admin cookie, and a way to read the studio's feed. */
async function studioAt(start: string, options: Parameters<typeof startApp>[0] = {}) {
  let now = new Date(start);
  const app = await startApp({ ...options, clock: () => now, closeAfterTest: true });
  const cookie = await login(app.url);
  const admin = (method: string, pathname: string, body?: unknown) =>
    call(app.url, method, pathname, body, { cookie });
  const created = await admin("POST", "/api/admin/calendar-feeds/studio");
  const feedPath = new URL(created.body.url as string).pathname;
  return {
    url: app.url,
    admin,
    setNow: (iso: string) => {
      now = new Date(iso);
    },
    book: async (overrides: Record<string, unknown>) => {
      const answer = await admin("POST", "/api/admin/bookings", bookingPayload(overrides));
      expect(answer.status, answer.text).toBe(201);
      return `${answer.body.id as string}@leytonsound.studio`;
    },
    feed: async () => {
      const answer = await call(app.url, "GET", feedPath);
      expect(answer.status).toBe(200);
      return { ...readFeed(answer.text), text: answer.text };
    },
  };
}

describe("a feed's window", () => {
  it("holds sessions from four weeks back", async () => {
    const s = await studioAt("2026-12-01T12:00:00Z");
    const early = await s.book({ date: "2026-12-04", startTime: "14:00" });
    const later = await s.book({ date: "2026-12-12", startTime: "14:00" });
    const lastNight = await s.book({ date: "2027-02-27", startTime: "14:00" });
    const uids = (await s.feed()).events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([early, later, lastNight]));

    // 5 January: 4 December is more than four weeks back, 12 December is not.
    s.setNow("2027-01-05T12:00:00Z");
    const after = (await s.feed()).events.map((e) => e.uid);
    expect(after).not.toContain(early);
    expect(after).toContain(later);
  });

  it("reaches past the public booking horizon to the furthest booked session", async () => {
    const s = await studioAt("2026-12-01T12:00:00Z");
    const march = await s.book({ date: "2027-03-06", startTime: "14:00" });
    const october = await s.book({ date: "2027-10-30", startTime: "20:00" });
    const uids = (await s.feed()).events.map((e) => e.uid);
    expect(uids).toEqual(expect.arrayContaining([march, october]));
  });
});

describe("London time across the clock changes (read by ical.js)", () => {
  it("a Saturday night in late March: 23:00 GMT for 4 hours ends at 04:00 BST, 03:00 UTC", async () => {
    const s = await studioAt("2027-02-01T12:00:00Z");
    // Clocks go forward at 01:00 GMT on Sunday 28 March 2027.
    const uid = await s.book({ date: "2027-03-27", startTime: "23:00", duration: 4 });
    const feed = await s.feed();
    const event = feed.events.find((e) => e.uid === uid)!;
    expect(event.startMs).toBe(Date.UTC(2027, 2, 27, 23, 0));
    expect(event.endMs).toBe(Date.UTC(2027, 2, 28, 3, 0));
    expect(feed.text).toContain("DTSTART;TZID=Europe/London:20270327T230000");
    expect(feed.text).toContain("DTEND;TZID=Europe/London:20270328T040000");
    expect(feed.text).toContain("BEGIN:VTIMEZONE");
  });

  it("a Saturday night in late October: an end in the repeated hour, and a start after the change", async () => {
    const s = await studioAt("2027-09-01T12:00:00Z");
    // Clocks go back at 02:00 BST (01:00 UTC) on Sunday 31 October 2027.
    const late = await s.book({ date: "2027-10-30", startTime: "22:00", duration: 3 });
    const small = await s.book({ date: "2027-10-30", startTime: "02:00", duration: 2 });
    const events = (await s.feed()).events;
    const lateEvent = events.find((e) => e.uid === late)!;
    // 22:00 BST = 21:00 UTC; three elapsed hours end at 00:00 UTC, 01:00 BST.
    expect([lateEvent.startMs, lateEvent.endMs]).toEqual([
      Date.UTC(2027, 9, 30, 21),
      Date.UTC(2027, 9, 31, 0),
    ]);
    // 02:00 on the Sunday is GMT (after the change) = 02:00 UTC, ends 04:00 UTC.
    const smallEvent = events.find((e) => e.uid === small)!;
    expect([smallEvent.startMs, smallEvent.endMs]).toEqual([
      Date.UTC(2027, 9, 31, 2),
      Date.UTC(2027, 9, 31, 4),
    ]);
  });

  it("an end in the second pass through the repeated hour is still the right instant", async () => {
    const s = await studioAt("2027-09-01T12:00:00Z");
    // 23:30 BST (22:30 UTC) + 3 h = 01:30 UTC, which London reads as 01:30 GMT, the hour's second pass.
    const uid = await s.book({ date: "2027-10-30", startTime: "23:30", duration: 3 });
    const event = (await s.feed()).events.find((e) => e.uid === uid)!;
    expect(event.startMs).toBe(Date.UTC(2027, 9, 30, 22, 30));
    expect(event.endMs - event.startMs).toBe(3 * HOUR);
  });
});

describe("the studio's choice of details", () => {
  it("shows the full name, e-mail and phone when the profile says calendarFeedDetails: full", async () => {
    const studio = { profile: { ...profile, calendarFeedDetails: "full" as const }, dir: tmpdir() };
    const s = await studioAt("2026-12-01T12:00:00Z", { studio });
    await s.book({ firstName: "Ada", lastName: "Byron", email: "ada.b@example.com", date: "2026-12-05" });
    const event = (await s.feed()).events.find((e) => e.summary.startsWith("Ada Byron"))!;
    expect(event.summary).toBe("Ada Byron with Marcus");
    expect(event.description).toContain("E-mail: ada.b@example.com");
    expect(event.description).toContain("Phone: 07700900123");
  });

  it("refuses any other value in the profile, naming the field", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "studio-feed-profile-"));
    const file = path.join(dir, "studio.json");
    writeFileSync(file, JSON.stringify({ ...profile, calendarFeedDetails: "everything" }));
    try {
      expect(() => loadProfile(file)).toThrow(/calendarFeedDetails: must be "first-name" or "full"/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(profile.calendarFeedDetails).toBe("first-name");
  });
});

describe("the feed's rate limit", () => {
  it("answers 429 past the per-client limit, known token or not", async () => {
    const s = await studioAt("2026-12-01T12:00:00Z", { limits: { managePerMinute: 3 } });
    await s.feed();
    await s.feed();
    expect((await call(s.url, "GET", `/calendar/${"A".repeat(43)}.ics`)).status).toBe(404);
    expect((await call(s.url, "GET", `/calendar/${"A".repeat(43)}.ics`)).status).toBe(429);
  });
});
