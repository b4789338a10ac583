/**
 * When a session really is: the one way every screen and e-mail says it. A booking's `date` is
 * its studio night (docs/decisions.md); a start from 00:00 to 05:59 is on the next calendar day, and a
 * customer must read that day, not the night's. Times are London wall-clock times.
 */
import dayjs from "dayjs";
import { formatTime12 } from "./format.js";
import {
  addDays,
  calendarDateOf,
  londonDateTime,
  minutesOf,
  type SessionSlot,
  STUDIO_DAY_START_MINUTES,
  sessionInterval,
} from "./schedule.js";

/** A London calendar day and wall-clock time. */
export interface WallClock {
  date: string;
  time: string;
}

export interface SessionWhen {
  /** The studio night the booking belongs to (its `date`). */
  night: string;
  start: WallClock;
  end: WallClock;
  /** The session starts in the early hours, on the calendar day after its night. */
  afterMidnight: boolean;
}

/** True for a start from 00:00 to 05:59: the early hours after the studio night. */
function isAfterMidnight(startTime: string): boolean {
  return minutesOf(startTime) < STUDIO_DAY_START_MINUTES;
}

/**
 * A session's real start and end in London. A start the spring change skips has no instant; it is
 * then read on the wall clock as written (such a booking cannot be made, only imported).
 */
export function sessionWhen(slot: SessionSlot): SessionWhen {
  const afterMidnight = isAfterMidnight(slot.startTime);
  const interval = sessionInterval(slot);
  if (interval) {
    return {
      night: slot.date,
      start: londonDateTime(interval.startMs),
      end: londonDateTime(interval.endMs),
      afterMidnight,
    };
  }
  const startDate = calendarDateOf(slot.date, slot.startTime);
  const endMinutes = minutesOf(slot.startTime) + slot.duration * 60;
  const endTime = `${String(Math.floor(endMinutes / 60) % 24).padStart(2, "0")}:${String(endMinutes % 60).padStart(2, "0")}`;
  return {
    night: slot.date,
    start: { date: startDate, time: slot.startTime },
    end: { date: addDays(startDate, Math.floor(endMinutes / 1440)), time: endTime },
    afterMidnight,
  };
}

export interface DayFormatOptions {
  /** Add the year ("Sat 28 Nov 2026"); admin screens pass true when it is not this year. */
  year?: boolean;
}

/** '2026-11-28' -> 'Sat 28 Nov' (or 'Sat 28 Nov 2026'). */
export function formatShortDay(date: string, options: DayFormatOptions = {}): string {
  return dayjs.utc(date).format(options.year ? "ddd D MMM YYYY" : "ddd D MMM");
}

/** '2026-11-28' -> 'Saturday 28 November 2026'. */
export function formatFullDay(date: string): string {
  return dayjs.utc(date).format("dddd D MMMM YYYY");
}

/** The studio night a booking belongs to: '2026-11-28' -> 'Saturday night'. */
export function studioNightName(night: string): string {
  return `${dayjs.utc(night).format("dddd")} night`;
}

/** After a start past midnight, its studio night: ' (Saturday night)'; else nothing. */
export function studioNightNote(slot: SessionSlot): string {
  const when = sessionWhen(slot);
  return when.afterMidnight ? ` (${studioNightName(when.night)})` : "";
}

/** A wall-clock moment: 'Sun 29 Nov, 1:00 AM'. */
export function formatMoment(moment: WallClock, options: DayFormatOptions = {}): string {
  return `${formatShortDay(moment.date, options)}, ${formatTime12(moment.time)}`;
}

/**
 * A session's real range: 'Sat 28 Nov, 11:00 PM – Sun 29 Nov, 1:00 AM', or, when it ends on the
 * day it starts, 'Sat 28 Nov, 8:00 PM – 10:00 PM'.
 */
export function formatSessionRange(slot: SessionSlot, options: DayFormatOptions = {}): string {
  const when = sessionWhen(slot);
  const end =
    when.end.date === when.start.date ? formatTime12(when.end.time) : formatMoment(when.end, options);
  return `${formatMoment(when.start, options)} – ${end}`;
}

/**
 * The same range in words for e-mail and the confirmation page, the real day first and, for a
 * start after midnight, the studio night after it:
 * 'Sunday 29 November 2026, 1:00 AM – 3:00 AM (Saturday night)'.
 */
export function formatSessionRangeLong(slot: SessionSlot): string {
  const when = sessionWhen(slot);
  const start = `${formatFullDay(when.start.date)}, ${formatTime12(when.start.time)}`;
  const end =
    when.end.date === when.start.date
      ? formatTime12(when.end.time)
      : `${formatFullDay(when.end.date)}, ${formatTime12(when.end.time)}`;
  return `${start} – ${end}${studioNightNote(slot)}`;
}

/** Where a start time sits on a night's grid: afternoon, evening, or the early hours of the next day. */
export interface SlotGroup {
  key: "afternoon" | "evening" | "afterMidnight";
  /** The calendar day the group's sessions start on. */
  date: string;
  /** 'Afternoon, Sat 28 Nov', 'Evening, Sat 28 Nov' or 'After midnight, Sun 29 Nov'. */
  label: string;
}

/** A group's name alone, for a grid that has no date yet. */
export const SLOT_GROUP_NAMES: Readonly<Record<SlotGroup["key"], string>> = {
  afternoon: "Afternoon",
  evening: "Evening",
  afterMidnight: "After midnight",
};

const EVENING_FROM_MINUTES = 18 * 60;

export function slotGroupOf(night: string, startTime: string): SlotGroup {
  if (isAfterMidnight(startTime)) {
    const date = addDays(night, 1);
    return {
      key: "afterMidnight",
      date,
      label: `${SLOT_GROUP_NAMES.afterMidnight}, ${formatShortDay(date)}`,
    };
  }
  // 12 PM to 5 PM starts are the afternoon; evening starts at 6 PM.
  const key = minutesOf(startTime) < EVENING_FROM_MINUTES ? "afternoon" : "evening";
  return { key, date: night, label: `${SLOT_GROUP_NAMES[key]}, ${formatShortDay(night)}` };
}

/** The studio night under way at `now`: before 06:00 it is still the previous day's night. */
export function currentStudioNight(now: Date): string {
  const wall = londonDateTime(now.getTime());
  return isAfterMidnight(wall.time) ? addDays(wall.date, -1) : wall.date;
}

/**
 * The admin screens' range: formatSessionRange, with the year when the session is not in this
 * (London) year: 'Sat 28 Nov, 8:00 PM – 10:00 PM' or 'Fri 1 Jan 2027, 8:00 PM – 10:00 PM'.
 */
export function formatSessionRangeFrom(slot: SessionSlot, now: Date): string {
  const thisYear = londonDateTime(now.getTime()).date.slice(0, 4);
  const when = sessionWhen(slot);
  const year = when.start.date.slice(0, 4) !== thisYear || when.end.date.slice(0, 4) !== thisYear;
  return formatSessionRange(slot, { year });
}

const HOUR_MS = 3_600_000;

/**
 * The London wall clock of instant `ms` when no other instant shares it, else null: inside the
 * hour the autumn change repeats, a wall time names two instants and readers disagree on which
 * (RFC 5545 says the first; ical.js takes the second), so a calendar file gives those in UTC.
 */
export function unambiguousLondonClock(ms: number): WallClock | null {
  const wall = londonDateTime(ms);
  const shares = (other: number) => {
    const clock = londonDateTime(other);
    return clock.date === wall.date && clock.time === wall.time;
  };
  return shares(ms - HOUR_MS) || shares(ms + HOUR_MS) ? null : wall;
}
