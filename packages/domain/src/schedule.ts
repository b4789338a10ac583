/**
 * The studio's week and the studio-day model (docs/decisions.md, Studio day). The only module that knows the
 * time zone. A booking's `date` is the studio day on which the session opens; the studio day
 * runs 06:00 to 06:00, so a start from 00:00 to 05:59 is in the early hours of the next
 * calendar day. Every booking maps to one absolute interval; durations are elapsed hours and
 * the 06:00 cut-off is London wall-clock time.
 */
import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);

export const STUDIO_TZ = "Europe/London";
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The hour at which a studio day begins and ends (06:00). */
export const STUDIO_DAY_START_MINUTES = 6 * 60;

/** The 16 bookable start times, in the order the grid shows them. */
export const START_TIMES: readonly string[] = [
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
  "20:00",
  "21:00",
  "22:00",
  "23:00",
  "00:00",
  "01:00",
  "02:00",
  "03:00",
];

export type DayKind = "session" | "enquiry" | "closed";

export interface SessionSlot {
  date: string;
  startTime: string;
  duration: number;
}

export interface Interval {
  startMs: number;
  endMs: number;
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** The calendar date `days` after an ISO date. */
export function addDays(date: string, days: number): string {
  // Plain UTC arithmetic on the calendar date (dayjs's add + format cost ~15x more, per booking).
  const ms = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)) + days,
  );
  return utcClock(ms).date;
}

/** The studio days whose bookings can clash with a session on `date`: the day before (a session
 * may run past 06:00 into it), the day and the day after. */
export function daysAround(date: string): readonly [string, string, string] {
  return [addDays(date, -1), date, addDays(date, 1)];
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * The UTC calendar date and time of an instant, in any year: toISOString writes '+010000-01-01'
 * past 9999, which sliced to 'YYYY-MM-DD' / 'HH:MM' reads as garbage ('NaN:NaN PM' on screen).
 */
function utcClock(ms: number): { date: string; time: string } {
  const at = new Date(ms);
  return {
    date: `${String(at.getUTCFullYear()).padStart(4, "0")}-${pad2(at.getUTCMonth() + 1)}-${pad2(at.getUTCDate())}`,
    time: `${pad2(at.getUTCHours())}:${pad2(at.getUTCMinutes())}`,
  };
}

/** True for a 'YYYY-MM-DD' string that names a real calendar date. */
export function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Fri, Sat, Sun are session days; Thursday is enquiry only; Mon-Wed are closed. */
export function dayKind(date: string): DayKind {
  const weekday = dayjs.utc(date).day();
  if (weekday === 5 || weekday === 6 || weekday === 0) return "session";
  if (weekday === 4) return "enquiry";
  return "closed";
}

// London's wall clock, read through one Intl formatter (the host's time-zone database, kept up to
// date with the runtime). dayjs's timezone plugin asks Intl the same question ~20x more slowly.
// Made on first use: making it loads the time-zone data, ~20 ms of a phone's page load otherwise.
let londonClock: Intl.DateTimeFormat | undefined;
const londonWallClock = () =>
  (londonClock ??= new Intl.DateTimeFormat("en-GB", {
    timeZone: STUDIO_TZ,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }));

function offsetFromClock(ms: number): number {
  const wall: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of londonWallClock().formatToParts(ms)) wall[part.type] = Number(part.value);
  const wallAsUtc = Date.UTC(wall.year!, wall.month! - 1, wall.day, wall.hour, wall.minute);
  return Math.round((wallAsUtc - Math.floor(ms / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

// London's offset changes only on whole UTC hours, so it is remembered per hour: the grid asks
// for the same few hours hundreds of times.
const offsetByHour = new Map<number, number>();

function londonOffsetMinutes(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size > 5_000) offsetByHour.clear();
    offset = offsetFromClock(hour * HOUR_MS);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

/** An instant shifted by London's offset: its UTC fields read as London's wall clock. */
export function londonWallMs(ms: number): number {
  return ms + londonOffsetMinutes(ms) * MINUTE_MS;
}

/**
 * The instant of a London wall-clock time. A time skipped by the spring change has none (null);
 * a time repeated in autumn means its first occurrence.
 */
export function londonInstant(date: string, time: string): number | null {
  // Read field by field: a session that ends past 9999 has a five-digit year no date parser takes.
  const naive = Date.UTC(
    Number(date.slice(0, -6)),
    Number(date.slice(-5, -3)) - 1,
    Number(date.slice(-2)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  if (Number.isNaN(naive)) return null;
  const offsets = new Set([
    londonOffsetMinutes(naive - 12 * HOUR_MS),
    londonOffsetMinutes(naive + 12 * HOUR_MS),
  ]);
  const candidates = [...offsets]
    .map((offset) => ({ offset, ms: naive - offset * MINUTE_MS }))
    .filter(({ offset, ms }) => londonOffsetMinutes(ms) === offset)
    .map(({ ms }) => ms);
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/** The London wall clock of an instant. */
export function londonDateTime(ms: number): { date: string; time: string } {
  return utcClock(londonWallMs(ms));
}

/** The calendar date on which a session of studio day `date` starting at `startTime` begins. */
export function calendarDateOf(date: string, startTime: string): string {
  return minutesOf(startTime) < STUDIO_DAY_START_MINUTES ? addDays(date, 1) : date;
}

/** The absolute interval of a session, or null when its start does not exist (spring change). */
export function sessionInterval(slot: SessionSlot): Interval | null {
  const startMs = londonInstant(calendarDateOf(slot.date, slot.startTime), slot.startTime);
  if (startMs === null) return null;
  return { startMs, endMs: startMs + slot.duration * HOUR_MS };
}

/** 06:00 at the end of studio day `date`: no session may run past it. */
export function closingMs(date: string): number {
  return londonInstant(addDays(date, 1), "06:00") as number;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.startMs < b.endMs && b.startMs < a.endMs;
}

/** Opening hours: a session may start from 12:00 to 03:59. */
export function isWithinOpeningHours(startTime: string): boolean {
  const minutes = minutesOf(startTime);
  return minutes >= 720 || minutes < 240;
}

/** Today's date in London. */
export function londonToday(now: Date): string {
  return londonDateTime(now.getTime()).date;
}

/** The dates a visitor may book: today to three months ahead, London time. */
export function bookingHorizon(now: Date): { min: string; max: string } {
  const min = londonToday(now);
  return { min, max: dayjs.utc(min).add(3, "month").format("YYYY-MM-DD") };
}

export function isWithinHorizon(date: string, now: Date): boolean {
  const { min, max } = bookingHorizon(now);
  return date >= min && date <= max;
}

/** True once the session's start instant has come (or never exists). */
export function hasSlotStarted(date: string, startTime: string, now: Date): boolean {
  const interval = sessionInterval({ date, startTime, duration: 0 });
  return interval === null || interval.startMs <= now.getTime();
}
