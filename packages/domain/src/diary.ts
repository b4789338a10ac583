/**
 * The studio's own diary (docs/decisions.md): nights it is closed, and nights a producer is away.
 * Pure: the caller passes the closures and the leave in. A closure or a leave covers studio
 * nights (a booking's `date`) from `startDate` to `endDate`, both included.
 */
import * as z from "zod/mini";
import { isoDateSchema } from "./schemas.js";
import { lineText, requiredText } from "./text.js";
import { formatShortDay } from "./when.js";
import {
  busyDuring,
  busyNightProducers,
  type ProducerBusy,
  type PublicBusy,
  publicBusyOnNight,
} from "./calendar-busy.js";
import { sessionInterval } from "./schedule.js";

export interface Closure {
  id: string;
  startDate: string;
  endDate: string;
  /** Kept for staff ("Boiler service"). */
  reason: string;
  /** What the public grid shows ("Closed for Christmas"). */
  publicText: string;
}

export interface ProducerLeave {
  id: string;
  engineer: string;
  startDate: string;
  endDate: string;
  note: string | null;
}

/** The headings of a diary refusal; the admin form recognises them and offers to override. */
export const DIARY_TITLES = { closed: "Studio Closed", away: "Producer Away" } as const;

export type DiaryVerdict =
  | { ok: true }
  | { ok: false; reason: "closed"; title: string; message: string; closure: Closure }
  | { ok: false; reason: "away"; title: string; message: string; leave: ProducerLeave | null };

interface DateRange {
  startDate: string;
  endDate: string;
}

/** True when studio night `date` lies in the range (ISO dates compare as strings). */
export const coversNight = (range: DateRange, date: string): boolean =>
  range.startDate <= date && date <= range.endDate;

export function closureOn(date: string, closures: readonly Closure[]): Closure | undefined {
  return closures.find((closure) => coversNight(closure, date));
}

export function leaveOn(
  producer: string,
  date: string,
  leave: readonly ProducerLeave[],
): ProducerLeave | undefined {
  return leave.find((away) => away.engineer === producer && coversNight(away, date));
}

export const closedNightMessage = (date: string, publicText: string): string =>
  `The studio is closed on ${formatShortDay(date)} (${publicText}). Please choose another night.`;

export const producerAwayMessage = (producer: string, date: string): string =>
  `${producer} is away on ${formatShortDay(date)}. Please choose another producer or night.`;

/** The producer a session's slot names, on leave or busy in their own calendar during it. */
function awayFor(
  slot: DiarySlot,
  leave: readonly ProducerLeave[],
  busy: readonly ProducerBusy[],
): { producer: string; leave: ProducerLeave | null } | undefined {
  if (!slot.engineer) return undefined;
  const away = leaveOn(slot.engineer, slot.date, leave);
  if (away) return { producer: away.engineer, leave: away };
  if (slot.startTime === undefined || slot.duration === undefined) return undefined;
  const interval = sessionInterval({ date: slot.date, startTime: slot.startTime, duration: slot.duration });
  return interval && busyDuring(slot.engineer, interval, busy)
    ? { producer: slot.engineer, leave: null }
    : undefined;
}

interface DiarySlot {
  date: string;
  engineer?: string | undefined;
  startTime?: string | undefined;
  duration?: number | undefined;
}

/**
 * A booking on night `date` with `slot.engineer`: refused when the studio is closed, they are on leave,
 * or (given the session's start and length) their own calendar shows them busy during it.
 */
export function checkDiary(
  slot: DiarySlot,
  closures: readonly Closure[],
  leave: readonly ProducerLeave[],
  busy: readonly ProducerBusy[] = [],
): DiaryVerdict {
  const closure = closureOn(slot.date, closures);
  if (closure) {
    return {
      ok: false,
      reason: "closed",
      title: DIARY_TITLES.closed,
      message: closedNightMessage(slot.date, closure.publicText),
      closure,
    };
  }
  const away = awayFor(slot, leave, busy);
  if (away) {
    return {
      ok: false,
      reason: "away",
      title: DIARY_TITLES.away,
      message: producerAwayMessage(away.producer, slot.date),
      leave: away.leave,
    };
  }
  return { ok: true };
}

/** The bookings (active ones) on nights a closure covers: listed for staff, never cancelled. */
export function bookingsInside<B extends { date: string; status: string }>(
  range: DateRange,
  bookings: readonly B[],
): B[] {
  return bookings.filter((booking) => booking.status === "confirmed" && coversNight(range, booking.date));
}

/** The public grid's word for a night: closed (with its public text), or who is away. */
export interface NightNotice {
  closed: string | null;
  away: string[];
  /** Producers' busy time on the night, in whole hours (calendar-busy.ts). */
  busy: PublicBusy[];
}

export function nightNotice(
  date: string,
  closures: readonly Closure[],
  leave: readonly ProducerLeave[],
  busy: readonly ProducerBusy[] = [],
): NightNotice {
  const closure = closureOn(date, closures);
  const away = awayOnNight(date, leave, busy);
  return { closed: closure ? closure.publicText : null, away, busy: publicBusyOnNight(date, busy) };
}

/** Who is away on night `date`: on leave, or kept from every start by their own calendar. */
export const awayOnNight = (
  date: string,
  leave: readonly ProducerLeave[],
  busy: readonly ProducerBusy[] = [],
): string[] => [
  ...new Set([
    ...leave.filter((l) => coversNight(l, date)).map((l) => l.engineer),
    ...busyNightProducers(date, busy),
  ]),
];

const MAX_DIARY_TEXT = 200;
// Staff's words the public grid and the calendar show: the same hygiene as a customer's name.
const diaryText = (message: string) => requiredText(message, MAX_DIARY_TEXT);

const rangeFields = { startDate: isoDateSchema, endDate: isoDateSchema };
const endNotBeforeStart = (range: DateRange) => range.endDate >= range.startDate;
const END_BEFORE_START = { message: "End date must not be before the start date", path: ["endDate"] };

/** A range as staff type it: an empty end night is the start night (one night). */
export const oneNightOrRange = <Range extends DateRange>(range: Range): Range => ({
  ...range,
  endDate: range.endDate || range.startDate,
});

export const closureInputSchema = z
  .object({
    ...rangeFields,
    reason: diaryText("Reason is required"),
    publicText: z.optional(diaryText("Public text is required")),
  })
  .check(z.refine(endNotBeforeStart, END_BEFORE_START));
export type ClosureInput = z.infer<typeof closureInputSchema>;

export const leaveInputSchema = z
  .object({
    ...rangeFields,
    engineer: diaryText("Engineer is required"),
    note: z.optional(lineText(MAX_DIARY_TEXT)),
  })
  .check(z.refine(endNotBeforeStart, END_BEFORE_START));
export type LeaveInput = z.infer<typeof leaveInputSchema>;

/** The public text a closure shows when staff give none. */
export const DEFAULT_CLOSURE_TEXT = "Closed";

/** Said after a diary refusal to staff, who may book anyway. */
export const OVERRIDE_HINT = "Confirm to book anyway.";
