// Telling the customer and the staff about a booking: called by the booking use-cases inside their
// write transaction, so a change and its e-mails commit together or not at all.
import { type Booking, manageLink } from "@studio/domain";
import { customerSeesChange, type SessionFields } from "../mail/brand.js";
import { type BookingNotice, customerBookingMail, staffBookingMail } from "../mail/booking-mail.js";
import { MANAGE_TOKEN_SLOT } from "../mail/manage-link.js";
import { nextSequence } from "../store/booking-calendar.js";
import { enqueueMail } from "../store/email-outbox.js";
import type { ServiceContext } from "./context.js";

/** The customer's manage link as stored: its token is minted when the mail is sent (mail/manage-link.ts). */
export const manageLinkSlot = (ctx: ServiceContext) => manageLink(ctx.publicUrl, MANAGE_TOKEN_SLOT);

/** Queues the customer's e-mail and the staff's notice about `booking`. Call inside a transaction. */
export function queueBookingNotices(
  ctx: ServiceContext,
  booking: Booking,
  notice: Exclude<BookingNotice, "reminder">,
  options: { before?: SessionFields; by?: "customer" | "staff"; reason?: string } = {},
): void {
  const now = ctx.clock();
  const noticeContext = {
    profile: ctx.profile,
    manageUrl: manageLinkSlot(ctx),
    sequence: nextSequence(ctx.store, booking.id),
    now,
    ...options,
  };
  const isNew = notice === "new";
  enqueueMail(
    ctx.store,
    {
      kind: isNew ? "receipt" : "booking-update",
      bookingId: booking.id,
      message: { ...customerBookingMail(booking, notice, noticeContext), mintsManageToken: true },
    },
    now,
  );
  enqueueMail(
    ctx.store,
    {
      kind: isNew ? "staff-notification" : "staff-update",
      bookingId: booking.id,
      message: staffBookingMail(booking, notice, noticeContext),
    },
    now,
  );
}

/**
 * After an admin edit: a change of date, time, length, producer or cost is told to both sides; a
 * change only the staff see (project description, notes) sends nothing. Cancelled bookings are
 * not re-announced.
 */
export function queueChangeNotices(ctx: ServiceContext, before: SessionFields, after: Booking): boolean {
  if (after.status !== "confirmed" || !customerSeesChange(before, after)) return false;
  queueBookingNotices(ctx, after, "changed", { before });
  return true;
}
