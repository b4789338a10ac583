// A calendar's failed read: its last good busy times stay, the next try backs off, and after a day
// of failures the owner is told once (through the outbox) until the calendar reads again.
import { ownerToBeTold, urlHint } from "@studio/domain";
import { calendarFailingMail } from "../mail/calendar-mail.js";
import { type CalendarRow, saveRead } from "../store/calendars.js";
import { enqueueMail } from "../store/email-outbox.js";
import type { ServiceContext } from "./context.js";

/** Records the failure `reason` of calendar `row` (as it is now in the store), read after `wait`. */
export function recordFailedRead(ctx: ServiceContext, row: CalendarRow, reason: string, wait: number): void {
  const now = ctx.clock();
  const failingSince = row.failingSince ?? now.toISOString();
  const tell = ownerToBeTold(failingSince, row.ownerToldAt, now);
  ctx.store.transaction(() => {
    saveRead(
      ctx.store,
      row.id,
      {
        lastError: reason,
        failingSince,
        failures: row.failures + 1,
        nextReadAt: new Date(now.getTime() + wait).toISOString(),
        ...(tell ? { ownerToldAt: now.toISOString() } : {}),
      },
      null,
    );
    if (!tell) return;
    const calendar = { ...row, urlHint: urlHint(row.url), lastError: reason };
    const message = calendarFailingMail(calendar, failingSince, ctx.profile, now);
    enqueueMail(ctx.store, { kind: "summary", bookingId: null, message }, now);
  });
  if (tell) ctx.mailer.wake();
}
