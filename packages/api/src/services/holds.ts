// Holds: staff pencil a named artist in for a night. A hold takes its interval in the same write
// transaction and by the same overlap rule as a booking; confirming makes it a booking (with the
// usual receipt), releasing or lapsing frees the time and tells the artist.
import { randomUUID } from "node:crypto";
import {
  adminConflictMessage,
  type Booking,
  type Duration,
  HOLD_ENDED_MESSAGE,
  HOLD_EXPIRED_MESSAGE,
  HOLD_EXPIRY_PAST_MESSAGE,
  type Hold,
  type HoldInput,
  heldForMessage,
  holdExpiryMs,
  holdHasExpired,
  pastStartIssues,
} from "@studio/domain";
import { enqueueMail } from "../store/email-outbox.js";
import { endHold, findHold, type HoldRow, insertHold, listHeld, toHold } from "../store/holds.js";
import { artistHoldMail, type HoldNotice } from "../mail/hold-mail.js";
import {
  inWriteTransaction,
  insertChecked,
  intervalOf,
  newBooking,
  refuseOverlap,
} from "./booking-writes.js";
import { nightsChanged, nightsTouched } from "./waitlist.js";
import type { ServiceContext } from "./context.js";
import { priceRuleOf } from "./studio-profile.js";
import { refuseOnDiary } from "./diary.js";
import { invalid, invalidFields, notFound, ServiceError } from "../errors.js";
import { checkStaffFields } from "./admin-bookings.js";

function tellArtist(ctx: ServiceContext, row: HoldRow, notice: HoldNotice): void {
  const message = artistHoldMail(row, notice, ctx.profile, ctx.clock());
  enqueueMail(ctx.store, { kind: "booking-update", bookingId: null, message }, ctx.clock());
}

function holdRowOf(ctx: ServiceContext, input: HoldInput): HoldRow {
  const now = ctx.clock();
  const expiresMs = holdExpiryMs(now, ctx.profile.holdHours, input.expiresAt);
  if (holdHasExpired(expiresMs, now)) throw invalid("expiresAt", HOLD_EXPIRY_PAST_MESSAGE);
  const interval = intervalOf(input);
  return {
    id: randomUUID(),
    date: input.date,
    startTime: input.startTime,
    duration: input.duration,
    engineer: input.engineer,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    note: input.note ? input.note : null,
    startMs: interval.startMs,
    endMs: interval.endMs,
    expiresMs,
    status: "held",
    bookingId: null,
    createdAt: now.toISOString(),
    endedAt: null,
  };
}

/** A hold keeps a night to come: a start in the past is refused as a staff booking's is. */
function refusePastStart(ctx: ServiceContext, slot: HoldInput | HoldRow): void {
  const past = pastStartIssues(slot, ctx.clock(), false);
  if (past.length > 0) throw invalidFields(past);
}

/** Places a hold: refused over a booking (named, for staff), another hold, a closure or leave. */
export function placeHold(ctx: ServiceContext, input: HoldInput): Hold {
  checkStaffFields(ctx, input);
  refusePastStart(ctx, input);
  refuseOnDiary(ctx, input, "staff");
  const row = holdRowOf(ctx, input);
  return inWriteTransaction(ctx, () => {
    refuseOverlap(ctx, row, {
      clash: (clash) => adminConflictMessage(clash, row.date),
      held: heldForMessage,
    });
    insertHold(ctx.store, row);
    if (input.notifyArtist) tellArtist(ctx, row, "placed");
    return toHold(row);
  });
}

export function listHolds(ctx: ServiceContext): Hold[] {
  return listHeld(ctx.store).map(toHold);
}

function heldRow(ctx: ServiceContext, id: string): HoldRow {
  const row = findHold(ctx.store, id);
  if (!row) throw notFound("Hold");
  if (row.status !== "held") throw new ServiceError("conflict", HOLD_ENDED_MESSAGE);
  return row;
}

/** A held hold not yet past its expiry (the lapse sweep may not have run): checked in the write. */
function unexpiredRow(ctx: ServiceContext, id: string): HoldRow {
  const row = heldRow(ctx, id);
  if (holdHasExpired(row.expiresMs, ctx.clock())) throw new ServiceError("conflict", HOLD_EXPIRED_MESSAGE);
  return row;
}

/** The hold becomes a booking: the usual checks, receipt and staff notice, in one transaction. */
export function confirmHold(ctx: ServiceContext, id: string): Booking {
  const found = findHold(ctx.store, id);
  if (!found) throw notFound("Hold");
  refuseOnDiary(ctx, found, "staff");
  refusePastStart(ctx, found);
  const input = {
    ...found,
    duration: found.duration as Duration,
    projectDescription: found.note ?? undefined,
  };
  const booking = newBooking(ctx, input, priceRuleOf(ctx.profile, found.engineer)(found.duration));
  return insertChecked(ctx, booking, {
    clash: (clash) => adminConflictMessage(clash, found.date),
    guard: () => {
      unexpiredRow(ctx, id);
      endHold(ctx.store, id, {
        status: "confirmed",
        endedAt: ctx.clock().toISOString(),
        bookingId: booking.id,
      });
    },
  });
}

/** Staff let the hold go: the time is free again and the artist is told. */
export function releaseHold(ctx: ServiceContext, id: string): { id: string } {
  return inWriteTransaction(ctx, () => {
    const row = heldRow(ctx, id);
    endHold(ctx.store, id, { status: "released", endedAt: ctx.clock().toISOString() });
    tellArtist(ctx, row, "released");
    nightsChanged(ctx, nightsTouched(row.date));
    return { id };
  });
}
