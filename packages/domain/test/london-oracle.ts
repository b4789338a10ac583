/**
 * A brute-force oracle of London's studio days that knows nothing of dayjs: it reads London's wall
 * clock minute by minute through Intl, finds a session's start by walking the minutes, closes the
 * night at the first minute that reads 06:00, and calls two sessions overlapping when they share a
 * minute. The property tests in src/*.property.test.ts check the domain against it.
 */
import type { DayBooking } from "../src/slots.js";

export const MINUTE = 60_000;
const wallFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wallCache = new Map<number, string>();

/** London's wall clock at an instant: 'YYYY-MM-DD HH:MM'. */
export function wall(ms: number): string {
  let text = wallCache.get(ms);
  if (text === undefined) {
    if (wallCache.size > 200_000) wallCache.clear();
    const parts = Object.fromEntries(wallFormat.formatToParts(ms).map((p) => [p.type, p.value]));
    text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    wallCache.set(ms, text);
  }
  return text;
}

export function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const readingCache = new Map<string, number | null>();

/** The first minute whose London wall clock reads `date time`, or null when none does. */
export function firstMinuteReading(date: string, time: string): number | null {
  const key = `${date} ${time}`;
  const known = readingCache.get(key);
  if (known !== undefined) return known;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  let found: number | null = null;
  for (let ms = naive - 180 * MINUTE; ms <= naive + 180 * MINUTE && found === null; ms += MINUTE) {
    if (wall(ms) === key) found = ms;
  }
  readingCache.set(key, found);
  return found;
}

export interface Session {
  date: string;
  startTime: string;
  duration: number;
}

/** The session's minutes [from, to) as instants; null when its start never shows on a clock. */
export function oracleSpan(s: Session): { from: number; to: number } | null {
  const calendarDate = s.startTime < "06:00" ? plusDays(s.date, 1) : s.date;
  const from = firstMinuteReading(calendarDate, s.startTime);
  return from === null ? null : { from, to: from + s.duration * 60 * MINUTE };
}

/** The minute the studio night of `date` closes: the first that reads 06:00 the next morning. */
export const oracleClosing = (date: string) => firstMinuteReading(plusDays(date, 1), "06:00")!;

/** True when the two sessions share at least one minute. */
function shareAMinute(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  for (let ms = a.from; ms < a.to; ms += MINUTE) if (ms >= b.from && ms < b.to) return true;
  return false;
}

export function oracleClash(
  candidate: Session,
  bookings: readonly DayBooking[],
  excludeId?: string,
): DayBooking[] {
  const span = oracleSpan(candidate);
  if (!span) return [];
  return bookings.filter((b) => {
    if (b.status === "cancelled" || (excludeId !== undefined && b.id === excludeId)) return false;
    const other = oracleSpan(b);
    return other !== null && shareAMinute(span, other);
  });
}

/** A session fits when its start exists, every minute is before closing, and it shares none. */
export function oracleFits(candidate: Session, bookings: readonly DayBooking[], excludeId?: string): boolean {
  const span = oracleSpan(candidate);
  return (
    span !== null &&
    span.to <= oracleClosing(candidate.date) &&
    oracleClash(candidate, bookings, excludeId).length === 0
  );
}
