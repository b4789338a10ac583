// Producers' own calendars over real HTTP from a loopback calendar host (allow-listed): read when
// added, synced (conditionally), failures kept beside the last good busy times, and the busy time
// refusing the producer on the public door exactly as leave does. The address is never answered.
import { producerAwayMessage } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CALENDAR_TOO_LARGE, NOT_A_CALENDAR } from "../../src/calendars/read-calendar.js";
import { call, trpc } from "../helpers.js";
import { useAdminApp } from "../shared-app.js";
import { addPerson, sessionOf } from "../staff/people.js";
import { bookingPayload } from "../booking-data.js";
import { CalendarHost } from "./calendar-server.js";
import { GOOGLE } from "./exports.js";

const host = new CalendarHost();
const SECRET = "/calendar/ical/dre%40example.com/private-5ecret0a1b/basic.ics";
// Sunday 1 Nov 2026, noon: the horizon runs to 1 Feb 2027.
const t = useAdminApp({ clock: () => new Date("2026-11-01T12:00:00Z"), calendarAllowHosts: ["127.0.0.1"] });
let dre = "";
let staff = "";
let id = "";

beforeAll(async () => {
  await host.start();
  host.paths.set(SECRET, { body: GOOGLE, etag: '"v1"' });
  const producer = await addPerson(t, t.cookie, {
    name: "Dre",
    email: "dre@example.com",
    role: "producer",
    producer: "Dre",
  });
  dre = await sessionOf(t, producer.id);
  const person = await addPerson(t, t.cookie, { name: "Sam", email: "sam@example.com", role: "staff" });
  staff = await sessionOf(t, person.id);
});
afterAll(() => host.close());

const as = (cookie: string) => (method: string, path: string, body?: unknown) =>
  call(t.url, method, path, body, { cookie });
/** An evening of 2010 with a long note (about 1 KB): left out as it arrives. */
const PAST_EVENT = [
  "BEGIN:VEVENT",
  "DTSTART:20100101T190000Z",
  `DESCRIPTION:${"x".repeat(980)}`,
  "END:VEVENT",
  "",
].join("\r\n");
const book = (over: Record<string, unknown>) => call(t.url, "POST", "/api/bookings", bookingPayload(over));

describe("adding a calendar", () => {
  it("reads it before answering, and shows only the address's host and last four characters", async () => {
    const added = await as(dre)("POST", "/api/admin/calendars", {
      engineer: "Dre",
      label: "Gigs",
      url: host.url(SECRET),
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      engineer: "Dre",
      label: "Gigs",
      urlHint: "127.0.0.1 ....ics",
      lastError: null,
      busyCount: 5,
    });
    expect(added.text).not.toContain("5ecret");
    id = added.body.id;
    const listed = await t.admin("GET", "/api/admin/calendars");
    expect(listed.text).not.toContain("5ecret");
    expect(listed.body).toEqual([added.body]);
  });

  it("refuses an address that is not a calendar or not found with a 400 naming url, keeping nothing", async () => {
    host.paths.set("/page", { body: "<!DOCTYPE html><html></html>" });
    for (const [path, reason] of [
      ["/page", NOT_A_CALENDAR],
      ["/gone", "The calendar answered 404"],
    ] as const) {
      const refused = await t.admin("POST", "/api/admin/calendars", {
        engineer: "Dre",
        label: "x",
        url: host.url(path),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([{ path: "url", message: reason }]);
    }
    expect(
      (await t.admin("POST", "/api/admin/calendars", { engineer: "Dre", label: "x", url: "ftp://x" })).body
        .issues[0].path,
    ).toBe("url");
    expect((await t.admin("GET", "/api/admin/calendars")).body).toHaveLength(1);
  });

  it("lets a producer keep only their own, staff only read, through both doors", async () => {
    const theirs = await as(dre)("POST", "/api/admin/calendars", {
      engineer: "Marcus",
      label: "x",
      url: host.url(SECRET),
    });
    expect(theirs.status).toBe(403);
    expect(
      (
        await as(staff)("POST", "/api/admin/calendars", {
          engineer: "Dre",
          label: "x",
          url: host.url(SECRET),
        })
      ).status,
    ).toBe(403);
    expect((await as(staff)("GET", "/api/admin/calendars")).body).toHaveLength(1);
    const viaTrpc = await trpc(t.url, "query", "admin.calendars.list", undefined, { cookie: dre });
    expect(viaTrpc.body.result?.data).toEqual((await as(dre)("GET", "/api/admin/calendars")).body);
  });
});

describe("busy time blocks the producer like leave", () => {
  it("gives staff each busy time with its title", async () => {
    const busy = await t.admin(
      "GET",
      `/api/admin/calendars/${id}/busy?from=2026-11-20T00:00:00Z&to=2026-11-22T00:00:00Z`,
    );
    expect(busy.body).toEqual([
      {
        start: "2026-11-20T23:00:00.000Z",
        end: "2026-11-21T01:00:00.000Z",
        title: "Teaching (late)",
        allDay: false,
      },
    ]);
    expect((await t.admin("GET", `/api/admin/calendars/${id}/busy?from=x&to=y`)).status).toBe(400);
  });

  it("refuses a public booking over it with the leave's status and words, and takes one beside it", async () => {
    // Friday 4 December: teaching 19:00 to 22:00.
    const over = await book({ engineer: "Dre", date: "2026-12-04", startTime: "20:00" });
    expect(over.status).toBe(400);
    expect(over.body.issues).toEqual([
      { path: "engineer", message: producerAwayMessage("Dre", "2026-12-04") },
    ]);
    expect(over.text).not.toContain("Teaching");
    expect((await book({ engineer: "Dre", date: "2026-12-04", startTime: "17:00" })).status).toBe(201);
    expect((await book({ engineer: "Marcus", date: "2026-12-04", startTime: "20:00" })).status).toBe(201);
    await t.admin("POST", "/api/admin/leave", {
      engineer: "Dre",
      startDate: "2026-12-06",
      endDate: "2026-12-06",
    });
    const onLeave = await book({ engineer: "Dre", date: "2026-12-06", startTime: "20:00" });
    expect(onLeave.status).toBe(over.status);
    expect(onLeave.body.issues).toEqual([
      { path: "engineer", message: producerAwayMessage("Dre", "2026-12-06") },
    ]);
  });

  it("gives the public grid the busy hours of the night, and nothing of the event", async () => {
    const notice = await trpc(t.url, "query", "bookings.notice", { date: "2026-11-20" });
    expect(notice.body.result?.data).toEqual({
      closed: null,
      away: [],
      busy: [
        {
          engineer: "Dre",
          date: "2026-11-20",
          startTime: "23:00",
          duration: 2,
          startMs: Date.parse("2026-11-20T23:00:00Z"),
          endMs: Date.parse("2026-11-21T01:00:00Z"),
        },
      ],
    });
    expect(notice.text).not.toContain("Teaching");
  });

  it("shows no one away on nights busy time leaves a start free (an all-day event ends at midnight), with nothing of the event", async () => {
    // Friday 11 December: "Tour day" all day, 00:00 to 24:00: no 2-hour start from 12:00 to 22:00 is left.
    const nights = await call(t.url, "GET", "/api/availability?from=2026-12-04&to=2026-12-13");
    const away = Object.fromEntries(
      nights.body.map((n: { date: string; away: string[] }) => [n.date, n.away]),
    );
    expect(away).toMatchObject({ "2026-12-04": [], "2026-12-11": [], "2026-12-12": [] });
    expect(nights.text).not.toContain("Tour");
  });
});

describe("reading again", () => {
  it("asks conditionally and keeps the busy times when unchanged", async () => {
    const synced = await as(dre)("POST", `/api/admin/calendars/${id}/sync`);
    expect(synced.status).toBe(200);
    expect(host.seen.at(-1)).toEqual({ path: SECRET, ifNoneMatch: '"v1"' });
    expect(synced.body).toMatchObject({ busyCount: 5, lastError: null });
  });

  it("reads a moved event on Sync now", async () => {
    host.paths.set(SECRET, {
      body: GOOGLE.replace("20261024T230000", "20261204T120000").replace(
        "20261025T030000",
        "20261204T140000",
      ),
      etag: '"v2"',
    });
    const synced = await as(dre)("POST", `/api/admin/calendars/${id}/sync`);
    expect(synced.body.busyCount).toBe(6);
    expect((await book({ engineer: "Dre", date: "2026-12-04", startTime: "12:00" })).status).toBe(400);
  });

  it.each([
    ["a 404", { status: 404, body: "no" }, "The calendar answered 404"],
    ["HTML", { body: "<html><body>Sign in</body></html>" }, NOT_A_CALENDAR],
    [
      "an answer over 50 MB",
      { body: `BEGIN:VCALENDAR\r\n${PAST_EVENT.repeat(52_000)}END:VCALENDAR\r\n` },
      "The calendar is over 50 MB",
    ],
    ["6 MB the trim cannot leave out", { body: Buffer.alloc(6 * 1024 * 1024, 65) }, CALENDAR_TOO_LARGE],
    ["too many redirects", { status: 302, location: SECRET }, "The address redirected too many times"],
  ])("keeps the last good busy times after %s, with the reason for staff", async (_name, served, reason) => {
    host.paths.set(SECRET, served);
    const synced = await as(dre)("POST", `/api/admin/calendars/${id}/sync`);
    expect(synced.status).toBe(200);
    expect(synced.body).toMatchObject({ busyCount: 6, lastError: reason });
    // Friday 20 November: the moved teaching, 23:00 to 01:00.
    expect((await book({ engineer: "Dre", date: "2026-11-20", startTime: "22:00" })).status).toBe(400);
  });

  it("reads a history of years over 5 MB, holding only what may reach the horizon", async () => {
    // 40,000 evenings with notes, 2010 to 2019: about 11 MB before the calendar's own events.
    const past = Array.from({ length: 40_000 }, (_, i) => {
      const start = new Date(Date.UTC(2010, 0, 1, 19) + i * 2 * 3_600_000).toISOString();
      const at = start.replace(/[-:]/g, "").slice(0, 15);
      const note = `DESCRIPTION:Lesson ${i}: ${"scales, arpeggios and a piece to learn by next week. ".repeat(3)}`;
      return [
        "BEGIN:VEVENT",
        `UID:lesson-${i}@example.com`,
        `DTSTART:${at}Z`,
        `DTEND:${at}Z`,
        note,
        "END:VEVENT",
      ];
    });
    const body = GOOGLE.replace("END:VCALENDAR", `${past.flat().join("\r\n")}\r\nEND:VCALENDAR`);
    expect(body.length).toBeGreaterThan(11 * 1024 * 1024);
    host.paths.set("/years.ics", { body });
    const added = await as(dre)("POST", "/api/admin/calendars", {
      engineer: "Dre",
      label: "Lessons",
      url: host.url("/years.ics"),
    });
    expect(added.body).toMatchObject({ lastError: null, busyCount: 5 });
    expect((await as(dre)("DELETE", `/api/admin/calendars/${added.body.id}`)).status).toBe(200);
  });

  it("takes the busy times away with the calendar", async () => {
    expect((await as(staff)("DELETE", `/api/admin/calendars/${id}`)).status).toBe(403);
    expect((await as(dre)("DELETE", `/api/admin/calendars/${id}`)).body).toEqual({ id });
    expect((await t.admin("GET", "/api/admin/calendars")).body).toEqual([]);
    expect((await book({ engineer: "Dre", date: "2026-11-20", startTime: "22:00" })).status).toBe(201);
  });
});
