/**
 * How the staff's screens, exports and notices name a session, a day and a moment: one format for
 * each. A session is named by its real calendar day and, when it starts after midnight, its studio
 * night second: 'Sat 28 Nov, 12:00 AM – 2:00 AM (Friday night)'. The year is added only when it is
 * not the current (London) year.
 */
import { formatTime12 } from "./format.js";
import { addDays, dayKind, londonDateTime, type SessionSlot } from "./schedule.js";
import {
  currentStudioNight,
  formatMoment,
  formatSessionRangeFrom,
  formatShortDay,
  sessionWhen,
  studioNightNote,
} from "./when.js";

const otherYear = (date: string, now: Date) =>
  date.slice(0, 4) !== londonDateTime(now.getTime()).date.slice(0, 4);

/** A session on a staff screen: its real range, then its studio night when it starts after midnight. */
export function formatStaffSession(slot: SessionSlot, now: Date): string {
  return `${formatSessionRangeFrom(slot, now)}${studioNightNote(slot)}`;
}

/** A day on a staff screen: 'Sat 28 Nov' ('Sat 28 Nov 2027' in another year). */
export function formatStaffDay(date: string, now: Date): string {
  return formatShortDay(date, { year: otherYear(date, now) });
}

/** A moment on a staff screen (booked, received, archived, changed): 'Thu 26 Nov, 12:42 AM', London time. */
export function formatStaffTimestamp(instant: string | number | Date, now: Date): string {
  const wall = londonDateTime(new Date(instant).getTime());
  return formatMoment(wall, { year: otherYear(wall.date, now) });
}

/** An instant in the bookings CSV: ISO 8601 in UTC, so the column sorts. */
export function csvTimestamp(instant: string | number | Date): string {
  return new Date(instant).toISOString();
}

/**
 * A start on studio night `night`, with the calendar day it falls on when that is the next one:
 * '12:00 AM (Sat 28 Nov)', where the time alone would read as the night's own day; '10:00 PM'.
 */
export function startOnNight(night: string, startTime: string): string {
  const when = sessionWhen({ date: night, startTime, duration: 1 });
  const time = formatTime12(startTime);
  return when.afterMidnight ? `${time} (${formatShortDay(when.start.date)})` : time;
}

/** A suggestion's button: 'Use 12:00 AM (Sat 28 Nov)'. */
export const suggestedStartLabel = (night: string, startTime: string) =>
  `Use ${startOnNight(night, startTime)}`;

/**
 * The studio night a day view or a night sheet opens on: tonight's if the studio opens tonight,
 * else the next night it does (never a closed Wednesday). `closed` names nights the diary shuts.
 */
export function nextOpenNight(now: Date, closed: (night: string) => boolean = () => false): string {
  let night = currentStudioNight(now);
  for (let i = 0; i < 366 && (dayKind(night) !== "session" || closed(night)); i += 1)
    night = addDays(night, 1);
  return night;
}
