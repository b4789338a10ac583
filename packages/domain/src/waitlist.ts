/**
 * The waitlist: a visitor waiting for time on a night with no free start of the length they want.
 * Joining is refused while a fitting start is free; when time frees, everyone whose need then fits
 * is told at once and the first ordinary booking wins. Pure: the caller passes the night's
 * closures, leave, bookings and held holds (as the grid sees them), the bookable producers and now.
 */
import * as z from "zod/mini";
import { freeStartTimes } from "./availability.js";
import { checkDay } from "./checks.js";
import { busyDuring, type ProducerBusy } from "./calendar-busy.js";
import { type Closure, closureOn, leaveOn, type ProducerLeave } from "./diary.js";
import { formatTime12 } from "./format.js";
import { formatMailDay, formatMailShortDay } from "./mail-dates.js";
import { hasSlotStarted, type Interval, sessionInterval } from "./schedule.js";
import { bookingInputSchema, emailSchema, isoDateSchema } from "./schemas.js";
import type { DayBooking } from "./slots.js";
import { requiredText, text } from "./text.js";
import { formatShortDay } from "./when.js";

/** `POST /api/waitlist`: who, the night, the producer (null: any) and the shortest session wanted. */
export const waitlistInputSchema = z.object({
  firstName: requiredText("First name is required", 100),
  email: emailSchema,
  date: isoDateSchema,
  engineer: z.nullable(requiredText("Engineer is required", 100)),
  minDuration: bookingInputSchema.shape.duration,
});
export type WaitlistInput = z.infer<typeof waitlistInputSchema>;

/** `DELETE /api/waitlist/{token}`: the leave link's secret. */
export const waitlistTokenSchema = z.object({
  token: text("Token is required").check(
    z.minLength(1, "Token is required"),
    z.maxLength(200, "Token is too long"),
  ),
});

/** What one entry waits for. */
export interface WaitlistNeed {
  date: string;
  /** null: any bookable producer. */
  engineer: string | null;
  minDuration: number;
}

/** The night as the rule sees it. */
export interface WaitlistNight {
  closures: readonly Closure[];
  leave: readonly ProducerLeave[];
  /** Busy times from the producers' own calendars. */
  busy?: readonly ProducerBusy[];
  /** Active bookings and held holds of the night and its neighbours. */
  bookings: readonly DayBooking[];
  bookableProducers: readonly string[];
  now: Date;
}

/**
 * The starts where the need fits now: the studio open, the producer (or, for "any", one bookable
 * producer) not away, the length clear of every session and hold and ending by closing, not begun.
 */
export function fittingStarts(need: WaitlistNeed, night: WaitlistNight): string[] {
  if (closureOn(need.date, night.closures)) return [];
  const producers = need.engineer === null ? night.bookableProducers : [need.engineer];
  const here = producers.filter((producer) => !leaveOn(producer, need.date, night.leave));
  // A start fits when one of them is not busy in their own calendar for the whole session.
  const someoneFree = (startTime: string) => {
    const session = sessionInterval({ date: need.date, startTime, duration: need.minDuration }) as Interval;
    return here.some((producer) => !busyDuring(producer, session, night.busy ?? []));
  };
  return freeStartTimes(need.date, need.minDuration, night.bookings).filter(
    (startTime) => !hasSlotStarted(need.date, startTime, night.now) && someoneFree(startTime),
  );
}

const lengthText = (hours: number) => `${hours}-hour`;
const withWhom = (producer: string | null) => (producer ? ` with ${producer}` : "");

export const waitlistTexts = {
  heading: "Tell me if it frees up",
  intro: (need: WaitlistNeed) =>
    `Nothing of ${need.minDuration} hours or more is free${withWhom(need.engineer)} on ${formatShortDay(need.date)}. Leave your name and e-mail and we will tell you as soon as time frees up.`,
  anyProducer: "Any producer",
  join: "Join the waitlist",
  /** The screen names the night as it was chosen; the mail passes its own date style. */
  joined: (need: WaitlistNeed, night = formatShortDay(need.date)) =>
    `You are on the waitlist for ${night}. We will e-mail you as soon as a ${lengthText(need.minDuration)} session${withWhom(need.engineer)} frees up; the first to book gets it.`,
  free: (need: WaitlistNeed, first: string) =>
    `A ${lengthText(need.minDuration)} session${withWhom(need.engineer)} can still be booked on ${formatShortDay(need.date)} (from ${formatTime12(first)}). Please book it instead of joining the waitlist.`,
  /** Past the entries one e-mail may have waiting on a night (429): names no one already waiting. */
  tooManyForEmail: (date: string) =>
    `This e-mail cannot join the waitlist for ${formatShortDay(date)} any more times. The confirmation e-mails have links to leave it.`,
  /** Past the new entries one visitor address may make for a night (429). */
  tooManyFromHere: (date: string) =>
    `Too many waitlist entries for ${formatShortDay(date)} have been made from this connection today. Please try again tomorrow, or contact the studio.`,
  /** The staff's mark on a night: '3 waiting'. */
  waiting: (count: number) => `${count} waiting`,
} as const;

/** The e-mails' words, their nights in the mails' date style (the year when not `now`'s). */
export const waitlistMailTexts = {
  joinedSubject: (studio: string, date: string, now: Date) =>
    `You are on the waitlist: ${studio}, ${formatMailShortDay(date, now)}`,
  joinedHeading: "You are on the waitlist",
  offerSubject: (studio: string, date: string, now: Date) =>
    `Time has freed up: ${studio}, ${formatMailShortDay(date, now)}`,
  offerHeading: "Time has freed up",
  offer: (need: WaitlistNeed, now: Date) =>
    `Time has freed up on ${formatMailDay(need.date, now)}: a ${lengthText(need.minDuration)} session${withWhom(need.engineer)} can be booked now. Everyone waiting for this night hears at the same moment, and the first to book gets it.`,
  book: "Book now",
  leave: "Leave the waitlist",
  leaveLine: "Changed your mind? Leave the waitlist:",
  need: (need: WaitlistNeed) => `${need.minDuration} hours or more with ${need.engineer ?? "any producer"}`,
} as const;

/** Waiting entries one e-mail may have on a night (other lengths or producers); new entries one visitor address may make for a night in a day. */
export const MAX_WAITLIST_ENTRIES_PER_EMAIL = 3;
export const MAX_WAITLIST_JOINS_PER_VISITOR = 10;

/** The same need again (any case of the e-mail): answered as the first join was, nothing new made. */
export const isSameNeed = (a: WaitlistNeed & { email: string }, b: WaitlistNeed & { email: string }) =>
  a.email.toLowerCase() === b.email.toLowerCase() &&
  a.date === b.date &&
  a.engineer === b.engineer &&
  a.minDuration === b.minDuration;

export type WaitlistJoinVerdict =
  | { ok: true }
  | { ok: false; kind: "invalid"; title: string; message: string }
  | { ok: false; kind: "free"; message: string };

/** May this need join the list now? The night must be bookable ahead and have no fitting start. */
export function checkWaitlistJoin(need: WaitlistNeed, night: WaitlistNight): WaitlistJoinVerdict {
  const day = checkDay(need.date, night.now);
  if (day?.ok === false) return { ok: false, kind: "invalid", title: day.title, message: day.message };
  const free = fittingStarts(need, night);
  if (free.length > 0) return { ok: false, kind: "free", message: waitlistTexts.free(need, free[0]!) };
  return { ok: true };
}

/** The page an offer leads to: '/booking?date=2026-12-12&engineer=Marcus' (no producer for "any"). */
export function waitlistBookingPath(need: Pick<WaitlistNeed, "date" | "engineer">): string {
  const producer = need.engineer ? `&engineer=${encodeURIComponent(need.engineer)}` : "";
  return `/booking?date=${need.date}${producer}`;
}
