// Reminders: `reminderHours` before a session, once per booking, scheduled in the database (the
// due time is derived from the stored start, and the mark that it went commits with its e-mail),
// so a restart or a crash neither loses nor repeats one.
import { reminderDueMs } from "@studio/domain";
import { markReminderSent, reminderCandidates } from "../store/booking-calendar.js";
import { toBooking } from "../store/bookings.js";
import { enqueueMail } from "../store/email-outbox.js";
import { reminderMail } from "./booking-notices.js";
import type { ServiceContext } from "./context.js";
import { startPolling } from "./polling.js";

const HOUR_MS = 3_600_000;

/** Queues every reminder due at the context's clock; returns how many. */
export function queueDueReminders(ctx: ServiceContext): number {
  const hours = ctx.profile.reminderHours;
  if (hours <= 0) return 0;
  const now = ctx.clock();
  const queued = ctx.store.transaction(() => {
    let count = 0;
    for (const row of reminderCandidates(ctx.store, now.getTime(), now.getTime() + hours * HOUR_MS)) {
      markReminderSent(ctx.store, row.id, row.startMs);
      // A booking made (or moved) after its reminder time has just been told everything: none.
      const due = reminderDueMs(row, hours);
      if (due === null || due > now.getTime()) continue;
      const booking = toBooking(row);
      const mail = { ...reminderMail(ctx, booking, now), mintsManageToken: true as const };
      enqueueMail(ctx.store, { kind: "reminder", bookingId: booking.id, message: mail }, now);
      count += 1;
    }
    return count;
  });
  if (queued > 0) ctx.mailer.wake();
  return queued;
}

/** Looks for due reminders now and every `everyMs` (the process starts it with the mail sender). */
export function startReminders(
  ctx: ServiceContext,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): () => void {
  return startPolling(() => queueDueReminders(ctx), onError, everyMs);
}
