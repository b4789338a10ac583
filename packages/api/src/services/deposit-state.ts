// A provisional booking's deposit as the other use-cases read it: the plan a new
// booking owes, the booking as the doors answer it, the receipt's words, a payment refused after
// the deadline, and the terms a customer's cancel records. Confirmation, the deadline's move and
// what a move or a new price does to a deposit are in deposits.ts; the lapse and the reminder in
// deposit-lapses.ts.
import {
  type Booking,
  type CancelTerms,
  cancelTermsAt,
  cancelTermsLine,
  DEPOSIT_LAPSED_MESSAGE,
  DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE,
  depositPlan,
  depositReminderMs,
  depositTooLateMessage,
  NO_DEPOSIT_POLICY_MESSAGE,
  sessionInterval,
  takingsOf,
  type TermsSettled,
  termsApply,
  waivedTerms,
} from "@studio/domain";
import { invalid, ServiceError } from "../errors.js";
import { provisionalReceipt, stillProvisional, withNote } from "../mail/deposit-mail.js";
import type { BookingRow } from "../store/bookings.js";
import {
  type CancelTermsRow,
  type DepositRow,
  dueDeposits,
  findCancelTerms,
  findDeposit,
  insertDeposit,
  recordCancelTerms,
  restoreDepositsBefore,
} from "../store/deposits.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { paymentsOf } from "../store/payments.js";
import { insertAudit } from "../store/booking-audit.js";
import type { ServiceContext } from "./context.js";

export interface DepositPlan {
  depositPence: number;
  dueMs: number;
  reminderMs: number | null;
}

/**
 * The deposit a new booking owes under the studio's policy (null: none); under 2 hours to pay, the
 * public is refused with a 409 (to message the studio), staff who asked for one with a 400 on
 * `askDeposit`, as is staff asking with no policy.
 */
export function planDeposit(
  ctx: ServiceContext,
  booking: Booking,
  by: "public" | "staff" = "public",
): DepositPlan | null {
  const policy = ctx.profile;
  if (!policy.deposit) {
    if (by === "staff") throw invalid("askDeposit", NO_DEPOSIT_POLICY_MESSAGE);
    return null;
  }
  const now = ctx.clock();
  const plan = depositPlan(policy, booking.totalCost, sessionInterval(booking)?.startMs ?? 0, now);
  if (plan === "too-late") {
    if (by === "staff") throw invalid("askDeposit", DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE);
    throw new ServiceError("conflict", depositTooLateMessage(policy));
  }
  if (plan === null) return null;
  return {
    ...plan,
    reminderMs: depositReminderMs(plan.dueMs, policy.depositReminderHours, now.getTime()),
  };
}

/** Writes the planned deposit: call inside the booking's insert transaction (the key is checked at commit). */
export function startDeposit(ctx: ServiceContext, bookingId: string, plan: DepositPlan): void {
  insertDeposit(ctx.store, {
    bookingId,
    ...plan,
    remindedAt: null,
    state: "due",
    endedAt: null,
    undoKey: null,
    undoBefore: null,
  });
}

export const dueOf = (row: DepositRow | undefined) => (row?.state === "due" ? row : undefined);

/** The booking as the doors answer it: provisional, with its deposit and deadline, while one is due. */
export function withDeposit(ctx: ServiceContext, booking: Booking): Booking {
  const due = booking.status === "confirmed" ? dueOf(findDeposit(ctx.store, booking.id)) : undefined;
  if (!due) return booking;
  return {
    ...booking,
    status: "provisional",
    depositPence: due.depositPence,
    depositDueAt: new Date(due.dueMs).toISOString(),
  };
}

/** Rows as the figures count them: `provisional` while a deposit is due (the store keeps them `confirmed`). */
export function withShownStatus<T extends Pick<BookingRow, "id" | "status">>(
  ctx: ServiceContext,
  rows: readonly T[],
): (Omit<T, "status"> & { status: Booking["status"] })[] {
  const due = dueDeposits(ctx.store);
  return rows.map((row) =>
    row.status === "confirmed" && due.has(row.id) ? { ...row, status: "provisional" } : row,
  );
}

/**
 * The customer's mail about a booking, as booking-notices.ts queues it: a provisional booking's
 * receipt says so, and every later mail while its deposit is due says what is owed; a cancellation
 * states the terms it recorded.
 */
export function dressCustomerMail(
  ctx: ServiceContext,
  bookingId: string,
  notice: string,
  mail: OutgoingMail,
): OutgoingMail {
  if (notice === "cancelled") {
    const terms = findCancelTerms(ctx.store, bookingId);
    return terms && terms.keptPence + terms.refundPence > 0
      ? withNote(mail, cancelTermsLine(terms, settledOf(ctx, terms)))
      : mail;
  }
  const due = dueOf(findDeposit(ctx.store, bookingId));
  if (!due) return mail;
  const owed = { ...due, paidPence: paidOn(ctx, bookingId), profile: ctx.profile, now: ctx.clock() };
  return notice === "new" ? provisionalReceipt(mail, owed) : stillProvisional(mail, owed);
}

/** What has been paid on a booking, less refunds. */
export const paidOn = (ctx: ServiceContext, bookingId: string): number =>
  takingsOf(0, paymentsOf(ctx.store, bookingId)).paidPence;

/** What the studio would keep and refund on a cancel now, from what is paid and its terms. */
function cancelTermsNow(ctx: ServiceContext, row: BookingRow): CancelTerms {
  const { paidPence } = takingsOf(row.totalCost, paymentsOf(ctx.store, row.id));
  return cancelTermsAt(paidPence, ctx.profile.cancellationTerms, row.startMs, ctx.clock());
}

/** How a cancel settles what was paid: under the studio's terms, or with them waived (nothing kept). */
export type TermsOnCancel = "apply" | "waive";

/** A cancel records the terms (inside its transaction); its mail states them. */
export function recordTermsOnCancel(
  ctx: ServiceContext,
  row: BookingRow,
  how: TermsOnCancel = "apply",
): CancelTerms {
  const terms =
    how === "waive"
      ? waivedTerms(takingsOf(row.totalCost, paymentsOf(ctx.store, row.id)).paidPence)
      : cancelTermsNow(ctx, row);
  const waived = how === "waive" ? 1 : 0;
  recordCancelTerms(ctx.store, { bookingId: row.id, ...terms, waived, at: ctx.clock().toISOString() });
  return terms;
}

/** A staff cancel settles by the studio's terms when it has any (else records none, as before), or waives them. */
export function staffTermsOnCancel(
  ctx: ServiceContext,
  waive: boolean | undefined,
): TermsOnCancel | undefined {
  if (!termsApply(ctx.profile)) return undefined;
  return waive ? "waive" : "apply";
}

/**
 * A payment on a booking that lapsed, or whose deadline has passed: refused, nothing recorded. One
 * staff have booked again since (a restore) is an ordinary booking and takes payments.
 */
export function refuseLapsedPayment(ctx: ServiceContext, row: Pick<BookingRow, "id" | "status">): void {
  const deposit = findDeposit(ctx.store, row.id);
  if (!deposit) return;
  const pastDue = deposit.state === "due" && deposit.dueMs <= ctx.clock().getTime();
  const released = deposit.state === "lapsed" && row.status === "cancelled";
  if (released || pastDue) throw new ServiceError("conflict", DEPOSIT_LAPSED_MESSAGE);
}

/**
 * The manage page's deposit facts: status, the deposit and deadline while due, and the terms of a
 * cancel now, or, once cancelled, what its cancel recorded (none recorded: null).
 */
export function depositView(ctx: ServiceContext, row: BookingRow) {
  const due = row.status === "confirmed" ? dueOf(findDeposit(ctx.store, row.id)) : undefined;
  return {
    status: due ? ("provisional" as const) : row.status,
    depositPence: due?.depositPence ?? null,
    depositDueAt: due ? new Date(due.dueMs).toISOString() : null,
    cancelTerms: row.status === "cancelled" ? recordedTerms(ctx, row.id) : cancelTermsNow(ctx, row),
  };
}

function recordedTerms(ctx: ServiceContext, bookingId: string) {
  const recorded = findCancelTerms(ctx.store, bookingId);
  if (!recorded) return null;
  const { keptPence, refundPence, waived } = recorded;
  return { keptPence, refundPence, waived: waived === 1, settled: settledOf(ctx, recorded) };
}

/** How a recorded cancel settled what was paid: a lapse (its deposit ended with it) released the date. */
function settledOf(ctx: ServiceContext, terms: CancelTermsRow): TermsSettled {
  const deposit = findDeposit(ctx.store, terms.bookingId);
  if (deposit?.state === "lapsed" && deposit.endedAt === terms.at) return "released";
  return terms.waived === 1 ? "waived" : "terms";
}

/** The booking history's line for a deposit's change. */
export function noteDeposit(
  ctx: ServiceContext,
  bookingId: string,
  from: string | number,
  to: string | number,
  field: "deposit" | "depositPence" | "depositDueAt" = "deposit",
): void {
  insertAudit(ctx.store, {
    bookingId,
    at: ctx.clock().toISOString(),
    actor: ctx.actor ?? "deposit schedule",
    action: "edited",
    changes: [{ field, from, to }],
    note: null,
  });
}

/**
 * An Undo withdrew a staff change's held mails (inside the Undo's transaction): a deposit that
 * change moved, repriced or ended is put back as it was, nobody having been told of the change, and
 * the booking history says so. The Undo's own edit then puts the session and its price back.
 */
export function restoreDepositsUndone(ctx: ServiceContext, undoKey: string): void {
  for (const { changed, before } of restoreDepositsBefore(ctx.store, undoKey)) {
    const id = changed.bookingId;
    if (changed.state !== before.state) noteDeposit(ctx, id, changed.state, before.state);
    if (changed.depositPence !== before.depositPence)
      noteDeposit(ctx, id, changed.depositPence, before.depositPence, "depositPence");
    if (changed.dueMs !== before.dueMs) {
      const [from, to] = [changed.dueMs, before.dueMs].map((ms) => new Date(ms).toISOString());
      noteDeposit(ctx, id, from!, to!, "depositDueAt");
    }
  }
}
