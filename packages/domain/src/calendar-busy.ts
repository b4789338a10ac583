/**
 * A producer's busy time read from their own calendar blocks them as leave does (diary.ts): a
 * session that overlaps it is refused with the leave's words, and a night it covers whole shows
 * them away. Unlike leave it is instants, not nights. Pure: the caller passes the busy times in.
 */
import { DURATIONS } from "./money.js";
import {
  addDays,
  bookingHorizon,
  closingMs,
  type Interval,
  londonDateTime,
  londonInstant,
  overlaps,
  START_TIMES,
  sessionInterval,
} from "./schedule.js";

/** When a producer is busy (nothing of the event itself: that stays with staff). */
export interface ProducerBusy extends Interval {
  engineer: string;
}

/**
 * Busy time as the public grid sees it on night `date`: clipped to the night and rounded out to
 * whole hours, shaped as a session (starts are on the hour and sessions whole hours, so the grid
 * marks exactly the starts and lengths it blocks); nothing of the event itself. Its instants
 * travel with it: in the hour the October change repeats, '01:00' names two instants and a
 * session's wall clock means the first, so the grid reads a busy time by its instants.
 */
export interface PublicBusy extends Interval {
  engineer: string;
  date: string;
  startTime: string;
  duration: number;
}

const HOUR_MS = 3_600_000;

export function publicBusyOnNight(date: string, busy: readonly ProducerBusy[]): PublicBusy[] {
  const opens = londonInstant(date, "06:00") as number;
  const closes = closingMs(date);
  return busy
    .filter((block) => block.startMs < closes && block.endMs > opens)
    .map((block) => {
      const startMs = Math.floor(Math.max(block.startMs, opens) / HOUR_MS) * HOUR_MS;
      const endMs = Math.ceil(Math.min(block.endMs, closes) / HOUR_MS) * HOUR_MS;
      const startTime = londonDateTime(startMs).time;
      const duration = (endMs - startMs) / HOUR_MS;
      return { engineer: block.engineer, date, startTime, duration, startMs, endMs };
    });
}

/** The grid's busy sessions of one producer ('' for none chosen: nothing). */
export const busyOf = (busy: readonly PublicBusy[] | undefined, producer: string): PublicBusy[] =>
  (busy ?? []).filter((block) => block.engineer === producer);

/** The busy time of `producer` that a session's interval overlaps, if any. */
export function busyDuring(
  producer: string,
  interval: Interval,
  busy: readonly ProducerBusy[],
): ProducerBusy | undefined {
  return busy.find((block) => block.engineer === producer && overlaps(interval, block));
}

/** True when busy time leaves `producer` no start of the shortest session on night `date`. */
export function isNightBusy(date: string, producer: string, busy: readonly ProducerBusy[]): boolean {
  if (!busy.some((block) => block.engineer === producer)) return false;
  const shortest = Math.min(...DURATIONS);
  return START_TIMES.every((startTime) => {
    const interval = sessionInterval({ date, startTime, duration: shortest });
    return interval === null || interval.endMs > closingMs(date) || !!busyDuring(producer, interval, busy);
  });
}

/** The producers whom busy time keeps from every start of night `date`. */
export const busyNightProducers = (date: string, busy: readonly ProducerBusy[]): string[] =>
  [...new Set(busy.map((block) => block.engineer))].filter((producer) => isNightBusy(date, producer, busy));

/** The instants of a London calendar day, 00:00 to 24:00 (23 or 25 hours on a clock change). */
export function londonDayInterval(date: string): Interval {
  // Britain's clocks change at 01:00 or 02:00, so midnight always exists.
  return {
    startMs: londonInstant(date, "00:00") as number,
    endMs: londonInstant(addDays(date, 1), "00:00") as number,
  };
}

/** What a calendar is read over: from London's midnight today to the last bookable night's close. */
export function busyHorizon(now: Date): Interval {
  const { min, max } = bookingHorizon(now);
  return { startMs: londonDayInterval(min).startMs, endMs: closingMs(max) };
}
