// The customer's own view of their booking, reached by the manage link in every e-mail: what it
// is, its calendar file, and cancelling it while the notice window allows.
import {
  type BookingStatus,
  type CancelTerms,
  type TermsSettled,
  canSelfCancel,
  manageLink,
  selfCancelClosedMessage,
  type Takings,
  takingsOf,
} from "@studio/domain";
import { hashToken, isTokenShaped } from "../auth/link-token.js";
import { bookingCalendar } from "../mail/booking-event.js";
import { bookingIdForToken, currentSequence } from "../store/booking-calendar.js";
import { movesMade } from "../store/booking-moves.js";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import { paymentsOf } from "../store/payments.js";
import { cancelRow } from "./booking-status.js";
import type { ServiceContext } from "./context.js";
import { depositView } from "./deposit-state.js";
import { notFound, ServiceError } from "../errors.js";

/** Exactly what the manage page may know: nothing else about anyone (its takings: paid, balance). */
export interface ManageView extends Takings {
  /** The booking's reference, the same after a move. */
  id: string;
  date: string;
  startTime: string;
  duration: number;
  engineer: string;
  totalCost: number;
  status: BookingStatus | "provisional";
  firstName: string;
  /** Moves this booking has had online (the policy allows the profile's maxMovesPerBooking). */
  movesMade: number;
  /** Always answered: a provisional booking's deposit and deadline, else null. */
  depositPence?: number | null;
  depositDueAt?: string | null;
  /**
   * What a cancel now would keep and refund; a cancelled booking's: what its cancel recorded, with
   * `waived` (staff waived the terms) and `settled` (by the terms, waived, or the date released by
   * a lapse), or null when its cancel recorded none.
   */
  cancelTerms?: (CancelTerms & { waived?: boolean; settled?: TermsSettled }) | null;
}

export function rowForToken(ctx: ServiceContext, token: string): BookingRow {
  const id = isTokenShaped(token) ? bookingIdForToken(ctx.store, hashToken(token)) : undefined;
  const row = id ? findBooking(ctx.store, id) : undefined;
  if (!row) throw notFound("Booking");
  return row;
}

export const viewOf = (ctx: ServiceContext, row: BookingRow): ManageView => ({
  id: row.id,
  date: row.date,
  startTime: row.startTime,
  duration: row.duration,
  engineer: row.engineer,
  totalCost: row.totalCost,
  firstName: row.firstName,
  movesMade: movesMade(ctx.store, row.id),
  ...depositView(ctx, row),
  // What was paid and what is left, as the staff's screens count it (the domain's one rule).
  ...takingsOf(row.totalCost, paymentsOf(ctx.store, row.id)),
});

export function manageView(ctx: ServiceContext, token: string): ManageView {
  return viewOf(ctx, rowForToken(ctx, token));
}

/** The booking's current calendar event ("Add to calendar"): same UID, the last sent SEQUENCE. */
export function manageCalendar(ctx: ServiceContext, token: string): string {
  const row = rowForToken(ctx, token);
  const method = row.status === "cancelled" ? "CANCEL" : "PUBLISH";
  return bookingCalendar(
    toBooking(row),
    method,
    currentSequence(ctx.store, row.id),
    ctx.profile,
    ctx.clock(),
    {
      manageUrl: manageLink(ctx.publicUrl, token),
      takings: takingsOf(row.totalCost, paymentsOf(ctx.store, row.id)),
      tentative: depositView(ctx, row).status === "provisional",
    },
  );
}

/** Cancels like a staff cancel (archived, slot freed, both sides told), until the notice window. */
export function selfCancel(ctx: ServiceContext, token: string): ManageView {
  const view = ctx.store.transaction(() => {
    const row = rowForToken(ctx, token);
    if (row.status === "cancelled") return viewOf(ctx, row);
    if (!canSelfCancel(row, ctx.profile.cancellationNoticeHours, ctx.clock())) {
      throw new ServiceError(
        "conflict",
        selfCancelClosedMessage(ctx.profile.cancellationNoticeHours, ctx.profile),
      );
    }
    cancelRow(ctx, row, "customer");
    return viewOf(ctx, findBooking(ctx.store, row.id)!);
  });
  ctx.mailer.wake();
  return view;
}
