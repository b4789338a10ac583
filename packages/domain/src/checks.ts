/** The public submit checks (docs/rules.md, Validation), in their order, shared by the page and the server. */
import { DURATION_RULE_TEXT, DURATIONS, type Duration, formatPounds, isDuration } from "./money.js";
import {
  closingMs,
  dayKind,
  hasSlotStarted,
  type Interval,
  isWithinHorizon,
  isWithinOpeningHours,
  minutesOf,
  sessionInterval,
  STUDIO_DAY_START_MINUTES,
} from "./schedule.js";
import { type DayBooking, findOverlap } from "./slots.js";
import { formatTime12 } from "./format.js";

type CheckReason =
  | "enquiry"
  | "closed-day"
  | "horizon"
  | "hours"
  | "started"
  | "conflict"
  | "duration"
  | "producer"
  | "price";

export type CheckResult =
  | { ok: true }
  | { ok: false; title: string; message: string; reason: Exclude<CheckReason, "conflict"> }
  /** The booking it clashes with travels along, so the caller can name it without searching again. */
  | { ok: false; title: string; message: string; reason: "conflict"; clash: DayBooking };

/** The price the client sent, checked against the current price rule (the rate card, a producer's own). */
type PriceCheck =
  | { totalCost?: undefined; priceRule?: (duration: number) => number }
  | { totalCost: number; priceRule: (duration: number) => number };

export type PublicBookingCandidate = PriceCheck & {
  date: string;
  startTime: string;
  duration: number;
  /** The producer asked for; checked when `bookableProducers` is given. */
  engineer?: string;
  bookings: readonly DayBooking[];
  now: Date;
  /** Names of producers who take bookings (the enquiry-only one is not among them). */
  bookableProducers?: readonly string[];
};

const fail = (reason: Exclude<CheckReason, "conflict">, title: string, message: string): CheckResult => ({
  ok: false,
  title,
  message,
  reason,
});

export const BOOKABLE_PRODUCER_MESSAGE =
  "Please choose one of our bookable producers. Other sessions are by enquiry only.";

export const TIME_CONFLICT_TITLE = "Time Conflict";
export const TIME_CONFLICT_MESSAGE =
  "This time slot overlaps with an existing booking. Please select a different time.";

/** A start the spring clock change skips: '1:00 AM does not exist that night: ...'. */
export function clocksGoForwardMessage(startTime: string): string {
  return `${formatTime12(startTime)} does not exist that night: the clocks go forward. Please choose another time.`;
}

/** The longest allowed duration that ends by 06:00 for this start, or 0 when none does. */
export function maxDurationFor(date: string, startTime: string): number {
  const fitting = DURATIONS.filter((duration: Duration) => {
    const interval = sessionInterval({ date, startTime, duration });
    return interval !== null && interval.endMs <= closingMs(date);
  });
  return fitting.length > 0 ? Math.max(...fitting) : 0;
}

/**
 * Runs the checks in order and returns the first failure. Opening hours come before the overlap
 * check; a start before midnight that runs past 06:00 is an opening-hours failure, a start after
 * midnight that does is reported with the longest duration that would fit.
 */
export function checkPublicBooking(candidate: PublicBookingCandidate): CheckResult {
  const dayFailure = checkDay(candidate.date, candidate.now);
  if (dayFailure) return dayFailure;
  const timed = checkStart(candidate);
  if ("ok" in timed) return timed;
  const clash = findOverlap(timed, candidate.bookings);
  if (clash) {
    return {
      ok: false,
      title: TIME_CONFLICT_TITLE,
      message: TIME_CONFLICT_MESSAGE,
      reason: "conflict",
      clash,
    };
  }
  return checkFit(candidate, timed) ?? { ok: true };
}

/** The day: an open day (not Thursday's enquiry, not a closed weekday) within the horizon. */
export function checkDay(date: string, now: Date): CheckResult | undefined {
  const kind = dayKind(date);
  if (kind === "enquiry") {
    return fail(
      "enquiry",
      "Thursday Booking Enquiry",
      "Thursday bookings are by enquiry only. Please contact us directly to arrange a Thursday session.",
    );
  }
  if (kind === "closed") {
    return fail(
      "closed-day",
      "Invalid Date",
      "Studio is only available Thursday (enquiry), Friday, Saturday, and Sunday.",
    );
  }
  if (!isWithinHorizon(date, now)) {
    return fail("horizon", "Invalid Date", "Sessions can be booked from today up to three months ahead.");
  }
  return undefined;
}

/** The start and length: open hours, an allowed duration, a real time, not started; else its interval. */
function checkStart(candidate: PublicBookingCandidate): CheckResult | Interval {
  const { date, startTime, duration, now } = candidate;
  const time = formatTime12(startTime);
  if (!isWithinOpeningHours(startTime)) {
    return fail(
      "hours",
      "Invalid Booking Time",
      `Studio is closed at ${time}. Open hours: 12PM-6AM (next day)`,
    );
  }
  if (!isDuration(duration)) {
    return fail("duration", "Invalid Duration", DURATION_RULE_TEXT);
  }
  const interval = sessionInterval({ date, startTime, duration });
  if (interval === null) {
    return fail("hours", "Invalid Booking Time", clocksGoForwardMessage(startTime));
  }
  const afterMidnight = minutesOf(startTime) < STUDIO_DAY_START_MINUTES;
  if (!afterMidnight && interval.endMs > closingMs(date)) {
    return fail(
      "hours",
      "Invalid Booking Time",
      `${duration}-hour session starting at ${time} would end after 6AM closing time`,
    );
  }
  if (hasSlotStarted(date, startTime, now)) {
    return fail(
      "started",
      "Invalid Booking Time",
      `The ${time} session on this date has already started. Please choose a later time.`,
    );
  }
  return interval;
}

/** After the overlap check: an after-midnight start that runs past 06:00, the producer, the price. */
function checkFit(candidate: PublicBookingCandidate, interval: Interval): CheckResult | undefined {
  const { date, startTime, duration } = candidate;
  if (interval.endMs > closingMs(date)) {
    return fail(
      "duration",
      "Invalid Duration",
      `A ${duration}-hour session starting at ${formatTime12(startTime)} would end after 6AM. Maximum duration: ${maxDurationFor(date, startTime)}h`,
    );
  }
  if (candidate.bookableProducers && !candidate.bookableProducers.includes(candidate.engineer ?? "")) {
    return fail("producer", "Invalid Producer", BOOKABLE_PRODUCER_MESSAGE);
  }
  const price = candidate.totalCost === undefined ? undefined : candidate.priceRule(duration);
  if (price !== undefined && candidate.totalCost !== price) {
    return fail(
      "price",
      "Invalid Price",
      `Total cost must be ${formatPounds(price)} for a ${duration}-hour session`,
    );
  }
  return undefined;
}
