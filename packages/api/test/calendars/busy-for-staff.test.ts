// What staff see of a producer's busy time and who is told of it, over real HTTP, a real SQLite
// file, the in-process SMTP sink and a loopback calendar host: "Busy" with the label and title
// for owner, staff and that producer only; staff may book over it as over leave, and its producer
// is mailed of it at once; a booking made before an event appeared carries a warning and its
// producer is mailed once, across re-reads and a restart; a calendar failing for a day is told to the owner once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Answer, bookingPayload, call, eventually, login, trpc } from "../helpers.js";
import { readMail } from "../mail-parse.js";
import { startApp, type TestAppWithSink } from "../start-app.js";
import { sessionOf } from "../staff/people.js";
import { CalendarHost } from "./calendar-server.js";

const host = new CalendarHost();
const SECRET = "/calendars/dre-5ecret77/basic.ics";
const HOUR = 3_600_000;
let nowMs = Date.parse("2026-11-01T12:00:00Z");
let t: TestAppWithSink;
let owner = "";
let id = "";
const cookies: Record<string, string> = {};
const people: Record<string, string> = {};

const crlf = (lines: string[]) => `${lines.join("\r\n")}\r\n`;
const ev = (uid: string, start: string, end: string, summary: string) => [
  "BEGIN:VEVENT",
  `UID:${uid}`,
  "DTSTAMP:20261101T120000Z",
  `DTSTART:${start}`,
  `DTEND:${end}`,
  `SUMMARY:${summary}`,
  "END:VEVENT",
];
const calendar = (...events: string[][]) =>
  crlf(["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", ...events.flat(), "END:VCALENDAR"]);
// Friday 4 December, 20:00 to 23:00 (GMT).
const JAZZ = ev("jazz@test", "20261204T200000Z", "20261204T230000Z", "Jazz Café");
// Saturday 12 December, 19:00 to 21:00: appears after a booking at 20:00.
const ABBEY = ev("abbey@test", "20261212T190000Z", "20261212T210000Z", "Session at Abbey Road");

const as = (who: string) => (method: string, path: string, body?: unknown) =>
  call(t.url, method, path, body, { cookie: who === "owner" ? owner : (cookies[who] ?? "") });
const diaryOf = async (who: string) =>
  (await trpc(t.url, "query", "admin.diary.list", undefined, { cookie: cookies[who] ?? owner })).body.result
    ?.data;
// The producer's mails about their calendar (their enrolment link goes to the same address).
const mailTo = (address: string) =>
  t.sink.messages.filter((m) => m.to.includes(address) && m.raw.includes("busy during a session"));
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const serve = (body: string, etag: string) => host.paths.set(SECRET, { body, etag });
const sync = (): Promise<Answer> => as("owner")("POST", `/api/admin/calendars/${id}/sync`);

async function signIn(): Promise<void> {
  owner = await login(t.url);
  for (const [name, personId] of Object.entries(people)) cookies[name] = await sessionOf(t, personId);
}

beforeAll(async () => {
  await host.start();
  serve(calendar(JAZZ), '"v1"');
  t = await startApp({ smtp: true, clock: () => new Date(nowMs), calendarAllowHosts: ["127.0.0.1"] });
  owner = await login(t.url);
  for (const [name, role, producer] of [
    ["Dre", "producer", "Dre"],
    ["Kofi", "producer", "Kofi"],
    ["Sam", "staff", undefined],
  ] as const) {
    const email = `${name.toLowerCase()}@example.com`;
    const added = await as("owner")("POST", "/api/admin/staff", { name, email, role, producer });
    expect(added.status).toBe(201);
    people[name] = added.body.id;
  }
  await signIn();
  const added = await as("Dre")("POST", "/api/admin/calendars", {
    engineer: "Dre",
    label: "Gigs",
    url: host.url(SECRET),
  });
  expect(added.status).toBe(201);
  id = added.body.id;
});
afterAll(async () => {
  await t?.close();
  await host.close();
});

describe("staff see busy time", () => {
  const jazz = {
    engineer: "Dre",
    label: "Gigs",
    title: "Jazz Café",
    startMs: Date.parse("2026-12-04T20:00:00Z"),
    endMs: Date.parse("2026-12-04T23:00:00Z"),
    allDay: false,
  };

  it("as Busy with the calendar's label and the event's title: owner, staff and that producer", async () => {
    for (const who of ["owner", "Sam", "Dre"]) {
      expect((await diaryOf(who)).busy).toEqual([{ id: expect.any(String), ...jazz }]);
    }
  });

  it("never another producer's", async () => {
    const kofi = await diaryOf("Kofi");
    expect(kofi.busy).toEqual([]);
    expect(JSON.stringify(kofi)).not.toContain("Jazz");
  });

  it("may book over it only explicitly, as over leave; the booking carries the warning and its producer is told", async () => {
    const over = { engineer: "Dre", date: "2026-12-04", startTime: "21:00", duration: 2, totalCost: 7000 };
    const refused = await as("Sam")("POST", "/api/admin/bookings", bookingPayload(over));
    expect(refused.status).toBe(409);
    expect(refused.body.title).toBe("Producer Away");
    expect(refused.body.issues[0].path).toBe("overrideDiary");
    const booked = await as("Sam")(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ ...over, overrideDiary: true, notifyCustomer: false }),
    );
    expect(booked.status).toBe(201);
    const listed = (await as("Sam")("GET", "/api/admin/bookings")).body.find(
      (b: { id: string }) => b.id === booked.body.id,
    );
    expect(listed.busyWarning).toBe("Dre's calendar shows him busy");
    // At once, not at the next read of the calendar; and once only.
    await eventually(() => mailTo("dre@example.com").length === 1, "the producer's mail");
    const mail = await readMail(mailTo("dre@example.com")[0]!.raw);
    expect(mail.text).toContain("Gigs: Jazz Café, Fri 4 Dec, 8:00 PM – 11:00 PM");
    expect((await sync()).body.lastError).toBe(null);
    await settle();
    expect(mailTo("dre@example.com")).toHaveLength(1);
    // Out of the way of the mails below.
    expect(
      (await as("owner")("PATCH", `/api/admin/bookings/${booked.body.id}/status`, { status: "cancelled" }))
        .status,
    ).toBe(200);
  });
});

describe("a booking made before a busy event appeared", () => {
  let bookingId = "";

  it("stays as it is, with the warning for staff, and its producer is mailed once", async () => {
    const payload = bookingPayload({ engineer: "Dre", date: "2026-12-12", startTime: "20:00", duration: 2 });
    const booked = await call(t.url, "POST", "/api/bookings", payload);
    expect(booked.status).toBe(201);
    bookingId = booked.body.id;
    serve(calendar(JAZZ, ABBEY), '"v2"');
    expect((await sync()).body.busyCount).toBe(2);
    const listed = (await as("Sam")("GET", "/api/admin/bookings")).body.find(
      (b: { id: string }) => b.id === bookingId,
    );
    expect(listed).toMatchObject({ status: "confirmed", startTime: "20:00", duration: 2 });
    expect(listed.busyWarning).toBe("Dre's calendar shows him busy");
    await eventually(() => mailTo("dre@example.com").length === 2, "the producer's mail");
    const mail = await readMail(mailTo("dre@example.com")[1]!.raw);
    expect(mail.subject).toContain("Your calendar shows you busy during a session");
    expect(mail.text).toContain("Gigs: Session at Abbey Road, Sat 12 Dec, 7:00 PM – 9:00 PM");
    expect(mail.text).not.toContain("5ecret");
    expect(mail.text).not.toContain(payload.email);
  });

  it("is not mailed again when the calendar is read again, nor after a restart", async () => {
    serve(calendar(ABBEY, JAZZ), '"v3"');
    expect((await sync()).body).toMatchObject({ busyCount: 2, lastError: null });
    await t.restart();
    await signIn();
    serve(calendar(JAZZ, ABBEY), '"v4"');
    expect((await sync()).body).toMatchObject({ busyCount: 2, lastError: null });
    await settle();
    expect(mailTo("dre@example.com")).toHaveLength(2);
    expect(
      t.store.sqlite
        .prepare("select count(*) from busy_clash_notices where bookingId = ?")
        .pluck()
        .get(bookingId),
    ).toBe(1);
  });

  it("tells no one of a busy event that overlaps no booking, nor another producer", async () => {
    expect(mailTo("kofi@example.com")).toHaveLength(0);
  });
});

describe("a calendar that keeps failing", () => {
  // The owner's (the notification recipients') mails about a failing calendar, as read.
  const ownerMails = async () =>
    (
      await Promise.all(
        t.sink.messages
          .filter((m) => m.to.includes("bookings@leytonsound.studio"))
          .map((m) => readMail(m.raw)),
      )
    ).filter((mail) => mail.subject.includes("has not been read"));
  const untilOwnerMails = async (count: number) => {
    for (let tries = 0; (await ownerMails()).length < count; tries++) {
      if (tries > 100) throw new Error(`no owner's mail number ${count}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it("is told to the owner once after a day of failures, until it reads again", async () => {
    host.paths.set(SECRET, { status: 404, body: "gone" });
    expect((await sync()).body.lastError).toBe("The calendar answered 404");
    nowMs += 23 * HOUR;
    await signIn();
    await sync();
    await settle();
    expect(await ownerMails()).toHaveLength(0);
    nowMs += 2 * HOUR;
    await signIn();
    await sync();
    await untilOwnerMails(1);
    const [mail] = await ownerMails();
    expect(mail?.subject).toBe(`Leyton Sound Studio: Dre's calendar "Gigs" has not been read for a day`);
    expect(mail?.text).toContain("The calendar answered 404");
    expect(mail?.text).toContain("127.0.0.1 ....ics");
    expect(`${mail?.text}${mail?.html}`).not.toContain("5ecret");
    nowMs += 6 * HOUR;
    await signIn();
    await sync();
    await settle();
    expect(await ownerMails()).toHaveLength(1);
  });

  it("is told again only after it has read once more and failed for another day", async () => {
    serve(calendar(JAZZ, ABBEY), '"v5"');
    expect((await sync()).body.lastError).toBe(null);
    host.paths.set(SECRET, { status: 500, body: "down" });
    await sync();
    nowMs += 25 * HOUR;
    await signIn();
    await sync();
    await untilOwnerMails(2);
    // The busy times of the last good read still block Dre.
    const refused = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ engineer: "Dre", date: "2026-12-04", startTime: "20:00", duration: 2 }),
    );
    expect(refused.status).toBe(400);
  });
});
