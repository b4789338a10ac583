// A series repeating for decades is read whole inside the horizon: every occurrence an oracle of
// plain date arithmetic expects, its wall-clock time kept over the March change, and a rule the
// stepping does not apply to (a COUNT) read from its own start.
import { addDays, londonInstant } from "@studio/domain";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { readCalendar } from "./read-calendar.js";

const SPRING = { startMs: Date.parse("2027-03-15T00:00:00Z"), endMs: Date.parse("2027-04-12T00:00:00Z") };
const DAY_MS = 86_400_000;

/** A calendar of one floating (London) event from `start` ('19900101T180000'), with its rule. */
const series = (start: string, rule: string, hours = 2) =>
  [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//test//EN",
    "BEGIN:VEVENT",
    "UID:series@test",
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${start}`,
    `DURATION:PT${hours}H`,
    `RRULE:${rule}`,
    "SUMMARY:Class",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");

/** The London dates from the horizon's first to its last whose occurrence the oracle keeps. */
function expectedDates(keep: (date: string) => boolean): string[] {
  const dates: string[] = [];
  for (let date = "2027-03-14"; date <= "2027-04-11"; date = addDays(date, 1))
    if (keep(date)) dates.push(date);
  return dates;
}
const daysSince = (from: string, date: string) => Math.round((Date.parse(date) - Date.parse(from)) / DAY_MS);
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const starts = (text: string) => readCalendar(text, SPRING).map((b) => b.startMs);
const at18 = (dates: string[]) =>
  dates.map((date) => londonInstant(date, "18:00")).filter((ms) => ms! >= SPRING.startMs);

/** The series' first occurrence from `fromMs` on, as ical.js counts it from its own start (no step,
 * no cap): its wall-clock time, for a series begun there. */
function nativeStartFrom(text: string, fromMs: number): string {
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!);
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next())
    if (next.toJSDate().getTime() >= fromMs) return next.toICALString();
  throw new Error("the series ended before it");
}

describe("a series repeating for decades", () => {
  it("reads a daily rule since 1990 every day of the horizon, at 18:00 London over the March change", () => {
    expect(starts(series("19900101T180000", "FREQ=DAILY"))).toEqual(at18(expectedDates(() => true)));
  });

  it("keeps an interval's phase: every third day since 1 January 1990", () => {
    const third = (date: string) => daysSince("1990-01-01", date) % 3 === 0;
    expect(starts(series("19900101T180000", "FREQ=DAILY;INTERVAL=3"))).toEqual(at18(expectedDates(third)));
  });

  it("keeps the weekdays and the fortnight of a weekly rule since 1985", () => {
    // 7 January 1985 was a Monday: every other week from it, on Mondays and Thursdays.
    const fortnightly = (date: string) =>
      [1, 4].includes(weekday(date)) && Math.floor(daysSince("1985-01-07", date) / 7) % 2 === 0;
    const rule = "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=MO";
    expect(starts(series("19850107T180000", rule))).toEqual(at18(expectedDates(fortnightly)));
  });

  it("keeps the times of day of a rule twice a day since 2000", () => {
    const twice = readCalendar(series("20000101T090000", "FREQ=DAILY;BYHOUR=9,17", 1), SPRING);
    const at = (date: string, time: string) => londonInstant(date, time)!;
    const expected = expectedDates(() => true).flatMap((date) => [at(date, "09:00"), at(date, "17:00")]);
    expect(twice.map((b) => b.startMs)).toEqual(expected.filter((ms) => ms >= SPRING.startMs));
  });

  it("keeps an hourly rule's phase since 1990, over the clock changes: every fifth hour, as ical.js counts them", () => {
    const rule = "FREQ=HOURLY;INTERVAL=5";
    const since1990 = series("19900101T180000", rule, 1);
    // The same series begun three weeks before the horizon, at an hour ical.js reached from 1990.
    const near = series(nativeStartFrom(since1990, SPRING.startMs - 21 * DAY_MS), rule, 1);
    expect(starts(since1990).length).toBeGreaterThan((28 * 24) / 5 - 1); // the horizon's 28 days
    expect(starts(since1990)).toEqual(starts(near));
  });

  it("reads the horizon's hours of an hourly rule since 1990 (once cut short 14 months in)", () => {
    const hourly = readCalendar(series("19900101T000000Z", "FREQ=HOURLY", 1), SPRING);
    expect(hourly).toHaveLength(28 * 24);
  });

  it("reads an occurrence that began before the horizon and runs into it", () => {
    // Three days long, every week since 1995 from a Friday: the one from Friday 12 March reaches in.
    const busy = readCalendar(series("19950106T180000", "FREQ=WEEKLY", 72), SPRING);
    expect(new Date(busy[0]!.startMs).toISOString()).toBe("2027-03-12T18:00:00.000Z");
  });

  it("reads a rule with a COUNT from its own start, so its count holds", () => {
    // Stepped on to the horizon, three days from 1990 would become three days of 2027.
    expect(starts(series("19900101T180000", "FREQ=DAILY;COUNT=3"))).toEqual([]);
    expect(starts(series("20270401T180000", "FREQ=DAILY;COUNT=3"))).toEqual(
      at18(["2027-04-01", "2027-04-02", "2027-04-03"]),
    );
  });
});
