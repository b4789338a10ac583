// A staff edit that puts a session on its producer's busy time tells the producer with the edit's
// own mails, after the undo window; an Undo inside the window withdraws that mail and forgets the
// notice with it, so the producer is told when the session lands on that busy time again. Over
// real HTTP, a real SQLite file, the in-process SMTP sink and a loopback calendar host.
import { addDays } from "@studio/domain";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingPayload, call, eventually, login, upcoming } from "../helpers.js";
import { startApp, type TestAppWithSink } from "../start-app.js";
import { CalendarHost } from "./calendar-server.js";

const WINDOW_S = 3;
const host = new CalendarHost();
const SECRET = "/calendars/dre-undo/basic.ics";
// Dre is busy all day on BUSY (a whole London day, whatever the clocks do); FREE is the day before.
const BUSY = upcoming(6, 2);
const FREE = upcoming(5, 2);
const ics = (date: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    "UID:away@test",
    "DTSTAMP:20261101T120000Z",
    `DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`,
    `DTEND;VALUE=DATE:${addDays(date, 1).replaceAll("-", "")}`,
    "SUMMARY:Festival",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

let t: TestAppWithSink;
let cookie = "";
const toldDre = () =>
  t.sink.messages.filter((m) => m.to.includes("dre@example.com") && m.raw.includes("busy during a session"));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  await host.start();
  host.paths.set(SECRET, { body: ics(BUSY), etag: '"v1"' });
  t = await startApp({ smtp: true, staffUndoSeconds: WINDOW_S, calendarAllowHosts: ["127.0.0.1"] });
  cookie = await login(t.url);
  const dre = { name: "Dre", email: "dre@example.com", role: "producer", producer: "Dre" };
  expect((await call(t.url, "POST", "/api/admin/staff", dre, { cookie })).status).toBe(201);
  const calendar = { engineer: "Dre", label: "Gigs", url: host.url(SECRET) };
  expect((await call(t.url, "POST", "/api/admin/calendars", calendar, { cookie })).status).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await host.close();
});

it("an Undo withdraws the producer's mail, who is told when the session lands on the busy time again", async () => {
  const payload = bookingPayload({ engineer: "Dre", date: FREE, startTime: "20:00", notifyCustomer: false });
  const made = await call(t.url, "POST", "/api/admin/bookings", payload, { cookie });
  expect(made.status).toBe(201);
  const path = `/api/admin/bookings/${made.body.id}`;

  // Onto the busy time only when staff say so, as a create.
  const refused = await call(t.url, "PUT", path, { date: BUSY }, { cookie });
  expect(refused.status).toBe(409);
  expect(refused.body.issues[0].path).toBe("overrideDiary");
  const moved = await call(t.url, "PUT", path, { date: BUSY, overrideDiary: true }, { cookie });
  expect(moved.status).toBe(200);
  const back = await call(t.url, "PUT", path, { date: FREE, undoes: moved.body.undo.key }, { cookie });
  expect(back.body.date).toBe(FREE);
  await sleep(WINDOW_S * 1000 + 1500);
  expect(toldDre()).toHaveLength(0);

  expect((await call(t.url, "PUT", path, { date: BUSY, overrideDiary: true }, { cookie })).status).toBe(200);
  await eventually(() => toldDre().length === 1, "the producer's mail, after the window", 12_000);
  await sleep(1000);
  expect(toldDre()).toHaveLength(1);
}, 40_000);
