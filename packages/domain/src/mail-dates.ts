/**
 * The one date style of every e-mail: the session's real days and times (when.ts), the year only
 * when it is not `now`'s year in London, and GMT or BST named on both ends of a session that
 * crosses a clock change (where a wall time alone can name two instants).
 */
import dayjs from "dayjs";
import { formatTime12 } from "./format.js";
import { londonDateTime, londonWallMs, type SessionSlot, sessionInterval } from "./schedule.js";
import { sessionWhen, studioNightNote, type WallClock } from "./when.js";

/** London's clock at instant `ms`: 'BST' in summer time, else 'GMT'. */
export function londonZoneName(ms: number): "GMT" | "BST" {
  return londonWallMs(ms) === ms ? "GMT" : "BST";
}

/** True when a session starts and ends on different sides of a clock change. */
export function crossesClockChange(slot: SessionSlot): boolean {
  const interval = sessionInterval(slot);
  return interval !== null && londonZoneName(interval.startMs) !== londonZoneName(interval.endMs);
}

const londonYear = (now: Date) => londonDateTime(now.getTime()).date.slice(0, 4);

type DayStyle = "short" | "long";

const DAY_FORMATS: Readonly<Record<DayStyle, { plain: string; year: string }>> = {
  short: { plain: "ddd D MMM", year: "ddd D MMM YYYY" },
  long: { plain: "dddd D MMMM", year: "dddd D MMMM YYYY" },
};

const sayDay = (date: string, style: DayStyle, year: boolean) =>
  dayjs.utc(date).format(DAY_FORMATS[style][year ? "year" : "plain"]);

function sayRange(slot: SessionSlot, now: Date, style: DayStyle): string {
  const when = sessionWhen(slot);
  const interval = sessionInterval(slot);
  const thisYear = londonYear(now);
  const year = when.start.date.slice(0, 4) !== thisYear || when.end.date.slice(0, 4) !== thisYear;
  const zones = crossesClockChange(slot);
  const time = (clock: WallClock, ms: number | undefined) =>
    `${formatTime12(clock.time)}${zones && ms !== undefined ? ` ${londonZoneName(ms)}` : ""}`;
  const start = `${sayDay(when.start.date, style, year)}, ${time(when.start, interval?.startMs)}`;
  const endTime = time(when.end, interval?.endMs);
  const end =
    when.end.date === when.start.date ? endTime : `${sayDay(when.end.date, style, year)}, ${endTime}`;
  return `${start} – ${end}`;
}

/**
 * A session in a subject or a one-line list, with the studio night after a start past midnight:
 * 'Sat 28 Nov, 11:00 PM – Sun 29 Nov, 1:00 AM', 'Sat 28 Nov, 12:00 AM – 2:00 AM (Friday night)',
 * 'Sat 30 Oct 2027, 11:00 PM BST – Sun 31 Oct 2027, 2:00 AM GMT'.
 */
export function formatMailSession(slot: SessionSlot, now: Date): string {
  return `${sayRange(slot, now, "short")}${studioNightNote(slot)}`;
}

/**
 * The same in words, for the "When" line, with the studio night after a start past midnight:
 * 'Sunday 29 November, 1:00 AM – 3:00 AM (Saturday night)'.
 */
export function formatMailSessionLong(slot: SessionSlot, now: Date): string {
  return `${sayRange(slot, now, "long")}${studioNightNote(slot)}`;
}

/** A moment in words, e.g. when a message arrived: 'Thursday 26 November, 12:29 AM' (London). */
export function formatMailMoment(instant: string | number | Date, now: Date): string {
  const wall = londonDateTime(dayjs(instant).valueOf());
  const year = wall.date.slice(0, 4) !== londonYear(now);
  return `${sayDay(wall.date, "long", year)}, ${formatTime12(wall.time)}`;
}

/** A night in a subject: 'Fri 8 Jan 2027' ('Thu 26 Nov' in `now`'s year). */
export function formatMailShortDay(date: string, now: Date): string {
  return sayDay(date, "short", date.slice(0, 4) !== londonYear(now));
}

/** A day in words: 'Thursday 26 November' (with the year when not `now`'s). */
export function formatMailDay(date: string, now: Date): string {
  return sayDay(date, "long", date.slice(0, 4) !== londonYear(now));
}
