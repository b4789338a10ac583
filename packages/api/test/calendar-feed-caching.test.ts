// A staff feed as a calendar app polls it: a session a year ahead is in it, every session names the
// studio as ORGANIZER, and an unchanged feed is a 304 (If-None-Match or If-Modified-Since) while
// any change gives a new validator.
import { addDays, londonToday } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { readFeed } from "./feed-parse.js";
import { bookingPayload, call, login, startApp } from "./helpers.js";

/** A server with a studio feed link; the clock is the test's. */
async function studio(clock: { now: Date }) {
  const app = await startApp({ clock: () => clock.now, closeAfterTest: true });
  const cookie = await login(app.url);
  const admin = (method: string, pathname: string, body?: unknown) =>
    call(app.url, method, pathname, body, { cookie });
  const created = await admin("POST", "/api/admin/calendar-feeds/studio");
  const feedPath = new URL(created.body.url as string).pathname;
  const get = (headers: Record<string, string> = {}) =>
    call(app.url, "GET", feedPath, undefined, { headers });
  return { admin, get };
}

/** A Saturday about a year after `date`. */
function saturdayAYearOn(date: string): string {
  let day = addDays(date, 365);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 6) day = addDays(day, 1);
  return day;
}

describe("a staff feed", () => {
  it("holds a session a year ahead, the studio its ORGANIZER", async () => {
    const clock = { now: new Date() };
    const s = await studio(clock);
    const date = saturdayAYearOn(londonToday(clock.now));
    const made = await s.admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "20:00" }));
    expect(made.status, made.text).toBe(201);
    const feed = readFeed((await s.get()).text);
    const event = feed.events.find((e) => e.uid === `${made.body.id}@leytonsound.studio`);
    expect(event, "the session a year ahead").toBeDefined();
    expect(feed.events.every((e) => e.organizer === "mailto:bookings@leytonsound.studio")).toBe(true);
  });

  it("answers 304 to a poll that holds the current version, 200 with a new ETag after a change", async () => {
    const clock = { now: new Date() };
    const s = await studio(clock);
    const first = await s.get();
    expect(first.status).toBe(200);
    const etag = first.headers.get("etag")!;
    const lastModified = first.headers.get("last-modified")!;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(Date.parse(lastModified)).toBeLessThanOrEqual(clock.now.getTime());
    expect(first.headers.get("cache-control")).toBe("private, max-age=300");

    // Later polls of the unchanged feed: no body, the same validators.
    clock.now = new Date(clock.now.getTime() + 600_000);
    const byTag = await s.get({ "if-none-match": etag });
    expect(byTag.status).toBe(304);
    expect(byTag.text).toBe("");
    expect(byTag.headers.get("etag")).toBe(etag);
    expect((await s.get({ "if-modified-since": lastModified })).status).toBe(304);
    expect((await s.get({ "if-none-match": '"something-else"' })).status).toBe(200);
    expect((await s.get()).text).toBe(first.text);

    // A new session: the old validators no longer match.
    const date = addDays(londonToday(clock.now), 10);
    const made = await s.admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "20:00" }));
    expect(made.status, made.text).toBe(201);
    const changed = await s.get({ "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.text).toContain(made.body.id);
    expect(changed.headers.get("etag")).not.toBe(etag);
    expect((await s.get({ "if-modified-since": lastModified })).status).toBe(200);
    const next = changed.headers.get("last-modified")!;
    expect((await s.get({ "if-modified-since": next })).status).toBe(304);
  });
});
