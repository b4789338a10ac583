// Holds lapse at their expiry: the expiry is stored with the hold, and a look every half minute
// lapses the due ones, so a restart neither loses nor repeats a lapse (the mark and its e-mails
// commit together).
import { artistHoldMail, staffHoldLapsedMail } from "../mail/hold-mail.js";
import { enqueueMail } from "../store/email-outbox.js";
import { endHold, lapsedBy } from "../store/holds.js";
import type { ServiceContext } from "./context.js";
import { lapseDueDeposits, remindDueDeposits } from "./deposit-lapses.js";
import { startPolling } from "./polling.js";
import { nightsChanged, nightsTouched, sweepWaitlist } from "./waitlist.js";

/** Lapses every hold whose expiry has come at the context's clock; returns how many. */
export function lapseDueHolds(ctx: ServiceContext): number {
  const now = ctx.clock();
  const lapsed = ctx.store.transaction(() => {
    let count = 0;
    for (const row of lapsedBy(ctx.store, now.getTime())) {
      if (endHold(ctx.store, row.id, { status: "lapsed", endedAt: now.toISOString() }) === 0) continue;
      const artist = artistHoldMail(row, "lapsed", ctx.profile, now);
      enqueueMail(ctx.store, { kind: "booking-update", bookingId: null, message: artist }, now);
      const staff = staffHoldLapsedMail(row, ctx.profile, now);
      enqueueMail(ctx.store, { kind: "staff-update", bookingId: null, message: staff }, now);
      nightsChanged(ctx, nightsTouched(row.date));
      count += 1;
    }
    return count;
  });
  if (lapsed > 0) ctx.mailer.wake();
  return lapsed;
}

/** Lapses due holds now and every `everyMs` (main.ts starts it with the reminders). */
export function startHoldLapses(
  ctx: ServiceContext,
  onError: (error: unknown) => void,
  everyMs = 30_000,
): () => void {
  return startPolling(
    () => {
      lapseDueHolds(ctx);
      // Provisional bookings' deposits keep the same schedule (deposit-lapses.ts).
      lapseDueDeposits(ctx);
      remindDueDeposits(ctx);
      // The waitlist's safety net: time freed by a path that did not wake it (an undo) is offered too.
      sweepWaitlist(ctx);
    },
    onError,
    everyMs,
  );
}
