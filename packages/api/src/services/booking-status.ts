// A booking's status: cancel (archived, both sides told) and restore (the slot checked again).
import { randomUUID } from "node:crypto";
import {
  type Booking,
  type BookingStatus,
  isLateCancel,
  RESTORE_TAKEN_MESSAGE,
  restoreConflictMessage,
  type StaffEditOptions,
  type StaffMailOptions,
} from "@studio/domain";
import {
  archiveSnapshot,
  deleteArchivedFor,
  findArchived,
  listArchived,
  toArchivedBooking,
} from "../store/archived-bookings.js";
import {
  type BookingRow,
  findBooking,
  toBooking,
  updateBooking as updateBookingRow,
} from "../store/bookings.js";
import { recordChange } from "./audit.js";
import { refuseOnDiary } from "./diary.js";
import { queueBookingNotices } from "./booking-notices.js";
import { inWriteTransaction, writeBooking } from "./booking-writes.js";
import { nightsChanged, nightsTouched } from "./waitlist.js";
import type { ServiceContext } from "./context.js";
import { recordTermsOnCancel, staffTermsOnCancel, type TermsOnCancel, withDeposit } from "./deposit-state.js";
import { waiveDeposit } from "./deposits.js";
import { notFound } from "../errors.js";
import {
  type ChangedBooking,
  EVERYONE_AT_ONCE,
  joinNotes,
  type MailPlan,
  planStaffMail,
  undoesChangeTo,
} from "./staff-mail.js";

/**
 * Makes a cancelled booking active again, if its slot is still free; clears its archive row. A night
 * closed since (or its producer away) is refused unless staff override it; an Undo of the cancel is not.
 */
function restoreRow(ctx: ServiceContext, row: BookingRow, options: StaffEditOptions): ChangedBooking {
  if (row.status !== "cancelled") {
    deleteArchivedFor(ctx.store, row.id);
    // Confirming a provisional booking: staff confirm it without its deposit.
    waiveDeposit(ctx, row.id);
    return withDeposit(ctx, toBooking(row));
  }
  return writeBooking(ctx, {
    plan: () => {
      // Asked before the Undo withdraws the mails its change was recorded against.
      const undoing = undoesChangeTo(ctx, row.id, options);
      const staffMail = planStaffMail(ctx, row.id, options);
      const { startMs: _start, endMs: _end, ...kept } = row;
      const after = {
        ...kept,
        status: "confirmed" as const,
        cancelledAt: null,
        cancelReason: null,
        lateCancel: 0,
      };
      if (!undoing) refuseOnDiary(ctx, { ...after, overrideDiary: options.overrideDiary }, "staff");
      return { before: row, after, note: staffMail.note, staffMail };
    },
    action: "restored",
    refusals: {
      clash: (clash) => restoreConflictMessage(clash, row.date),
      race: RESTORE_TAKEN_MESSAGE,
    },
    alongside: (stored, { staffMail }) => {
      deleteArchivedFor(ctx.store, row.id);
      const restored = toBooking(stored);
      queueBookingNotices(ctx, restored, "restored", {}, staffMail.plan);
      return staffMail.undo ? { ...restored, undo: staffMail.undo } : restored;
    },
  });
}

/**
 * Archives the booking (with the staff's reason, if given) and frees its slot; both sides are told,
 * the customer of the reason only when `sendReason`. Call inside a transaction.
 */
export function cancelRow(
  ctx: ServiceContext,
  row: BookingRow,
  by: "staff" | "customer",
  reason?: string,
  mail: { plan: MailPlan; note: string | null; sendReason?: boolean | undefined } = {
    plan: EVERYONE_AT_ONCE,
    note: null,
  },
  /** What was paid, settled by the studio's terms (a customer's cancel always) or waived; none: nothing recorded. */
  terms: TermsOnCancel | undefined = by === "customer" ? "apply" : undefined,
): Booking {
  if (row.status === "cancelled") return toBooking(row);
  const now = ctx.clock().toISOString();
  const cancelReason = reason ? reason : null;
  // Inside the cancellation notice window, by staff or customer alike: a late cancel.
  const lateCancel = isLateCancel(row, ctx.profile.cancellationNoticeHours, ctx.clock()) ? 1 : 0;
  updateBookingRow(ctx.store, row.id, { status: "cancelled", cancelledAt: now, cancelReason, lateCancel });
  const cancelledRow = findBooking(ctx.store, row.id)!;
  if (terms) recordTermsOnCancel(ctx, row, terms);
  archiveSnapshot(ctx.store, randomUUID(), cancelledRow, now);
  recordChange(ctx, "cancelled", row, cancelledRow, joinNotes(cancelReason, mail.note));
  const cancelled = toBooking(cancelledRow);
  queueBookingNotices(
    ctx,
    cancelled,
    "cancelled",
    { by, ...(cancelReason && mail.sendReason ? { reason: cancelReason } : {}) },
    mail.plan,
  );
  // Told with the cancel's own mails: after the undo window, and never if it is undone inside it.
  nightsChanged(ctx, nightsTouched(row.date), mail.plan.hold);
  return cancelled;
}

/** A staff cancel: its mails wait out the undo window (or are withdrawn when it undoes a restore). */
function staffCancel(
  ctx: ServiceContext,
  row: BookingRow,
  reason: string | undefined,
  options: StaffMailOptions,
  sendReason?: boolean,
  waiveTerms?: boolean,
) {
  if (row.status === "cancelled") return toBooking(row);
  const { plan, undo, note } = planStaffMail(ctx, row.id, options);
  const terms = staffTermsOnCancel(ctx, waiveTerms);
  const cancelled = cancelRow(ctx, row, "staff", reason, { plan, note, sendReason }, terms);
  return undo ? { ...cancelled, undo } : cancelled;
}

/**
 * Cancel archives a snapshot, keeping the staff's reason if given; confirm restores (re-checking
 * the slot). Same status: unchanged.
 */
export function setBookingStatus(
  ctx: ServiceContext,
  id: string,
  change: {
    status: BookingStatus;
    reason?: string | undefined;
    sendReason?: boolean | undefined;
    waiveTerms?: boolean | undefined;
  } & StaffEditOptions,
): ChangedBooking {
  const { status, reason, sendReason, waiveTerms, ...options } = change;
  return inWriteTransaction(ctx, () => {
    const row = findBooking(ctx.store, id);
    if (!row) throw notFound("Booking");
    if (status === "confirmed") return restoreRow(ctx, row, options);
    return staffCancel(ctx, row, reason, options, sendReason, waiveTerms);
  });
}

export function listArchivedBookings(ctx: ServiceContext) {
  return listArchived(ctx.store).map(toArchivedBooking);
}

/** Restore from the Archive tab: `id` is the archive row's id (or the booking's). */
export function restoreArchivedBooking(
  ctx: ServiceContext,
  id: string,
  options: StaffEditOptions = {},
): ChangedBooking {
  return inWriteTransaction(ctx, () => {
    const archived = findArchived(ctx.store, id);
    if (!archived) throw notFound("Archived booking");
    const row = findBooking(ctx.store, archived.originalBookingId);
    if (!row) throw notFound("Booking");
    return restoreRow(ctx, row, options);
  });
}
