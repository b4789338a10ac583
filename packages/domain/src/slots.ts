/** The public booking grid: which start times and durations a visitor may choose. */
import { DURATIONS, type Duration } from "./money.js";
import {
  type Interval,
  START_TIMES,
  closingMs,
  hasSlotStarted,
  overlaps,
  sessionInterval,
} from "./schedule.js";
import { formatTime12 } from "./format.js";

/** A booking as the grid and the conflict checks see it. */
export interface DayBooking {
  id?: string;
  date: string;
  startTime: string;
  duration: number;
  /** Its instants when it has them (a producer's busy time): exact where the wall clock repeats. */
  startMs?: number;
  endMs?: number;
  engineer?: string;
  status?: string;
  firstName?: string;
  lastName?: string;
}

/** What a start says while its night's sessions are still being fetched. */
export const CHECKING_AVAILABILITY = "Checking availability...";

type SlotTooltip =
  | "Available"
  | "Unavailable"
  | "Select producer first"
  | typeof CHECKING_AVAILABILITY
  | `Limited to ${string}h`;

/**
 * What a slot's own text says: free, limited to fewer hours, taken by a session, already
 * started, free but too close to the next session for the shortest one, or waiting for a date or a
 * producer.
 */
type SlotState = "free" | "limited" | "taken" | "started" | "no-room" | "skipped" | "waiting" | "blocked";

export interface Slot {
  time: string;
  label: string;
  enabled: boolean;
  tooltip: SlotTooltip;
  state: SlotState;
  /** The state in words, shown on the slot itself: 'Available', 'Limited to 2, 3h', 'Taken'... */
  status: string;
  /** Durations that fit at this start: before 06:00 and clear of other sessions. */
  durations: Duration[];
}

type DurationNote = "(Ends after 6AM)" | "(Overlaps existing session)";

export interface DurationOption {
  duration: Duration;
  disabled: boolean;
  note?: DurationNote;
}

/** Cancelled bookings never block a slot. */
export function isActive(booking: { status?: string | null }): boolean {
  return booking.status !== "cancelled";
}

/** The time a booking takes: its own instants when it carries them, else its wall clock's. */
const takenInterval = (booking: DayBooking): Interval | null =>
  booking.startMs !== undefined && booking.endMs !== undefined
    ? { startMs: booking.startMs, endMs: booking.endMs }
    : sessionInterval(booking);

/** The first active booking (other than `excludeId`) whose interval overlaps `interval`. */
export function findOverlap<B extends DayBooking>(
  interval: Interval,
  bookings: readonly B[],
  excludeId?: string,
): B | null {
  for (const booking of bookings) {
    if (!isActive(booking) || (excludeId !== undefined && booking.id === excludeId)) continue;
    const other = takenInterval(booking);
    if (other && overlaps(interval, other)) return booking;
  }
  return null;
}

function durationVerdict(
  date: string,
  startTime: string,
  duration: Duration,
  bookings: readonly DayBooking[],
): DurationNote | null {
  const interval = sessionInterval({ date, startTime, duration });
  if (interval === null || interval.endMs > closingMs(date)) return "(Ends after 6AM)";
  return findOverlap(interval, bookings) ? "(Overlaps existing session)" : null;
}

/** Every duration, disabled and marked when it does not fit (its priced label is the page's). */
export function durationOptions(input: {
  date: string;
  startTime: string;
  bookings: readonly DayBooking[];
}): DurationOption[] {
  return DURATIONS.map((duration) => {
    const note = durationVerdict(input.date, input.startTime, duration, input.bookings);
    return note ? { duration, disabled: true, note } : { duration, disabled: false };
  });
}

/** The durations that fit at a start time. */
export function fittingDurations(
  date: string,
  startTime: string,
  bookings: readonly DayBooking[],
): Duration[] {
  return DURATIONS.filter((duration) => durationVerdict(date, startTime, duration, bookings) === null);
}

/**
 * The 16-slot start grid for a date, a producer and that night's bookings. `blocked` is the
 * reason a closed, away or full night gives on every start. `checking`: the night's sessions are
 * still on their way, so every start waits rather than reading wrongly free.
 */
export function startGrid(input: {
  date: string | null;
  producer: string | null;
  bookings: readonly DayBooking[];
  now: Date;
  blocked?: string | null;
  checking?: boolean;
}): Slot[] {
  const { date, producer, bookings, now, blocked, checking } = input;
  return START_TIMES.map((time): Slot => {
    const label = formatTime12(time);
    const closed = (state: SlotState, status: string): Slot => ({
      time,
      label,
      enabled: false,
      tooltip: "Unavailable",
      state,
      status,
      durations: [],
    });
    if (!producer) return { ...closed("waiting", "Select producer first"), tooltip: "Select producer first" };
    if (!date) return closed("waiting", "Choose a date first");
    if (checking) return { ...closed("waiting", CHECKING_AVAILABILITY), tooltip: CHECKING_AVAILABILITY };
    if (blocked) return closed("blocked", blocked);
    if (sessionInterval({ date, startTime: time, duration: 0 }) === null)
      return closed("skipped", SLOT_STATUS.skipped);
    if (hasSlotStarted(date, time, now)) return closed("started", SLOT_STATUS.started);
    const durations = fittingDurations(date, time, bookings);
    if (durations.length === 0) {
      const state = isTaken(date, time, bookings) ? "taken" : "no-room";
      return closed(state, SLOT_STATUS[state]);
    }
    if (durations.length === DURATIONS.length) {
      return {
        time,
        label,
        enabled: true,
        tooltip: "Available",
        state: "free",
        status: "Available",
        durations,
      };
    }
    const tooltip: SlotTooltip = `Limited to ${durations.join(", ")}h`;
    return { time, label, enabled: true, tooltip, state: "limited", status: tooltip, durations };
  });
}

const SLOT_STATUS = {
  started: "Started",
  taken: "Taken",
  "no-room": "Too close to the next session",
  skipped: "Clocks go forward",
} as const;

/** True when another session is running at this start time (one that exists: skipped starts are caught first). */
function isTaken(date: string, startTime: string, bookings: readonly DayBooking[]): boolean {
  const start = sessionInterval({ date, startTime, duration: 0 }) as Interval;
  return findOverlap({ startMs: start.startMs, endMs: start.startMs + 60_000 }, bookings) !== null;
}

/** After the start changes: keep the duration if it fits, else the longest that fits, else 2. */
export function durationAfterStartChange(current: number, fitting: readonly Duration[]): Duration {
  const kept = fitting.find((duration) => duration === current);
  if (kept !== undefined) return kept;
  return fitting.length > 0 ? (Math.max(...fitting) as Duration) : 2;
}
