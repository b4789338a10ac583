// The calendar row: a producer subscribes their own calendar of years (20,000 events, some 2.7 MB,
// as a busy person's export), which the server reads at once, while a visitor reads a day, one
// request after another. A read on the server's own thread would hold every other answer (it read
// there until 2026-12-01): the row gives the read's time and the longest a day read waited meanwhile.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

const EVENTS = 20_000;
const HOUR_MS = 3_600_000;

export interface CalendarReadFigures {
  events: number;
  megabytes: number;
  /** The subscription's POST, which reads the calendar before it answers. */
  addMs: number;
  addStatus: number;
  /** Day reads sent one after another while it was read, and the longest any of them waited. */
  dayReads: number;
  dayReadMaxMs: number;
}

const icsTime = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");

/** `count` one-hour events, eight hours apart, from `fromMs`: years of a busy diary. */
function yearsOfEvents(count: number, fromMs: number): string {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//studio bench//EN"];
  for (let i = 0; i < count; i++) {
    const start = fromMs + i * 8 * HOUR_MS;
    lines.push(
      "BEGIN:VEVENT",
      `UID:bench-${i}@studio.test`,
      `DTSTAMP:${icsTime(start)}`,
      `DTSTART:${icsTime(start)}`,
      `DTEND:${icsTime(start + HOUR_MS)}`,
      `SUMMARY:Meeting ${i}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.join("\r\n");
}

/** Serves the calendar on loopback (the server is started with CALENDAR_FETCH_ALLOW_HOSTS=127.0.0.1). */
async function serveCalendar(text: string) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/producer.ics`, close: () => server.close() };
}

/** Reads the day, one request after another, until `pending` settles: each answer's wait, in ms. */
async function dayReadsWhile(url: string, pending: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void pending.finally(() => {
    settled = true;
  });
  const waits: number[] = [];
  while (!settled) {
    const startedAt = performance.now();
    // One the server drops (it gave up waiting) counts by how long it waited all the same.
    await fetch(url)
      .then((answer) => answer.arrayBuffer())
      .catch(() => undefined);
    waits.push(performance.now() - startedAt);
  }
  return waits;
}

export async function calendarRead(o: {
  base: string;
  cookie: string;
  night: string;
}): Promise<CalendarReadFigures> {
  // Three years back to some months ahead: the busy times inside the server's horizon stay.
  const text = yearsOfEvents(EVENTS, Date.now() - 3 * 365 * 24 * HOUR_MS);
  const feed = await serveCalendar(text);
  try {
    const startedAt = performance.now();
    const adding = fetch(`${o.base}/api/admin/calendars`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: o.base, cookie: o.cookie },
      body: JSON.stringify({ engineer: "Marcus", label: "Bench", url: feed.url }),
    });
    const waits = await dayReadsWhile(
      `${o.base}/api/bookings/date/${o.night}`,
      adding.catch(() => null),
    );
    const added = await adding.catch(() => ({ status: 0 }));
    return {
      events: EVENTS,
      megabytes: Math.round((Buffer.byteLength(text) / 1024 / 1024) * 10) / 10,
      addMs: Math.round(performance.now() - startedAt),
      addStatus: added.status,
      dayReads: waits.length,
      dayReadMaxMs: Math.round(Math.max(0, ...waits)),
    };
  } finally {
    feed.close();
  }
}
