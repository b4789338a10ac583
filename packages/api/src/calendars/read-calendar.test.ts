// The calendar reader over export-shaped files: every instant exact.
import { describe, expect, it } from "vitest";
import { CALENDAR_TOO_LARGE, NOT_A_CALENDAR, REPEATS_TOO_OFTEN, readCalendar } from "./read-calendar.js";
import { GOOGLE, ICLOUD, OUTLOOK } from "../../test/calendars/exports.js";

const at = (iso: string) => Date.parse(iso);
const horizon = (from: string, to: string) => ({ startMs: at(from), endMs: at(to) });
const AUTUMN = horizon("2026-10-01T00:00:00Z", "2026-12-31T00:00:00Z");
const iso = (busy: ReturnType<typeof readCalendar>) =>
  busy.map((b) => [new Date(b.startMs).toISOString(), new Date(b.endMs).toISOString(), b.title, b.allDay]);

describe("a Google export", () => {
  it("reads the series with its EXDATE, moved and cancelled instances, the all-day day and October's night", () => {
    expect(iso(readCalendar(GOOGLE, AUTUMN))).toEqual([
      ["2026-10-24T22:00:00.000Z", "2026-10-25T03:00:00.000Z", "Late gig", false],
      ["2026-11-06T19:00:00.000Z", "2026-11-06T22:00:00.000Z", "Teaching", false],
      ["2026-11-20T23:00:00.000Z", "2026-11-21T01:00:00.000Z", "Teaching (late)", false],
      ["2026-12-04T19:00:00.000Z", "2026-12-04T22:00:00.000Z", "Teaching", false],
      ["2026-12-11T00:00:00.000Z", "2026-12-12T00:00:00.000Z", "Tour day", true],
      ["2026-12-11T19:00:00.000Z", "2026-12-11T22:00:00.000Z", "Teaching", false],
    ]);
  });

  it("reads an all-day event as the whole London day in summer time too", () => {
    const summer = GOOGLE.replace("20261211", "20260710").replace("20261212", "20260711");
    const day = readCalendar(summer, horizon("2026-07-01T00:00:00Z", "2026-07-31T00:00:00Z"));
    expect(iso(day)).toEqual([["2026-07-09T23:00:00.000Z", "2026-07-10T23:00:00.000Z", "Tour day", true]]);
  });

  it("expands only the horizon", () => {
    expect(iso(readCalendar(GOOGLE, horizon("2026-11-20T00:00:00Z", "2026-11-21T00:00:00Z")))).toEqual([
      ["2026-11-20T23:00:00.000Z", "2026-11-21T01:00:00.000Z", "Teaching (late)", false],
    ]);
  });
});

/** Lessons weekly from `first` at 19:00 UTC for an hour, the one of `instance` moved to `movedTo`. */
const lessons = (first: string, instance: string, movedTo: string) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "BEGIN:VEVENT",
    "UID:lesson@example.com",
    "SUMMARY:Lesson",
    `DTSTART:${first}T190000Z`,
    `DTEND:${first}T200000Z`,
    "RRULE:FREQ=WEEKLY",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:lesson@example.com",
    "SUMMARY:Lesson (moved)",
    `RECURRENCE-ID:${instance}T190000Z`,
    `DTSTART:${movedTo}T190000Z`,
    `DTEND:${movedTo}T200000Z`,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

describe("a series with an instance moved into the horizon", () => {
  const week = horizon("2026-11-28T00:00:00Z", "2026-12-05T00:00:00Z");
  const expected = [
    ["2026-12-01T19:00:00.000Z", "2026-12-01T20:00:00.000Z", "Lesson (moved)", false],
    ["2026-12-04T19:00:00.000Z", "2026-12-04T20:00:00.000Z", "Lesson", false],
  ];

  it("reads one brought forward from past the horizon's end", () => {
    expect(iso(readCalendar(lessons("20261106", "20261218", "20261201"), week))).toEqual(expected);
  });

  it("reads one from years back in a long series (whose expansion starts near the horizon)", () => {
    expect(iso(readCalendar(lessons("20200103", "20210101", "20261201"), week))).toEqual(expected);
  });
});

describe("an iCloud export", () => {
  const busy = readCalendar(ICLOUD, horizon("2026-11-01T00:00:00Z", "2026-12-20T00:00:00Z"));

  it("reads New York time by its VTIMEZONE and a floating time as London's", () => {
    const named = iso(busy.filter((b) => b.title !== "Gym"));
    expect(named).toEqual([
      ["2026-11-13T22:00:00.000Z", "2026-11-13T23:00:00.000Z", "Lesson", false],
      ["2026-11-20T22:00:00.000Z", "2026-11-20T23:00:00.000Z", "Lesson", false],
      ["2026-11-27T22:00:00.000Z", "2026-11-27T23:00:00.000Z", "Lesson", false],
      ["2026-12-05T01:00:00.000Z", "2026-12-05T03:00:00.000Z", "Call with label", false],
      ["2026-12-11T21:00:00.000Z", "2026-12-12T00:00:00.000Z", "Dinner", false],
      ["2026-12-18T22:00:00.000Z", "2026-12-18T23:00:00.000Z", "Lesson", false],
    ]);
  });

  it("stops an endless daily rule at the horizon, with New York's own clock change inside", () => {
    const gym = busy.filter((b) => b.title === "Gym");
    expect(gym).toHaveLength(49);
    expect(iso(gym.slice(0, 1))).toEqual([
      ["2026-11-01T13:00:00.000Z", "2026-11-01T14:00:00.000Z", "Gym", false],
    ]);
    expect(iso(gym.slice(-1))).toEqual([
      ["2026-12-19T13:00:00.000Z", "2026-12-19T14:00:00.000Z", "Gym", false],
    ]);
  });

  it("reads a floating time the spring change skips an hour on", () => {
    const skipped = ICLOUD.replace("DTSTART:20261211T210000", "DTSTART:20270328T013000").replace(
      "DTEND:20261212T000000",
      "DTEND:20270328T030000",
    );
    const dinner = readCalendar(skipped, horizon("2027-03-27T00:00:00Z", "2027-03-29T00:00:00Z")).filter(
      (b) => b.title === "Dinner",
    );
    expect(iso(dinner)).toEqual([["2027-03-28T01:30:00.000Z", "2027-03-28T02:00:00.000Z", "Dinner", false]]);
  });
});

describe("an Outlook export", () => {
  it("reads its Windows zone over the March change, and UTC", () => {
    expect(iso(readCalendar(OUTLOOK, horizon("2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z")))).toEqual([
      ["2027-03-19T20:00:00.000Z", "2027-03-19T23:00:00.000Z", "Flight", false],
      ["2027-03-27T23:00:00.000Z", "2027-03-28T03:00:00.000Z", "Mixing elsewhere", false],
    ]);
  });

  it("reads a zone named but not defined in the file by its IANA name", () => {
    const undefinedZone = OUTLOOK.replaceAll("GMT Standard Time", "America/New_York").replace(
      /BEGIN:VTIMEZONE[\s\S]*?END:VTIMEZONE\r\n/,
      "",
    );
    const mixing = readCalendar(undefinedZone, horizon("2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z"));
    expect(iso(mixing.filter((b) => b.title === "Mixing elsewhere"))).toEqual([
      ["2027-03-28T03:00:00.000Z", "2027-03-28T08:00:00.000Z", "Mixing elsewhere", false],
    ]);
  });
});

describe("what is not a calendar", () => {
  it.each([
    ["HTML", "<!DOCTYPE html><html><body>Sign in</body></html>"],
    ["empty", ""],
    ["broken", "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:nonsense\r\n"],
    ["a broken rule", GOOGLE.replace("RRULE:FREQ=WEEKLY;COUNT=6", "RRULE:FREQ=SOMETIMES")],
  ])("refuses %s with the reason staff see", (_name, text) => {
    expect(() => readCalendar(text, AUTUMN)).toThrow(NOT_A_CALENDAR);
  });
});

/** A calendar of `count` series from `start` under `rule`, each an hour long. */
const repeating = (count: number, start: string, rule: string) =>
  [
    "BEGIN:VCALENDAR",
    ...Array.from({ length: count }, (_, i) =>
      ["BEGIN:VEVENT", `UID:${i}`, `DTSTART:${start}`, "DURATION:PT1H", `RRULE:${rule}`, "END:VEVENT"].join(
        "\r\n",
      ),
    ),
    "END:VCALENDAR",
  ].join("\r\n");

describe("a calendar that repeats too often to read", () => {
  const week = horizon("2026-12-01T00:00:00Z", "2026-12-08T00:00:00Z");

  it("refuses a series that does not reach the horizon's end within its occurrences, not cut short", () => {
    // Every minute of the week is 10,080 occurrences; monthly since 1200 is 9,900 before 2026.
    expect(() => readCalendar(repeating(1, "20261201T000000Z", "FREQ=MINUTELY"), week)).toThrow(
      REPEATS_TOO_OFTEN,
    );
    expect(() => readCalendar(repeating(1, "11800101T000000Z", "FREQ=MONTHLY"), week)).toThrow(
      REPEATS_TOO_OFTEN,
    );
    expect(readCalendar(repeating(1, "12010101T000000Z", "FREQ=MONTHLY;BYMONTHDAY=1"), week)).toHaveLength(1);
  });

  it("refuses one whose series together come to more than a read steps through", () => {
    const hourly = repeating(3, "20261201T000000Z", "FREQ=HOURLY"); // 3 x 168 in the week
    expect(readCalendar(hourly, week, { perSeries: 10_000, total: 504, busy: 504 })).toHaveLength(504);
    expect(() => readCalendar(hourly, week, { perSeries: 10_000, total: 503, busy: 504 })).toThrow(
      REPEATS_TOO_OFTEN,
    );
  });

  it("refuses one with more busy times inside the horizon than a read gives, as too large", () => {
    expect(readCalendar(GOOGLE, AUTUMN, { perSeries: 10_000, total: 10_000, busy: 6 })).toHaveLength(6);
    expect(() => readCalendar(GOOGLE, AUTUMN, { perSeries: 10_000, total: 10_000, busy: 5 })).toThrow(
      CALENDAR_TOO_LARGE,
    );
  });
});
