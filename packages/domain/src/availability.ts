/**
 * Admin availability (docs/rules.md, States) and the conflict texts the server answers
 * with. Checked against the previous, same and next studio day; cancelled bookings are ignored.
 */
import {
  closingMs,
  isWithinOpeningHours,
  londonDateTime,
  minutesOf,
  START_TIMES,
  STUDIO_DAY_START_MINUTES,
  type SessionSlot,
  sessionInterval,
} from "./schedule.js";
import { type DayBooking, findOverlap } from "./slots.js";
import { formatTime12 } from "./format.js";
import { clocksGoForwardMessage } from "./checks.js";
import { startOnNight } from "./staff-dates.js";

const MAX_SUGGESTIONS = 3;
export const GENERIC_CONFLICT_MESSAGE = "This time slot conflicts with an existing booking";
export const AVAILABILITY_ERROR_MESSAGE = "Error checking availability. Please try again.";

export interface Availability {
  available: boolean;
  conflicts: string[];
  suggestions: string[];
  /** Every start time of the grid where this duration fits, before 06:00 and clear of others. */
  freeStartTimes: string[];
  /** The free start times nearest the one asked for (HH:MM), nearest first: the suggestions. */
  nearest: string[];
  /** Things staff may override but should see: outside opening hours, past 06:00, off the hour. */
  warnings: string[];
}

export const OUTSIDE_HOURS_WARNING = "Outside opening hours: sessions start from 12:00 PM to 3:00 AM.";
export const PAST_CLOSING_WARNING = "This session runs past the 6:00 AM closing time.";
export const OFF_THE_HOUR_WARNING = "This start is not on the hour.";

/** Staff may book these, with a warning (docs/decisions.md, Staff override warnings). */
export function adminSlotWarnings(slot: SessionSlot): string[] {
  const warnings: string[] = [];
  if (!isWithinOpeningHours(slot.startTime)) warnings.push(OUTSIDE_HOURS_WARNING);
  const interval = sessionInterval(slot);
  if (interval && interval.endMs > closingMs(slot.date)) warnings.push(PAST_CLOSING_WARNING);
  if (minutesOf(slot.startTime) % 60 !== 0) warnings.push(OFF_THE_HOUR_WARNING);
  return warnings;
}

/** '(1 other slot also available)', '(3 other slots also available)'. */
export function otherSlotsText(count: number): string {
  return `(${count} other ${count === 1 ? "slot" : "slots"} also available)`;
}

/** Minutes into the studio day (06:00 is 0), so 23:00 and 01:00 are two hours apart. */
const studioMinutes = (time: string) => (minutesOf(time) - STUDIO_DAY_START_MINUTES + 1440) % 1440;

/** The free start times nearest `startTime`, nearest first (the earlier one on a tie). */
export function nearestStartTimes(
  free: readonly string[],
  startTime: string,
  count = MAX_SUGGESTIONS,
): string[] {
  const asked = studioMinutes(startTime);
  return [...free]
    .sort((a, b) => {
      const da = Math.abs(studioMinutes(a) - asked);
      const db = Math.abs(studioMinutes(b) - asked);
      return da - db || studioMinutes(a) - studioMinutes(b);
    })
    .slice(0, count);
}

/** A session's span on the wall clock: '10:00 PM - 2:00 AM'. */
export function formatSpan(slot: SessionSlot): string {
  const interval = sessionInterval(slot);
  const end = interval ? londonDateTime(interval.endMs).time : slot.startTime;
  return `${formatTime12(slot.startTime)} - ${formatTime12(end)}`;
}

/** The admin's conflict text for one clashing booking. */
export function adminConflictMessage(clash: DayBooking, date: string): string {
  const name = [clash.firstName, clash.lastName].filter(Boolean).join(" ");
  if (!name) return GENERIC_CONFLICT_MESSAGE;
  const overnight = clash.date !== date ? ` (overnight from ${clash.date})` : "";
  return `Time slot conflicts with existing booking by ${name} (${formatSpan(clash)})${overnight}`;
}

/** Restoring a cancelled booking into a slot taken since (docs/decisions.md, Cancel and archive). */
export function restoreConflictMessage(clash: DayBooking, date: string): string {
  return `This booking cannot be restored. ${adminConflictMessage(clash, date)}`;
}

/** The same, when the store's last-line guard caught the clash and its booking is not known. */
export const RESTORE_TAKEN_MESSAGE = "This booking cannot be restored: its time slot is taken.";

/** The public 409 text: names the clashing time, never the customer. */
export function publicConflictMessage(clash: DayBooking): string {
  return `This time slot overlaps with an existing booking (${formatSpan(clash)}). Please select a different time.`;
}

/** The first active booking that overlaps the candidate, if any. */
export function findConflict<B extends DayBooking>(
  candidate: SessionSlot,
  bookings: readonly B[],
  excludeId?: string,
): B | null {
  const interval = sessionInterval(candidate);
  return interval ? findOverlap(interval, bookings, excludeId) : null;
}

/** Start times of the grid where a session of this length fits. */
export function freeStartTimes(
  date: string,
  duration: number,
  bookings: readonly DayBooking[],
  excludeId?: string,
): string[] {
  return START_TIMES.filter((startTime) => {
    const interval = sessionInterval({ date, startTime, duration });
    return (
      interval !== null && interval.endMs <= closingMs(date) && !findOverlap(interval, bookings, excludeId)
    );
  });
}

export function checkAvailability(input: {
  date: string;
  startTime: string;
  duration: number;
  bookings: readonly DayBooking[];
  excludeId?: string;
}): Availability {
  const { date, startTime, duration, bookings, excludeId } = input;
  const free = freeStartTimes(date, duration, bookings, excludeId);
  const interval = sessionInterval({ date, startTime, duration });
  const nearest = nearestStartTimes(free, startTime);
  if (interval === null) {
    return {
      available: false,
      conflicts: [clocksGoForwardMessage(startTime)],
      suggestions: [],
      freeStartTimes: free,
      nearest,
      warnings: [],
    };
  }
  const conflicts = bookings
    .filter((booking) => findOverlap(interval, [booking], excludeId))
    .map((booking) => adminConflictMessage(booking, date));
  const suggestions =
    conflicts.length > 0 && nearest.length > 0
      ? [`Try these available times: ${nearest.map((time) => startOnNight(date, time)).join(", ")}`]
      : [];
  return {
    available: conflicts.length === 0,
    conflicts,
    suggestions,
    freeStartTimes: free,
    nearest: conflicts.length > 0 ? nearest : [],
    warnings: adminSlotWarnings({ date, startTime, duration }),
  };
}
