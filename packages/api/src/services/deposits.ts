// Deposits: a public booking under a deposit policy is provisional until what is paid
// reaches its deposit; staff may confirm it without one or move its deadline; unpaid by the
// deadline it lapses (hold-lapses.ts runs the look). The deposit row is read and ended inside the
// same write transaction as the payment or the lapse, so a payment racing a lapse has one outcome.
import {
  type Booking,
  DEPOSIT_DUE_AFTER_START_MESSAGE,
  DEPOSIT_DUE_PAST_MESSAGE,
  DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE,
  type DepositConfirmation,
  depositAfterPriceChange,
  depositDeadlineAfterMove,
  depositReminderMs,
  depositTooLate,
  depositTooLateMessage,
  NOT_PROVISIONAL_MESSAGE,
  takingsOf,
} from "@studio/domain";
import { invalid, notFound, ServiceError } from "../errors.js";
import { customerBookingMail, staffBookingMail } from "../mail/booking-mail.js";
import {
  type DepositDueAgain,
  depositConfirmedMail,
  depositDueMail,
  depositStaffMail,
} from "../mail/deposit-mail.js";
import { nextSequence } from "../store/booking-calendar.js";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import {
  type DepositRow,
  endDeposit,
  findDeposit,
  moveDeadline,
  rememberDepositBefore,
  setDepositPence,
} from "../store/deposits.js";
import { enqueueMail, type MailHold } from "../store/email-outbox.js";
import { paymentsOf } from "../store/payments.js";
import { noticeContextFor, reminderMail } from "./booking-notices.js";
import { inWriteTransaction } from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { dueOf, noteDeposit, paidOn, withDeposit } from "./deposit-state.js";

/**
 * Ends a due deposit as paid (by a payment, or `covered` by a lower price) or waived and tells the
 * customer (same UID, next SEQUENCE, CONFIRMED).
 */
function confirmDeposit(
  ctx: ServiceContext,
  bookingId: string,
  how: DepositConfirmation,
  hold?: MailHold,
): boolean {
  const now = ctx.clock();
  const state = how === "waived" ? "waived" : "paid";
  if (endDeposit(ctx.store, bookingId, state, now.toISOString()) === 0) return false;
  const row = findBooking(ctx.store, bookingId)!;
  noteDeposit(ctx, bookingId, "due", state);
  const booking = toBooking(row);
  const notice = noticeContextFor(ctx, booking, nextSequence(ctx.store, bookingId), now);
  const mail = customerBookingMail(booking, "changed", notice);
  const message = {
    ...depositConfirmedMail(mail, ctx.profile, how),
    mintsManageToken: true as const,
  };
  enqueueMail(ctx.store, { kind: "booking-update", bookingId, message }, now, hold);
  // Staff who hear of bookings hear of a deposit confirming one (staff who waived it know already).
  if (how !== "waived" && ctx.profile.notificationRecipients.length > 0) {
    const staffMessage = depositStaffMail(staffBookingMail(booking, "changed", notice), how);
    enqueueMail(ctx.store, { kind: "staff-update", bookingId, message: staffMessage }, now, hold);
  }
  return true;
}

/**
 * After a payment (`paid`) or a new price (`covered`), inside its transaction: confirms when what is
 * paid reaches the deposit; a staff edit's mails wait out its undo window (`hold`).
 */
export function confirmIfDepositPaid(
  ctx: ServiceContext,
  bookingId: string,
  how: "paid" | "covered",
  hold?: MailHold,
): boolean {
  const due = dueOf(findDeposit(ctx.store, bookingId));
  const row = findBooking(ctx.store, bookingId);
  if (!due || !row || row.status !== "confirmed") return false;
  const { paidPence } = takingsOf(row.totalCost, paymentsOf(ctx.store, bookingId));
  return paidPence >= due.depositPence && confirmDeposit(ctx, bookingId, how, hold);
}

/**
 * A provisional booking changed (inside the edit's or the move's transaction): what was paid stays
 * on it; its deposit follows a new price, and paid up to a smaller one it is confirmed; else the
 * deadline stays unless the new session's cutoff comes earlier, and a move that leaves under two
 * hours to pay is refused. A staff edit's mails wait out its undo window (`hold`), and its Undo
 * puts the deposit back as it was (remembered here).
 */
export function keepDepositOnChange(
  ctx: ServiceContext,
  row: BookingRow,
  priceBefore: number,
  by: "customer" | "staff",
  hold?: MailHold,
): void {
  const due = dueOf(findDeposit(ctx.store, row.id));
  if (!due) return;
  applyChangeToDeposit(ctx, due, row, priceBefore, by, hold);
  const after = findDeposit(ctx.store, row.id)!;
  const changed = (["depositPence", "dueMs", "state"] as const).some((key) => after[key] !== due[key]);
  if (hold && changed) rememberDepositBefore(ctx.store, row.id, hold.undoKey, due);
}

function applyChangeToDeposit(
  ctx: ServiceContext,
  due: DepositRow,
  row: BookingRow,
  priceBefore: number,
  by: "customer" | "staff",
  hold: MailHold | undefined,
): void {
  const price = { from: priceBefore, to: row.totalCost };
  const depositPence = depositAfterPriceChange(ctx.profile, due.depositPence, price);
  if (depositPence !== due.depositPence) {
    setDepositPence(ctx.store, row.id, depositPence);
    noteDeposit(ctx, row.id, due.depositPence, depositPence, "depositPence");
  }
  // Confirmed by the change (nothing left to pay): no deadline to keep.
  if (
    depositPence === 0
      ? confirmDeposit(ctx, row.id, "waived", hold)
      : confirmIfDepositPaid(ctx, row.id, "covered", hold)
  )
    return;
  keepDeadline(ctx, due, row.startMs, by);
}

function keepDeadline(ctx: ServiceContext, due: DepositRow, newStartMs: number, by: "customer" | "staff") {
  const dueMs = depositDeadlineAfterMove(ctx.profile, due.dueMs, newStartMs);
  if (dueMs === due.dueMs) return;
  // Too near to pay in time: refused as a new booking would be (the transaction undone).
  if (depositTooLate(dueMs, ctx.clock()))
    throw new ServiceError(
      "conflict",
      by === "customer" ? depositTooLateMessage(ctx.profile) : DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE,
    );
  const reminderMs = depositReminderMs(dueMs, ctx.profile.depositReminderHours, ctx.clock().getTime());
  moveDeadline(ctx.store, due.bookingId, dueMs, reminderMs);
}

/** Staff confirm without a deposit (the status call's `confirmed` on a provisional booking). */
export const waiveDeposit = (ctx: ServiceContext, bookingId: string): boolean =>
  confirmDeposit(ctx, bookingId, "waived");

/** Staff move a provisional booking's deadline; its reminder moves with it. */
export function setDepositDeadline(ctx: ServiceContext, bookingId: string, dueAt: string): Booking {
  return inWriteTransaction(ctx, () => {
    const row = findBooking(ctx.store, bookingId);
    if (!row) throw notFound("Booking");
    const due = row.status === "confirmed" ? dueOf(findDeposit(ctx.store, bookingId)) : undefined;
    if (!due) throw new ServiceError("conflict", NOT_PROVISIONAL_MESSAGE);
    const now = ctx.clock().getTime();
    const dueMs = Date.parse(dueAt);
    if (dueMs <= now) throw invalid("dueAt", DEPOSIT_DUE_PAST_MESSAGE);
    // A deadline after the start would release a session already under way, or over.
    if (dueMs >= row.startMs) throw invalid("dueAt", DEPOSIT_DUE_AFTER_START_MESSAGE);
    const reminderMs = depositReminderMs(dueMs, ctx.profile.depositReminderHours, now);
    moveDeadline(ctx.store, bookingId, dueMs, reminderMs);
    // The customer hears of it: the deadline their e-mails gave no longer holds.
    queueDepositDueMail(ctx, row, { bookingId, depositPence: due.depositPence, dueMs }, "deadline");
    noteDeposit(
      ctx,
      bookingId,
      new Date(due.dueMs).toISOString(),
      new Date(dueMs).toISOString(),
      "depositDueAt",
    );
    return withDeposit(ctx, toBooking(row));
  });
}

/** A deposit still due, told again to the customer (the reminder, or a deadline staff moved). */
export function queueDepositDueMail(
  ctx: ServiceContext,
  row: BookingRow,
  deposit: { bookingId: string; depositPence: number; dueMs: number },
  why: DepositDueAgain,
): void {
  const now = ctx.clock();
  const mail = reminderMail(ctx, toBooking(row), now);
  const message = {
    ...depositDueMail(mail, { ...deposit, paidPence: paidOn(ctx, row.id), profile: ctx.profile, now }, why),
    mintsManageToken: true as const,
  };
  enqueueMail(ctx.store, { kind: "booking-update", bookingId: row.id, message }, now);
}
