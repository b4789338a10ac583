// What the booking use-cases share: the overlap refusal, a session's interval, and the checked
// insert (check, insert, history and outbox in one write transaction).
import { randomUUID } from "node:crypto";
import {
  type AdminCreateInput,
  addDays,
  type Booking,
  clocksGoForwardMessage,
  HELD_PUBLIC_MESSAGE,
  type Hold,
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

/** True when the store's last-line trigger refused an overlap the checks above it missed. */
export const isOverlapTrigger = (error: unknown) =>
  error instanceof Error && /overlaps (an active booking|a hold)/.test(error.message);

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
  try {
    ctx.store.transaction(() => {
      guard();
      const clash = findOverlap(ctx.store, interval);
      if (clash) throw conflict(conflictText(toBooking(clash)));
      const held = findHeldOverlap(ctx.store, interval);
      if (held) throw conflict(heldText(toHold(held)));
      insertBooking(ctx.store, row);
      recordChange(ctx, "created", null, row, mail.note);
      queueBookingNotices(ctx, booking, "new", {}, mail.plan);
      bookingTookTime(ctx, booking);
    });
  } catch (error) {
    if (isOverlapTrigger(error)) throw conflict(TIME_CONFLICT_MESSAGE);
    throw error;
  }
  ctx.mailer.wake();
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

/** Runs `fn` as one write transaction, then wakes the mail sender; an overlap the trigger caught is a conflict. */
export function inWriteTransaction<T>(ctx: ServiceContext, fn: () => T): T {
  try {
    const result = ctx.store.transaction(fn);
    ctx.mailer.wake();
    return result;
  } catch (error) {
    if (isOverlapTrigger(error)) throw conflict(RESTORE_TAKEN_MESSAGE);
    throw error;
  }
}
