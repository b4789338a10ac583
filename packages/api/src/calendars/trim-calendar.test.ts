// Leaving out the events that cannot reach the horizon changes no busy time: a calendar read over a
// horizon gives what the whole calendar gives inside it, for calendars of plain, all-day, zoned,
// folded, alarmed and repeating events with moved instances. And the text trimmed as it arrives,
// in pieces cut anywhere, is the text trimmed whole.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readCalendar } from "./read-calendar.js";
import { CalendarTrim, trimCalendar } from "./trim-calendar.js";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Every generated event falls in 2024-2029; this reads them all, so nothing is left out. */
const WHOLE = { startMs: Date.UTC(2023, 0, 1), endMs: Date.UTC(2031, 0, 1) };
const FROM = Date.UTC(2024, 0, 1);

const utc = (ms: number) => new Date(ms).toISOString().replace(/[-:]/g, "").replace(/\.\d+/, "");
const wall = (ms: number) => utc(ms).replace("Z", "");
const day = (ms: number) => utc(ms).slice(0, 8);
/** A line folded as RFC 5545 allows, anywhere: here after its fifth character. */
const folded = (line: string) => `${line.slice(0, 5)}\r\n ${line.slice(5)}`;

interface Spec {
  kind: "plain" | "zoned" | "allDay" | "alarmed" | "series";
  startHours: number;
  hours: number;
  fold: boolean;
  /** For a series: which instance is moved, and by how many hours (an instance outside the horizon
   * may land inside it, and the other way about). */
  moved: number;
  moveHours: number;
}

const ZONES = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Los_Angeles", "Europe/London"];

function eventLines(spec: Spec, i: number): string[] {
  const start = FROM + spec.startHours * HOUR_MS;
  const end = start + spec.hours * HOUR_MS;
  const dtstart = (line: string) => (spec.fold ? folded(line) : line);
  const head = ["BEGIN:VEVENT", `UID:event-${i}@trim.test`, `SUMMARY:Event ${i}`];
  switch (spec.kind) {
    case "plain":
      return [...head, dtstart(`DTSTART:${utc(start)}`), `DTEND:${utc(end)}`, "END:VEVENT"];
    case "zoned": {
      const zone = ZONES[i % ZONES.length];
      return [
        ...head,
        dtstart(`DTSTART;TZID="${zone}":${wall(start)}`),
        `DTEND;TZID="${zone}":${wall(end)}`,
        "END:VEVENT",
      ];
    }
    case "allDay":
      return [
        ...head,
        dtstart(`DTSTART;VALUE=DATE:${day(start)}`),
        `DTEND;VALUE=DATE:${day(start + (1 + (spec.hours % 4)) * DAY_MS)}`,
        "END:VEVENT",
      ];
    case "alarmed":
      return [
        ...head,
        dtstart(`DTSTART:${utc(start)}`),
        `DTEND:${utc(end)}`,
        "BEGIN:VALARM",
        "ACTION:DISPLAY",
        "TRIGGER:-PT15M",
        "DURATION:PT5M",
        "REPEAT:2",
        "END:VALARM",
        "END:VEVENT",
      ];
    case "series": {
      const instance = start + spec.moved * 7 * DAY_MS;
      const movedTo = instance + spec.moveHours * HOUR_MS;
      return [
        ...head,
        dtstart(`DTSTART:${utc(start)}`),
        `DTEND:${utc(end)}`,
        "RRULE:FREQ=WEEKLY;COUNT=12",
        "END:VEVENT",
        "BEGIN:VEVENT",
        `UID:event-${i}@trim.test`,
        `SUMMARY:Event ${i} (moved)`,
        `RECURRENCE-ID:${utc(instance)}`,
        `DTSTART:${utc(movedTo)}`,
        `DTEND:${utc(movedTo + spec.hours * HOUR_MS)}`,
        "END:VEVENT",
      ];
    }
  }
}

/** A calendar of events, each numbered by its place in `specs` unless given its number. */
const calendarOf = (specs: Spec[], numbers = specs.map((_, i) => i)) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//trim test//EN",
    ...specs.flatMap((spec, i) => eventLines(spec, numbers[i] ?? i)),
    "END:VCALENDAR",
  ].join("\r\n");

const YEARS_HOURS = 4 * 365 * 24;
const specArbitrary = fc.record({
  kind: fc.constantFrom("plain", "zoned", "allDay", "alarmed", "series"),
  startHours: fc.integer({ min: 0, max: YEARS_HOURS }),
  hours: fc.integer({ min: 0, max: 30 }),
  fold: fc.boolean(),
  moved: fc.integer({ min: 0, max: 11 }),
  moveHours: fc.integer({ min: -2000, max: 2000 }),
});

/** `text` pushed in the pieces that `cuts` (sorted) make, then trimmed. */
function inPieces(text: string, cuts: number[], horizon: { startMs: number; endMs: number }): string {
  const trim = new CalendarTrim(horizon);
  for (const [i, from] of [0, ...cuts].entries()) trim.push(text.slice(from, cuts[i] ?? text.length));
  return trim.end();
}

const overlaps = (busy: { startMs: number; endMs: number }, h: { startMs: number; endMs: number }) =>
  busy.endMs > h.startMs && busy.startMs < h.endMs;

describe("a calendar trimmed to the horizon", () => {
  it("gives the busy times the whole calendar gives inside the horizon", () => {
    fc.assert(
      fc.property(
        fc.array(specArbitrary, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: YEARS_HOURS }),
        fc.integer({ min: 1, max: 2400 }),
        (specs, fromHours, lengthHours) => {
          const text = calendarOf(specs);
          const horizon = {
            startMs: FROM + fromHours * HOUR_MS,
            endMs: FROM + (fromHours + lengthHours) * HOUR_MS,
          };
          const whole = readCalendar(text, WHOLE).filter((busy) => overlaps(busy, horizon));
          expect(readCalendar(text, horizon)).toEqual(whole);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("leaves out the years of a history before the horizon and keeps the rest as written", () => {
    const past = Array.from({ length: 300 }, (_, i) => ({
      kind: "plain" as const,
      startHours: i * 24,
      hours: 2,
      fold: i % 2 === 0,
      moved: 0,
      moveHours: 0,
    }));
    const soon = {
      kind: "alarmed" as const,
      startHours: 400 * 24,
      hours: 3,
      fold: false,
      moved: 0,
      moveHours: 0,
    };
    const text = calendarOf([...past, soon]);
    const horizon = { startMs: FROM + 300 * DAY_MS, endMs: FROM + 420 * DAY_MS };
    const trimmed = trimCalendar(text, horizon);
    // The last two past events fall inside the two days' slack.
    expect(trimmed).toBe(calendarOf([past[298]!, past[299]!, soon], [298, 299, 300]));
    expect(readCalendar(text, horizon).map((busy) => busy.title)).toEqual(["Event 300"]);
  });

  it("trims a text that arrives in pieces as it trims the whole text", () => {
    fc.assert(
      fc.property(
        fc.array(specArbitrary, { minLength: 1, maxLength: 25 }),
        fc.integer({ min: 0, max: YEARS_HOURS }),
        // Cuts near where physical lines begin (a CR and its LF apart, a fold's space on the next piece).
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: -2, max: 1 })), { maxLength: 40 }),
        (specs, fromHours, cuts) => {
          const text = calendarOf(specs);
          const horizon = { startMs: FROM + fromHours * HOUR_MS, endMs: FROM + (fromHours + 2400) * HOUR_MS };
          const lineStarts = [...text.matchAll(/\n/g)].map((lineBreak) => lineBreak.index + 1);
          const at = [
            ...new Set(cuts.map(([n, off]) => Math.max(0, (lineStarts[n % lineStarts.length] ?? 0) + off))),
          ].sort((a, b) => a - b);
          expect(inPieces(text, at, horizon)).toBe(trimCalendar(text, horizon));
        },
      ),
      { numRuns: 300 },
    );
  });

  it("trims a text that arrives a few characters at a time as it trims the whole text", () => {
    fc.assert(
      fc.property(
        fc.array(specArbitrary, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: YEARS_HOURS }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 20 }),
        (specs, fromHours, lengths) => {
          const text = calendarOf(specs);
          const horizon = { startMs: FROM + fromHours * HOUR_MS, endMs: FROM + (fromHours + 2400) * HOUR_MS };
          const cuts: number[] = [];
          for (let at = 0, i = 0; at < text.length; i++) {
            at += lengths[i % lengths.length]!;
            cuts.push(at);
          }
          expect(inPieces(text, cuts, horizon)).toBe(trimCalendar(text, horizon));
        },
      ),
      { numRuns: 100 },
    );
  });

  it("holds an event till its end arrives, and keeps one the text never ends", () => {
    const horizon = { startMs: FROM, endMs: FROM + 90 * DAY_MS };
    const trim = new CalendarTrim(horizon);
    const open = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:20100101T190000Z\r\n";
    const note = `DESCRIPTION:${"x".repeat(100_000)}\r\n`;
    trim.push(open);
    trim.push(note);
    expect(trim.size).toBeGreaterThan(open.length + note.length - 1);
    expect(trim.end()).toBe(open + note);
  });

  it("reads a folded line whole when a piece ends at its line break", () => {
    const event = ["BEGIN:VEVENT", "UID:old", "DTSTA", " RT:20100101T190000Z", "END:VEVENT"];
    const text = ["BEGIN:VCALENDAR", ...event, "END:VCALENDAR", ""].join("\r\n");
    const horizon = { startMs: FROM, endMs: FROM + 90 * DAY_MS };
    const cut = text.indexOf(" RT:");
    expect(inPieces(text, [cut], horizon)).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });

  it("keeps what it cannot place: a rule, a DURATION, a moved range of a series, a date it cannot read", () => {
    const old = utc(FROM);
    const kept = [
      ["BEGIN:VEVENT", "UID:a", `DTSTART:${old}`, "RRULE:FREQ=DAILY", "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:b", `DTSTART:${old}`, `RDATE:${utc(FROM + 900 * DAY_MS)}`, "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:c", `DTSTART:${old}`, "DURATION:P1000D", "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:d", `RECURRENCE-ID;RANGE=THISANDFUTURE:${old}`, `DTSTART:${old}`, "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:e", "DTSTART:tomorrow", "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:e2", `DTSTART:${old}`, "DTEND:tomorrow", "END:VEVENT"],
      ["BEGIN:VEVENT", "UID:f", "SUMMARY:no dates", "END:VEVENT"],
      ["BEGIN:VTODO", "UID:g", `DTSTART:${old}`, "END:VTODO"],
    ].map((lines) => lines.join("\r\n"));
    const text = ["BEGIN:VCALENDAR", ...kept, "END:VCALENDAR", ""].join("\r\n");
    expect(trimCalendar(text, { startMs: FROM + 800 * DAY_MS, endMs: FROM + 900 * DAY_MS })).toBe(text);
  });

  it("leaves out a past event whose alarm has a DURATION and dates of its own", () => {
    const old = utc(FROM);
    const alarm = ["BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DURATION:PT5M", "REPEAT:2"];
    const event = [
      "BEGIN:VEVENT",
      "UID:a",
      `DTSTART:${old}`,
      ...alarm,
      `DTSTART:${old}`,
      "END:VALARM",
      "END:VEVENT",
    ];
    const text = ["BEGIN:VCALENDAR", ...event, "END:VCALENDAR", ""].join("\r\n");
    const horizon = { startMs: FROM + 800 * DAY_MS, endMs: FROM + 900 * DAY_MS };
    expect(trimCalendar(text, horizon)).toBe("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
  });

  it("leaves out an event wholly after the horizon", () => {
    const later = {
      kind: "plain" as const,
      startHours: 1000 * 24,
      hours: 2,
      fold: false,
      moved: 0,
      moveHours: 0,
    };
    const now = { ...later, startHours: 10 * 24 };
    const trimmed = trimCalendar(calendarOf([now, later]), { startMs: FROM, endMs: FROM + 90 * DAY_MS });
    expect(trimmed).toBe(calendarOf([now]));
  });
});
