// The booking write: every path that makes a booking or keeps one active goes through writeBooking
// (plan, overlap check, row, history and outbox in one write transaction), with the one verdict
// map, overlap check and transaction wrapper the booking use-cases share.
import { randomUUID } from "node:crypto";
import {
  type AdminCreateInput,
  daysAround,
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
  updateBooking,
} from "../store/bookings.js";
import { findHeldOverlap, toHold } from "../store/holds.js";
import { recordChange } from "./audit.js";
import { tellOfBookingClashes } from "./busy-clashes.js";
import { queueBookingNotices } from "./booking-notices.js";
import type { ServiceContext } from "./context.js";
import { endWaitingOf, nightsChanged, nightsTouched } from "./waitlist.js";
import { invalid, ServiceError } from "../errors.js";
import { EVERYONE_AT_ONCE, type MailPlan } from "./staff-mail.js";
import type { MailHold } from "../store/email-outbox.js";

const conflict = (message: string) => new ServiceError("conflict", message, { title: TIME_CONFLICT_TITLE });

/** Active bookings of the studio days around `date`: the ones a session on `date` could overlap. */
export function activeAround(ctx: ServiceContext, date: string): Booking[] {
  return activeOnThreeDays(ctx.store, daysAround(date)).map(toBooking);
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
  held?: ((hold: Hold) => string) | undefined;
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

/** What a booking write does, decided inside its transaction. */
export interface BookingPlan {
  /** The booking as stored before the write (null: a new booking). */
  before: BookingRow | null;
  /** The booking as written (its interval is computed from it). */
  after: Omit<BookingRow, "startMs" | "endMs">;
  /** The history entry's note, and who it names when not the doors' actor (a customer's move). */
  note?: string | null;
  actor?: string;
  /** A staff change's mails wait out the undo window: the waitlist's offers wait with them. */
  hold?: MailHold | undefined;
}

/** One booking write, for every path that makes a booking or keeps one active. */
export interface BookingWrite<P extends BookingPlan, T> {
  /** Inside the transaction, first: reads, refuses (throws), and says what is written. */
  plan: () => P;
  /** The history entry's action. */
  action: "created" | "edited" | "restored";
  /** The refusals of an overlap (the clash's names the booking as written); `race`: of one the store's trigger caught that the checks missed. */
  refusals: {
    clash: (clash: Booking, after: BookingPlan["after"]) => string;
    held?: OverlapTexts["held"];
    race: string;
  };
  /** Inside the transaction, after the row and its history: what goes with it (a deposit, the notices); the answer. */
  alongside: (stored: BookingRow, plan: P) => T;
}

/**
 * The one booking write (the public's and the staff's create, an edit, a restore, a hold confirmed,
 * a customer's move): in one write transaction the plan, the overlap check of an active booking,
 * the row, its history entry and what goes with it; then the waitlist sees the nights touched.
 */
export function writeBooking<P extends BookingPlan, T>(ctx: ServiceContext, write: BookingWrite<P, T>): T {
  const { clash, held, race } = write.refusals;
  return inWriteTransaction(
    ctx,
    () => {
      const plan = write.plan();
      const { before, after, note = null, actor, hold } = plan;
      const interval = intervalOf(after);
      const row: BookingRow = { ...after, startMs: interval.startMs, endMs: interval.endMs };
      if (row.status === "confirmed")
        refuseOverlap(ctx, interval, { clash: (found) => clash(found, after), held }, row.id);
      if (before) {
        const { id, ...patch } = row;
        updateBooking(ctx.store, id, patch);
      } else {
        insertBooking(ctx.store, row);
      }
      recordChange(actor ? { ...ctx, actor } : ctx, write.action, before, row, note);
      tellOfBookingClashes(ctx, row, hold);
      const answer = write.alongside(row, plan);
      if (!before) endWaitingOf(ctx, row);
      nightsChanged(ctx, [...(before ? nightsTouched(before.date) : []), ...nightsTouched(row.date)], hold);
      return answer;
    },
    race,
  );
}

/** How a new booking is refused and told. */
export interface NewBookingOptions {
  /** The refusal over an active booking, and over a staff hold (the public's never names the artist). */
  clash: (clash: Booking) => string;
  held?: ((hold: Hold) => string) | undefined;
  /** Runs in the write transaction before the checks: refuses (throws) or keeps what goes with it (a deposit). */
  guard?: (() => void) | undefined;
  /** Who is told (everyone at once unless staff said otherwise), and the history's note on it. */
  mail?: { plan: MailPlan; note: string | null } | undefined;
}

/** A new booking through the one write, with the customer's receipt and the staff notification in the outbox. */
export function insertChecked(ctx: ServiceContext, booking: Booking, options: NewBookingOptions): Booking {
  intervalOf(booking); // a start the clocks skip is refused before anything else
  const mail = options.mail ?? { plan: EVERYONE_AT_ONCE, note: null };
  // A provisional booking is stored 'confirmed' with its deposit beside it (migration 0021).
  const { depositPence: _pence, depositDueAt: _due, ...fields } = booking;
  return writeBooking(ctx, {
    plan: () => {
      options.guard?.();
      const after = {
        ...fields,
        status: booking.status === "cancelled" ? ("cancelled" as const) : ("confirmed" as const),
        customerReceiptSent: 0,
        adminNotificationSent: 0,
        attendance: null,
        lateCancel: 0,
      };
      return { before: null, after, note: mail.note };
    },
    action: "created",
    refusals: {
      clash: options.clash,
      held: options.held ?? (() => HELD_PUBLIC_MESSAGE),
      race: TIME_CONFLICT_MESSAGE,
    },
    alongside: () => {
      queueBookingNotices(ctx, booking, "new", {}, mail.plan);
      return booking;
    },
  });
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
