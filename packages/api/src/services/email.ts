// The admin's e-mail panel: who is notified, the upcoming-bookings summary, a test e-mail.
import { enqueueMail } from "../store/email-outbox.js";
import { toBooking, upcomingConfirmed } from "../store/bookings.js";
import { bookingSummary, testMail } from "../mail/templates.js";
import type { ServiceContext } from "./context.js";
import { ServiceError } from "./errors.js";

export function recipients(ctx: ServiceContext): string[] {
  return [...ctx.profile.notificationRecipients];
}

async function sendNow(ctx: ServiceContext, queued: number): Promise<void> {
  const result = await ctx.mailer.deliver(queued);
  if (!result.ok) throw new ServiceError("mail-failed", `The e-mail could not be sent: ${result.error}`);
}

/** E-mails the upcoming confirmed bookings to the notification recipients. */
export async function resendSummary(ctx: ServiceContext): Promise<{ success: true; totalBookings: number }> {
  const now = ctx.clock();
  const bookings = upcomingConfirmed(ctx.store, now.getTime()).map(toBooking);
  const id = enqueueMail(
    ctx.store,
    { kind: "summary", bookingId: null, message: bookingSummary(bookings, ctx.profile, now) },
    now,
  );
  await sendNow(ctx, id);
  return { success: true, totalBookings: bookings.length };
}

export async function sendTestEmail(ctx: ServiceContext): Promise<{ success: true; recipients: string[] }> {
  const now = ctx.clock();
  const id = enqueueMail(
    ctx.store,
    { kind: "test", bookingId: null, message: testMail(ctx.profile, now) },
    now,
  );
  await sendNow(ctx, id);
  return { success: true, recipients: recipients(ctx) };
}
