// A provisional booking unpaid by its deadline is cancelled ("No deposit by ..."), its time freed
// and the waitlist woken, with the customer's and the staff's mails (METHOD:CANCEL); one reminder
// goes before the deadline. Both are kept in booking_deposits and looked at with the hold lapses,
// so a restart neither loses nor repeats one: the mark and its mails commit together.
import { depositLapseReason, takingsOf } from "@studio/domain";
import { findBooking, updateBooking } from "../store/bookings.js";
import { endDeposit, lapsedDeposits, markReminded, remindersDue } from "../store/deposits.js";
import { paymentsOf } from "../store/payments.js";
import { cancelRow } from "./booking-status.js";
import { queueDepositDueMail } from "./deposits.js";
import type { ServiceContext } from "./context.js";
import { EVERYONE_AT_ONCE } from "./staff-mail.js";

/** Cancels every provisional booking whose deadline has come; returns how many. */
export function lapseDueDeposits(ctx: ServiceContext): number {
  const now = ctx.clock();
  // One instant for the whole lapse: the deposit's end, the cancel and the terms it records.
  const atNow: ServiceContext = { ...ctx, clock: () => now };
  const lapsed = ctx.store.transaction(() => {
    let count = 0;
    for (const deposit of lapsedDeposits(ctx.store, now.getTime())) {
      if (endDeposit(ctx.store, deposit.bookingId, "lapsed", now.toISOString()) === 0) continue;
      const row = findBooking(ctx.store, deposit.bookingId);
      if (row?.status !== "confirmed") continue;
      const reason = depositLapseReason(new Date(deposit.dueMs).toISOString(), now);
      // What was paid short of the deposit is owed back in full: the studio released the date.
      const paid = takingsOf(row.totalCost, paymentsOf(ctx.store, row.id)).paidPence > 0;
      const mail = { plan: EVERYONE_AT_ONCE, note: null, sendReason: true };
      cancelRow(atNow, row, "staff", reason, mail, paid ? "waive" : undefined);
      // A lapse is the studio's rule, not a late cancel by the customer.
      updateBooking(ctx.store, row.id, { lateCancel: 0 });
      count += 1;
    }
    return count;
  });
  if (lapsed > 0) ctx.mailer.wake();
  return lapsed;
}

/** Sends each due deposit's one reminder; returns how many. */
export function remindDueDeposits(ctx: ServiceContext): number {
  const now = ctx.clock();
  const sent = ctx.store.transaction(() => {
    let count = 0;
    for (const deposit of remindersDue(ctx.store, now.getTime())) {
      if (markReminded(ctx.store, deposit.bookingId, now.toISOString()) === 0) continue;
      const row = findBooking(ctx.store, deposit.bookingId);
      if (row?.status !== "confirmed") continue;
      queueDepositDueMail(ctx, row, deposit, "reminder");
      count += 1;
    }
    return count;
  });
  if (sent > 0) ctx.mailer.wake();
  return sent;
}
