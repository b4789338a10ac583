/**
 * The public picture of the nights ahead: which session nights are closed, which producers are
 * away, which are full. Read by the date picker before anything is typed; no customer data.
 */
import * as z from "zod/mini";
import type { ProducerBusy } from "./calendar-busy.js";
import {
  awayOnNight,
  type Closure,
  closedNightMessage,
  closureOn,
  type ProducerLeave,
  producerAwayMessage,
} from "./diary.js";
import { DURATIONS } from "./money.js";
import { addDays, bookingHorizon, dayKind, daysAround } from "./schedule.js";
import { isoDateSchema } from "./schemas.js";
import { freeStartTimes } from "./availability.js";
import type { DayBooking } from "./slots.js";
import { formatShortDay } from "./when.js";

/** One session night: its closure's public text (or null), who is away, and whether it is full. */
export interface NightAvailability {
  date: string;
  closed: string | null;
  away: string[];
  full: boolean;
}

/** Why a night cannot be booked (with a producer): closed, the producer away, or no free start. */
export type NightBlock =
  | { kind: "closed"; text: string }
  | { kind: "away"; producer: string }
  | { kind: "full" };

/** The reason every start of a blocked night gives, and the picker's day says. */
export function nightBlockText(block: NightBlock): string {
  if (block.kind === "closed") return `Studio closed: ${block.text}`;
  if (block.kind === "away") return `${block.producer} is away`;
  return "Fully booked";
}

/** The grid's notice on a blocked night: what is wrong and what to do. */
export function nightBlockMessage(block: NightBlock, date: string): string {
  if (block.kind === "closed") return closedNightMessage(date, block.text);
  if (block.kind === "away") return producerAwayMessage(block.producer, date);
  return `Every start on ${formatShortDay(date)} is taken. Please choose another night.`;
}

/** True when no session of the shortest length fits anywhere on the night. */
export function isFullNight(date: string, bookings: readonly DayBooking[]): boolean {
  return freeStartTimes(date, Math.min(...DURATIONS), bookings).length === 0;
}

/** What stops booking `night` with `producer` ('' for none chosen yet), closure first. */
export function nightBlock(night: Omit<NightAvailability, "date">, producer: string): NightBlock | null {
  if (night.closed !== null) return { kind: "closed", text: night.closed };
  if (producer && night.away.includes(producer)) return { kind: "away", producer };
  return night.full ? { kind: "full" } : null;
}

/** Every session night (Friday to Sunday) from `from` to `to`, with the diary and the bookings read. */
export function nightsAvailability(input: {
  from: string;
  to: string;
  closures: readonly Closure[];
  leave: readonly ProducerLeave[];
  /** Busy times from the producers' own calendars: a night they cover whole shows them away. */
  busy?: readonly ProducerBusy[];
  bookings: readonly DayBooking[];
}): NightAvailability[] {
  const byDate = bookingsByDate(input.bookings);
  const near = (date: string) => daysAround(date).flatMap((day) => byDate.get(day) ?? []);
  const nights: NightAvailability[] = [];
  for (let date = input.from; date <= input.to; date = addDays(date, 1)) {
    if (dayKind(date) !== "session") continue;
    const closure = closureOn(date, input.closures);
    const away = awayOnNight(date, input.leave, input.busy);
    nights.push({
      date,
      closed: closure ? closure.publicText : null,
      away,
      full: isFullNight(date, near(date)),
    });
  }
  return nights;
}

function bookingsByDate(bookings: readonly DayBooking[]): Map<string, DayBooking[]> {
  const byDate = new Map<string, DayBooking[]>();
  for (const booking of bookings) {
    const day = byDate.get(booking.date);
    if (day) day.push(booking);
    else byDate.set(booking.date, [booking]);
  }
  return byDate;
}

/** The first night after `after` (or from the first listed) that `producer` can be booked on. */
export function nextFreeNight(
  nights: readonly NightAvailability[],
  producer: string,
  after?: string,
): string | null {
  const free = nights.filter((night) => nightBlock(night, producer) === null);
  return (free.find((night) => after === undefined || night.date > after) ?? free[0])?.date ?? null;
}

/** GET /api/availability?from=&to=: both optional, clamped to the booking horizon. */
export const nightsQuerySchema = z
  .object({ from: z.optional(isoDateSchema), to: z.optional(isoDateSchema) })
  .check(
    z.refine((range: { from?: string; to?: string }) => !range.from || !range.to || range.from <= range.to, {
      message: "to must not be before from",
      path: ["to"],
    }),
  );
export type NightsQuery = z.infer<typeof nightsQuerySchema>;

/** The range asked for, inside today's booking horizon (empty when from > to after clamping). */
export function nightsRange(query: NightsQuery, now: Date): { from: string; to: string } {
  const horizon = bookingHorizon(now);
  const from = query.from && query.from > horizon.min ? query.from : horizon.min;
  const to = query.to && query.to < horizon.max ? query.to : horizon.max;
  return { from, to };
}
