// A booking made before a busy event appeared in its producer's calendar is not changed: staff see
// a warning on it (staff-bookings.ts), and the producer is e-mailed once per booking and event,
// recorded in the database so a restart or a re-read does not tell them again.
import { type StaffBusy, clashesOf } from "@studio/domain";
import { busyClashMail } from "../mail/calendar-mail.js";
import { clashTold, recordClashTold, sessionsOfProducer } from "../store/busy-clashes.js";
import { enqueueMail } from "../store/email-outbox.js";
import { listPeople } from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { busyForStaff } from "./diary.js";

/** The producer's addresses: the staff accounts that are them (none: nobody to tell yet). */
const addressesOf = (ctx: ServiceContext, producer: string): string[] =>
  listPeople(ctx.store)
    .filter((person) => person.role === "producer" && person.producer === producer)
    .map((person) => person.email);

/** Mails `producer` of each session still to come that their busy time newly overlaps; how many. */
export function tellOfClashes(ctx: ServiceContext, producer: string): number {
  const to = addressesOf(ctx, producer);
  if (to.length === 0) return 0;
  const now = ctx.clock();
  const busy: StaffBusy[] = busyForStaff(ctx).filter((block) => block.engineer === producer);
  if (busy.length === 0) return 0;
  const told = ctx.store.transaction(() => {
    let count = 0;
    for (const session of sessionsOfProducer(ctx.store, producer, now.getTime())) {
      const fresh = clashesOf(session, busy).filter((block) => !clashTold(ctx.store, session.id, block.id));
      if (fresh.length === 0) continue;
      for (const block of fresh) recordClashTold(ctx.store, session.id, block.id, now.toISOString());
      const message = busyClashMail(to, session, fresh, ctx.profile, now);
      enqueueMail(ctx.store, { kind: "summary", bookingId: null, message }, now);
      count++;
    }
    return count;
  });
  if (told > 0) ctx.mailer.wake();
  return told;
}
