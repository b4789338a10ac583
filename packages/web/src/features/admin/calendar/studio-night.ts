/**
 * The calendar draws each studio day (06:00 to 06:00 the next morning) as one
 * column, so a session past midnight stays in one piece, in its night's column, where it really
 * happens (docs/decisions.md). The calendar component only knows calendar days, so every moment is
 * handed to it six hours earlier ("axis time") and its hour labels are written six hours later.
 */
import {
  addDays,
  type Booking,
  calendarDateOf,
  closingMs,
  currentStudioNight,
  dayKind,
  type Interval,
  londonDateTime,
  minutesOf,
  STUDIO_DAY_START_MINUTES,
  sessionInterval,
} from "@studio/domain";

const DAY_MINUTES = 24 * 60;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");
const clock = (minutes: number) => `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Minutes from the 06:00 opening of `studioDay` to a London wall-clock moment. */
function minutesIntoStudioDay(studioDay: string, wall: { date: string; time: string }): number {
  return daysBetween(studioDay, wall.date) * DAY_MINUTES + minutesOf(wall.time) - STUDIO_DAY_START_MINUTES;
}

/** 'YYYY-MM-DD HH:mm:ss' on the axis: the studio day's opening is its date at 00:00. */
function axisStamp(studioDay: string, minutes: number): string {
  const days = Math.floor(minutes / DAY_MINUTES);
  return `${addDays(studioDay, days)} ${clock(minutes - days * DAY_MINUTES)}:00`;
}

/** A booking's start and end on the axis, from its real London instants (DST-correct). */
export function sessionOnAxis(booking: Pick<Booking, "date" | "startTime" | "duration">): {
  start: string;
  end: string;
} {
  const interval = sessionInterval(booking);
  if (interval === null) {
    // A start the clocks skip: drawn at its nominal time so the operator can see and fix it.
    const start = minutesIntoStudioDay(booking.date, {
      date: calendarDateOf(booking.date, booking.startTime),
      time: booking.startTime,
    });
    return {
      start: axisStamp(booking.date, start),
      end: axisStamp(booking.date, start + booking.duration * 60),
    };
  }
  return {
    start: axisStamp(booking.date, minutesIntoStudioDay(booking.date, londonDateTime(interval.startMs))),
    end: axisStamp(booking.date, minutesIntoStudioDay(booking.date, londonDateTime(interval.endMs))),
  };
}

/** A stretch of real time on the axis, one piece per studio night it touches (each 06:00 to 06:00). */
export function intervalOnAxis(interval: Interval): { night: string; start: string; end: string }[] {
  const pieces: { night: string; start: string; end: string }[] = [];
  let night = currentStudioNight(new Date(interval.startMs));
  // A calendar's all-day run is days, not months: the cap only guards a broken answer.
  for (let i = 0; i < 100; i++, night = addDays(night, 1)) {
    const from = Math.max(interval.startMs, closingMs(addDays(night, -1)));
    const to = Math.min(interval.endMs, closingMs(night));
    if (from < to) {
      pieces.push({
        night,
        start: axisStamp(night, minutesIntoStudioDay(night, londonDateTime(from))),
        end: axisStamp(night, minutesIntoStudioDay(night, londonDateTime(to))),
      });
    }
    if (closingMs(night) >= interval.endMs) break;
  }
  return pieces;
}

/** The real London time an axis stamp stands for, 'HH:mm' (for hour labels). */
export function wallClockOf(axis: string): string {
  const minutes = minutesOf(axis.slice(11, 16));
  return clock((minutes + STUDIO_DAY_START_MINUTES) % DAY_MINUTES);
}

/** Now, on the axis: the studio day under way and how far into it. */
export function axisNow(now: Date): string {
  const wall = londonDateTime(now.getTime());
  const studioDay = minutesOf(wall.time) < STUDIO_DAY_START_MINUTES ? addDays(wall.date, -1) : wall.date;
  return axisStamp(studioDay, minutesIntoStudioDay(studioDay, wall));
}

/** The Friday of the coming studio weekend: this week's, or the one under way (Friday to Sunday). */
export function comingFriday(now: Date): string {
  let night = currentStudioNight(now);
  while (dayKind(night) !== "session") night = addDays(night, 1);
  while (dayKind(addDays(night, -1)) === "session") night = addDays(night, -1);
  return night;
}
