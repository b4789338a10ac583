// What the booking use-cases share: the overlap refusal, a session's interval, and the checked
// insert (check, insert, history and outbox in one write transaction).
import { randomUUID } from "node:crypto";
import {
  type AdminCreateInput,
  addDays,
  type Booking,
  type CheckResult,
  clocksGoForwardMessage,
  HELD_PUBLIC_MESSAGE,
  type Hold,
  publicConflictMessage,
  RESTORE_TAKEN_MESSAGE,
  sessionInterval,
  TIME_CONFLICT_MESSAGE,
  TIME_CONFLICT_TITLE,
  NEW_BOOKING_STATE,
} from "@studio/domain";
import {
  type BookingRow,
  activeOnThreeDays,
  findOverlap,
  insertBooking,
  toBooking,
} from "../store/bookings.js";
import { findHeldOverlap, toHold } from "../store/holds.js";
import { recordChange } from "./audit.js";
import { queueBookingNotices } from "./booking-notices.js";
import type { ServiceContext } from "./context.js";
import { bookingTookTime } from "./waitlist.js";
import { invalid, ServiceError } from "../errors.js";
import { EVERYONE_AT_ONCE, type MailPlan } from "./staff-mail.js";

export const conflict = (message: string) =>
  new ServiceError("conflict", message, { title: TIME_CONFLICT_TITLE });

/** Active bookings of the studio days around `date`: the ones a session on `date` could overlap. */
export function activeAround(ctx: ServiceContext, date: string): Booking[] {
  return activeOnThreeDays(ctx.store, [addDays(date, -1), date, addDays(date, 1)]).map(toBooking);
}

export function intervalOf(slot: { date: string; startTime: string; duration: number }) {
  const interval = sessionInterval(slot);
  if (!interval) throw invalid("startTime", clocksGoForwardMessage(slot.startTime));
  return interval;
}

/** Where a failed public check points on the form (the booking form's and the move form's alike). */
type Refusal = Exclude<CheckResult, { ok: true }>;
const CHECK_FIELD: Record<Exclude<Refusal["reason"], "conflict">, string> = {
  enquiry: "date",
  "closed-day": "date",
  horizon: "date",
  hours: "startTime",
  started: "startTime",
  duration: "duration",
  producer: "engineer",
  price: "totalCost",
};

/** The public rules' verdict as the doors answer it: a clash is a 409 naming it, the rest a 400 naming the field. */
export function refuseOnVerdict(verdict: CheckResult): void {
  if (verdict.ok) return;
  if (verdict.reason === "conflict") throw conflict(publicConflictMessage(verdict.clash));
  throw invalid(CHECK_FIELD[verdict.reason], verdict.message, verdict.title);
}

/** What an overlap is refused with: a clash with an active booking, and (when holds are looked at) with a held hold. */
export interface OverlapTexts {
  clash: (clash: Booking) => string;
  held?: (hold: Hold) => string;
}

/** The one overlap check, inside the write transaction: an active booking (other than `excludeId`), then a held hold. */
export function refuseOverlap(
  ctx: ServiceContext,
  interval: { startMs: number; endMs: number },
  texts: OverlapTexts,
  excludeId = "",
): void {
  const clash = findOverlap(ctx.store, interval, excludeId);
  if (clash) throw conflict(texts.clash(toBooking(clash)));
  const held = texts.held ? findHeldOverlap(ctx.store, interval) : undefined;
  if (held && texts.held) throw conflict(texts.held(toHold(held)));
}

/**
 * Runs `fn` as one write transaction (BEGIN IMMEDIATE; nothing inside awaits), then wakes the mail
 * sender. An overlap the store's last-line trigger caught, that the checks inside missed, is a
 * conflict with `raceText`.
 */
export function inWriteTransaction<T>(ctx: ServiceContext, fn: () => T, raceText = RESTORE_TAKEN_MESSAGE): T {
  let result: T;
  try {
    result = ctx.store.transaction(fn);
  } catch (error) {
    if (error instanceof Error && /overlaps (an active booking|a hold)/.test(error.message))
      throw conflict(raceText);
    throw error;
  }
  ctx.mailer.wake();
  return result;
}

/**
 * Check-and-insert in one BEGIN IMMEDIATE transaction, with the customer's receipt and the staff
 * notification written to the outbox in the same transaction. Nothing inside awaits.
 */
export function insertChecked(
  ctx: ServiceContext,
  booking: Booking,
  conflictText: (clash: Booking) => string,
  /** Runs in the write transaction before the insert; throws to refuse. */
  guard: () => void = () => {},
  /** The refusal over a staff hold: the public's never names the artist. */
  heldText: (hold: Hold) => string = () => HELD_PUBLIC_MESSAGE,
  /** Who is told (everyone at once unless staff said otherwise), and the history's note on it. */
  mail: { plan: MailPlan; note: string | null } = { plan: EVERYONE_AT_ONCE, note: null },
): Booking {
  const interval = intervalOf(booking);
  // A provisional booking is stored 'confirmed' with its deposit beside it (migration 0021).
  const { depositPence: _pence, depositDueAt: _due, ...fields } = booking;
  const row: BookingRow = {
    ...fields,
    status: booking.status === "cancelled" ? "cancelled" : "confirmed",
    customerReceiptSent: 0,
    adminNotificationSent: 0,
    startMs: interval.startMs,
    endMs: interval.endMs,
    attendance: null,
    lateCancel: 0,
  };
  inWriteTransaction(
    ctx,
    () => {
      guard();
      refuseOverlap(ctx, interval, { clash: conflictText, held: heldText });
      insertBooking(ctx.store, row);
      recordChange(ctx, "created", null, row, mail.note);
      queueBookingNotices(ctx, booking, "new", {}, mail.plan);
      bookingTookTime(ctx, booking);
    },
    TIME_CONFLICT_MESSAGE,
  );
  return booking;
}

export function newBooking(ctx: ServiceContext, input: AdminCreateInput, totalCost: number): Booking {
  return {
    id: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    date: input.date,
    startTime: input.startTime,
    engineer: input.engineer,
    duration: input.duration,
    totalCost,
    projectDescription: input.projectDescription ? input.projectDescription : null,
    ...NEW_BOOKING_STATE,
    createdAt: ctx.clock().toISOString(),
  };
}
