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
  londonInstant,
  overlaps,
  START_TIMES,
  sessionInterval,
} from "./schedule.js";

/** When a producer is busy (nothing of the event itself: that stays with staff). */
export interface ProducerBusy extends Interval {
  engineer: string;
}

/** The busy time of `engineer` that a session's interval overlaps, if any. */
export function busyDuring(
  engineer: string,
  interval: Interval,
  busy: readonly ProducerBusy[],
): ProducerBusy | undefined {
  return busy.find((block) => block.engineer === engineer && overlaps(interval, block));
}

/** True when busy time leaves `engineer` no start of the shortest session on night `date`. */
export function isNightBusy(date: string, engineer: string, busy: readonly ProducerBusy[]): boolean {
  if (!busy.some((block) => block.engineer === engineer)) return false;
  const shortest = Math.min(...DURATIONS);
  return START_TIMES.every((startTime) => {
    const interval = sessionInterval({ date, startTime, duration: shortest });
    return interval === null || interval.endMs > closingMs(date) || !!busyDuring(engineer, interval, busy);
  });
}

/** The producers whom busy time keeps from every start of night `date`. */
export const busyNightEngineers = (date: string, busy: readonly ProducerBusy[]): string[] =>
  [...new Set(busy.map((block) => block.engineer))].filter((engineer) => isNightBusy(date, engineer, busy));

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
