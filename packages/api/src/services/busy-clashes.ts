// A producer is e-mailed once per booking and busy event of their own calendar that overlap: when a
// busy event appears over a booking already made (which is not changed: staff see a warning on it,
// staff-bookings.ts), and when staff book or move a session over busy time on purpose. Each is
// recorded in the database so a restart or a re-read does not tell them again.
import { type StaffBusy, clashesOf } from "@studio/domain";
import { busyClashMail } from "../mail/calendar-mail.js";
import type { BookingRow } from "../store/bookings.js";
import { type ActiveSession, clashTold, recordClashTold, sessionsOfProducer } from "../store/busy-clashes.js";
import { staffBusyBetween } from "../store/calendars.js";
import { enqueueMail, type MailHold } from "../store/email-outbox.js";
import { listPeople } from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { busyForStaff } from "./diary.js";

/** The producer's addresses: the staff accounts that are them (none: nobody to tell yet). */
const addressesOf = (ctx: ServiceContext, producer: string): string[] =>
  listPeople(ctx.store)
    .filter((person) => person.role === "producer" && person.producer === producer)
    .map((person) => person.email);

/**
 * Inside a write transaction: records and mails the clashes of `session` with `busy` not told yet;
 * true when there were any. A staff change's mail waits out its undo window (`hold`) like the rest.
 */
function tellOfSession(
  ctx: ServiceContext,
  to: string[],
  session: ActiveSession,
  busy: readonly StaffBusy[],
  hold?: MailHold,
): boolean {
  const fresh = clashesOf(session, busy).filter((block) => !clashTold(ctx.store, session.id, block.id));
  if (fresh.length === 0) return false;
  const now = ctx.clock();
  for (const block of fresh) {
    const notice = { bookingId: session.id, eventKey: block.id, toldAt: now.toISOString() };
    recordClashTold(ctx.store, { ...notice, undoKey: hold?.undoKey ?? null });
  }
  const message = busyClashMail(to, session, fresh, ctx.profile, now);
  enqueueMail(ctx.store, { kind: "summary", bookingId: null, message }, now, hold);
  return true;
}

/** Mails `producer` of each session still to come that their busy time newly overlaps; how many. */
export function tellOfClashes(ctx: ServiceContext, producer: string): number {
  const to = addressesOf(ctx, producer);
  if (to.length === 0) return 0;
  const now = ctx.clock();
  const busy: StaffBusy[] = busyForStaff(ctx).filter((block) => block.engineer === producer);
  if (busy.length === 0) return 0;
  const told = ctx.store.transaction(
    () =>
      sessionsOfProducer(ctx.store, producer, now.getTime()).filter((session) =>
        tellOfSession(ctx, to, session, busy),
      ).length,
  );
  if (told > 0) ctx.mailer.wake();
  return told;
}

/**
 * Inside a booking's write transaction: a session still to come that its producer's calendar shows
 * them busy for (only staff may book over it) is told to the producer at once, not at the next read
 * of their calendar.
 */
export function tellOfBookingClashes(ctx: ServiceContext, row: BookingRow, hold?: MailHold): void {
  if (row.status !== "confirmed" || row.endMs <= ctx.clock().getTime()) return;
  const busy = staffBusyBetween(ctx.store, row.startMs, row.endMs);
  if (clashesOf(row, busy).length === 0) return;
  const to = addressesOf(ctx, row.engineer);
  if (to.length > 0) tellOfSession(ctx, to, row, busy, hold);
}
