// Telling the customer and the staff about a booking: called by the booking use-cases inside their
// write transaction, so a change and its e-mails commit together or not at all.
import { type Booking, manageLink, takingsOf } from "@studio/domain";
import { customerSeesChange, type SessionFields } from "../mail/brand.js";
import { type BookingNotice, customerBookingMail, staffBookingMail } from "../mail/booking-mail.js";
import { MANAGE_TOKEN_SLOT } from "../mail/manage-link.js";
import { currentSequence, nextSequence } from "../store/booking-calendar.js";
import { enqueueMail } from "../store/email-outbox.js";
import { paymentsOf } from "../store/payments.js";
import type { ServiceContext } from "./context.js";
import { findDeposit } from "../store/deposits.js";
import { dressCustomerMail, dueOf } from "./deposit-state.js";
import { EVERYONE_AT_ONCE, type MailPlan } from "./staff-mail.js";

/**
 * What every mail about the booking is told: the studio, the customer's manage link as stored (its
 * token is minted when the mail is sent: mail/manage-link.ts), the calendar event's sequence, the
 * time, and what its payments at the studio come to now (every mail says what is paid and due, and
 * whether a deposit is still due in it).
 */
export const noticeContextFor = (ctx: ServiceContext, booking: Booking, sequence: number, now: Date) => ({
  profile: ctx.profile,
  manageUrl: manageLink(ctx.publicUrl, MANAGE_TOKEN_SLOT),
  sequence,
  now,
  takings: takingsOf(booking.totalCost, paymentsOf(ctx.store, booking.id)),
  depositDue: dueOf(findDeposit(ctx.store, booking.id)) !== undefined,
});

/** The customer's reminder of their session: the calendar event as it stands (its sequence unchanged). */
export const reminderMail = (ctx: ServiceContext, booking: Booking, now: Date) =>
  customerBookingMail(
    booking,
    "reminder",
    noticeContextFor(ctx, booking, currentSequence(ctx.store, booking.id), now),
  );

/** Queues the customer's e-mail and the staff's notice about `booking`. Call inside a transaction. */
export function queueBookingNotices(
  ctx: ServiceContext,
  booking: Booking,
  notice: Exclude<BookingNotice, "reminder">,
  options: { before?: SessionFields; by?: "customer" | "staff"; reason?: string } = {},
  plan: MailPlan = EVERYONE_AT_ONCE,
): void {
  const now = ctx.clock();
  const noticeContext = {
    ...noticeContextFor(ctx, booking, nextSequence(ctx.store, booking.id), now),
    ...options,
  };
  const isNew = notice === "new";
  if (plan.customer) {
    // The manage link's token is minted when the mail is sent: the outbox never holds it.
    const message = {
      ...dressCustomerMail(ctx, booking.id, notice, customerBookingMail(booking, notice, noticeContext)),
      mintsManageToken: true as const,
    };
    const kind = isNew ? "receipt" : "booking-update";
    enqueueMail(ctx.store, { kind, bookingId: booking.id, message }, now, plan.hold);
  }
  if (plan.staff) {
    const message = staffBookingMail(booking, notice, {
      ...noticeContext,
      customerNotEmailed: !plan.customer,
    });
    const kind = isNew ? "staff-notification" : "staff-update";
    enqueueMail(ctx.store, { kind, bookingId: booking.id, message }, now, plan.hold);
  }
}

/**
 * After an admin edit: a change of date, time, length, producer or cost is told to both sides; a
 * change only the staff see (project description, notes) sends nothing. Cancelled bookings are
 * not re-announced.
 */
export function queueChangeNotices(
  ctx: ServiceContext,
  before: SessionFields,
  after: Booking,
  plan: MailPlan = EVERYONE_AT_ONCE,
): boolean {
  if (after.status !== "confirmed" || !customerSeesChange(before, after)) return false;
  queueBookingNotices(ctx, after, "changed", { before }, plan);
  return true;
}
