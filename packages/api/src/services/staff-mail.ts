// Who hears of a staff change, and when: its mails wait out the undo window (STAFF_UNDO_SECONDS)
// under a key the Undo names; an Undo inside the window withdraws them and tells nobody.
import { randomUUID } from "node:crypto";
import {
  type Booking,
  CUSTOMER_NOT_EMAILED_NOTE,
  type StaffMailOptions,
  type StaffUndo,
  UNDO_OF_ANOTHER_BOOKING,
  UNDONE_SILENTLY_NOTE,
} from "@studio/domain";
import { invalid } from "../errors.js";
import { forgetHeldClashNotices } from "../store/busy-clashes.js";
import { bookingsOfChange, type MailHold, withdrawHeldMail } from "../store/email-outbox.js";
import type { ServiceContext } from "./context.js";
import { restoreDepositsUndone } from "./deposit-state.js";

/** Which of a change's two mails are queued, and whether they wait for the undo window. */
export interface MailPlan {
  customer: boolean;
  staff: boolean;
  hold?: MailHold;
}

/** A booking after a staff change, with the key an Undo names while the change can be undone. */
export type ChangedBooking = Booking & { undo?: StaffUndo };

export const EVERYONE_AT_ONCE: MailPlan = { customer: true, staff: true };
export const NOBODY: MailPlan = { customer: false, staff: false };

interface StaffMailPlan {
  plan: MailPlan;
  /** Set when the change can still be undone silently. */
  undo?: StaffUndo;
  /** For the change's history entry. */
  note: string | null;
}

/**
 * Plans a staff change's mail. Call inside the change's write transaction: an Undo whose change's
 * mail is all still held withdraws it there, so the undo and the withdrawal commit together. An
 * Undo naming a change to another booking is refused (it would withdraw that change's mails).
 */
export function planStaffMail(
  ctx: ServiceContext,
  bookingId: string,
  options: StaffMailOptions = {},
): StaffMailPlan {
  const now = ctx.clock();
  if (options.undoes && bookingsOfChange(ctx.store, options.undoes).some((id) => id !== bookingId))
    throw invalid("undoes", UNDO_OF_ANOTHER_BOOKING);
  if (options.undoes && withdrawHeldMail(ctx.store, options.undoes, now.getTime())) {
    // A producer told of a busy clash by the withdrawn mail was never told.
    forgetHeldClashNotices(ctx.store, options.undoes);
    // A deposit the change moved, repriced or ended (a price cut that confirmed it) is as it was.
    restoreDepositsUndone(ctx, options.undoes);
    return { plan: NOBODY, note: UNDONE_SILENTLY_NOTE };
  }
  const key = randomUUID();
  const releaseAt = new Date(now.getTime() + (ctx.staffUndoMs ?? 0));
  const customer = options.notifyCustomer !== false;
  return {
    plan: { customer, staff: true, hold: { undoKey: key, releaseAt } },
    undo: { key, until: releaseAt.toISOString() },
    note: customer ? null : CUSTOMER_NOT_EMAILED_NOTE,
  };
}

/**
 * The change is an Undo of an earlier change to this booking (one its key was recorded against),
 * which puts back what was: the diary does not refuse it. A key nothing was recorded against is no Undo.
 */
export const undoesChangeTo = (ctx: ServiceContext, bookingId: string, options: StaffMailOptions): boolean =>
  options.undoes !== undefined && bookingsOfChange(ctx.store, options.undoes).includes(bookingId);

/** The history note: the staff's own words first, then what the mail plan adds. */
export const joinNotes = (...notes: (string | null | undefined)[]): string | null =>
  notes.filter((note) => note).join(" · ") || null;
