// Takings on one booking: money taken and given back (checked against the balance inside the write
// transaction, as the overlap rule is), who came, and the receipt through the outbox.
import {
  ATTENDANCE_CANCELLED,
  ATTENDANCE_TOO_EARLY,
  type Attendance,
  checkMoneyMove,
  ERASED,
  formatPounds,
  hasSessionStarted,
  type Payment,
  type PaymentInput,
  paymentMethodLabel,
  type StaffBooking,
  type Takings,
  takingsOf,
} from "@studio/domain";
import { paymentReceiptMail } from "../mail/payment-mail.js";
import { insertAudit } from "../store/booking-audit.js";
import { type BookingRow, findBooking, toBooking, updateBooking } from "../store/bookings.js";
import { enqueueMail } from "../store/email-outbox.js";
import { findDeposit } from "../store/deposits.js";
import { insertPayment, paymentsOf } from "../store/payments.js";
import { inWriteTransaction } from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { notFound, ServiceError } from "../errors.js";
import { staffBooking } from "./staff-bookings.js";
import { dueOf, refuseLapsedPayment } from "./deposit-state.js";
import { confirmIfDepositPaid, keepDepositOnChange } from "./deposits.js";

export interface PaymentsView extends Takings {
  payments: Payment[];
}

/** Who took the money: the admin session and device (the booking history's actor). */
const takerOf = (ctx: ServiceContext) => ctx.actor ?? "staff";

function bookingRow(ctx: ServiceContext, id: string): BookingRow {
  const row = findBooking(ctx.store, id);
  if (!row) throw notFound("Booking");
  return row;
}

function viewOf(ctx: ServiceContext, row: BookingRow): PaymentsView {
  const payments = paymentsOf(ctx.store, row.id);
  return { payments, ...takingsOf(row.totalCost, payments) };
}

export function bookingPayments(ctx: ServiceContext, bookingId: string): PaymentsView {
  return viewOf(ctx, bookingRow(ctx, bookingId));
}

/**
 * Takes a payment or a refund; a refund lowers the price by what it gives back unless told not to
 * (the new price goes in the same history entry). The balance is read and checked in the same BEGIN IMMEDIATE
 * transaction as the insert, so two staff taking the whole balance at once cannot both succeed.
 */
export function takePayment(ctx: ServiceContext, bookingId: string, input: PaymentInput): PaymentsView {
  return inWriteTransaction(ctx, () => {
    const row = bookingRow(ctx, bookingId);
    if (input.kind === "payment") refuseLapsedPayment(ctx, row);
    const verdict = checkMoneyMove(row.totalCost, paymentsOf(ctx.store, row.id), input);
    if (!verdict.ok) {
      throw new ServiceError("conflict", verdict.message, {
        issues: [{ path: "amountPence", message: verdict.message }],
      });
    }
    const at = ctx.clock();
    const payment: Omit<Payment, "id"> = {
      bookingId: row.id,
      kind: input.kind,
      amountPence: input.amountPence,
      method: input.method,
      note: input.note ? input.note : null,
      reason: input.kind === "refund" ? (input.reason ?? null) : null,
      takenAt: at.toISOString(),
      takenBy: takerOf(ctx),
    };
    insertPayment(ctx.store, payment);
    const repriced = verdict.pricePence !== row.totalCost;
    if (repriced) updateBooking(ctx.store, row.id, { totalCost: verdict.pricePence });
    insertAudit(ctx.store, {
      bookingId: row.id,
      at: payment.takenAt,
      actor: payment.takenBy,
      action: "edited",
      changes: [
        {
          field: input.kind,
          from: null,
          to: `${formatPounds(input.amountPence)} by ${paymentMethodLabel(input.method).toLowerCase()}`,
        },
        ...(repriced ? [{ field: "totalCost", from: row.totalCost, to: verdict.pricePence }] : []),
      ],
      note: payment.reason ?? payment.note,
    });
    // A payment may confirm a provisional booking; a refund that lowers its price is a new price,
    // which its deposit follows (and what was paid may then cover).
    if (repriced) keepDepositOnChange(ctx, bookingRow(ctx, row.id), row.totalCost, "staff");
    else confirmIfDepositPaid(ctx, row.id, "paid");
    const after = bookingRow(ctx, row.id);
    if (input.sendReceipt && row.email !== ERASED) {
      const due = after.status === "confirmed" ? dueOf(findDeposit(ctx.store, row.id)) : undefined;
      const deposit = due && { depositPence: due.depositPence, dueAt: new Date(due.dueMs).toISOString() };
      const message = paymentReceiptMail(toBooking(after), payment, verdict.after, ctx.profile, deposit);
      enqueueMail(ctx.store, { kind: "booking-update", bookingId: row.id, message }, at);
    }
    return viewOf(ctx, after);
  });
}

/** Arrived or no-show: only on an active booking whose session has started. */
export function setAttendance(ctx: ServiceContext, bookingId: string, attendance: Attendance): StaffBooking {
  return inWriteTransaction(ctx, () => {
    const row = bookingRow(ctx, bookingId);
    if (row.status === "cancelled") throw new ServiceError("conflict", ATTENDANCE_CANCELLED);
    if (!hasSessionStarted(row, ctx.clock())) throw new ServiceError("conflict", ATTENDANCE_TOO_EARLY);
    if (row.attendance !== attendance) {
      updateBooking(ctx.store, row.id, { attendance });
      insertAudit(ctx.store, {
        bookingId: row.id,
        at: ctx.clock().toISOString(),
        actor: takerOf(ctx),
        action: "edited",
        changes: [{ field: "attendance", from: row.attendance, to: attendance }],
        note: null,
      });
    }
    return staffBooking(ctx, bookingRow(ctx, row.id));
  });
}
