// A customer moving their own session from the manage link: one write transaction on the same
// booking, so the old time is freed and the new one taken together and nothing is lost between.
import {
  checkMoveAllowed,
  checkPublicBooking,
  HELD_PUBLIC_MESSAGE,
  isSameSlot,
  type MoveInput,
  moveCost,
  moveLengthRefusal,
  moveRefusals,
  publicConflictMessage,
  TIME_CONFLICT_MESSAGE,
} from "@studio/domain";
import { movesMade, recordMove } from "../store/booking-moves.js";
import { type BookingRow, findBooking, toBooking } from "../store/bookings.js";
import { bookableProducers } from "../store/producers.js";
import { queueBookingNotices } from "./booking-notices.js";
import { activeAround, refuseOnVerdict, writeBooking } from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { customerActor, priceSetBy } from "./audit.js";
import { priceRuleOf } from "./studio-profile.js";
import { refuseOnDiary } from "./diary.js";
import { invalid, ServiceError } from "../errors.js";
import { keepDepositOnChange } from "./deposits.js";
import { type ManageView, rowForToken, viewOf } from "./manage.js";

/** The policy first (cancelled, moves off or used, notice window), then the new slot's own rules. */
function checkMove(ctx: ServiceContext, row: BookingRow, input: MoveInput): void {
  const now = ctx.clock();
  const allowed = checkMoveAllowed({
    booking: row,
    movesMade: movesMade(ctx.store, row.id),
    settings: ctx.profile,
    contact: ctx.profile,
    now,
  });
  if (!allowed.ok) throw new ServiceError("conflict", allowed.message);
  if (isSameSlot(input, row)) throw invalid("startTime", moveRefusals.same);
  const ownPrice = priceRuleOf(ctx.profile, row.engineer);
  const length = moveLengthRefusal(row, input.duration, ctx.profile, ownPrice, priceSetBy(ctx, row));
  if (length) throw invalid("duration", length);
  const others = activeAround(ctx, input.date).filter((b) => b.id !== row.id);
  refuseOnVerdict(
    checkPublicBooking({ ...input, bookings: others, bookableProducers: bookableProducers(ctx.store), now }),
  );
  refuseOnDiary(ctx, input, "customer");
}

/** Moves the booking behind `token` to `input`: same id, same calendar UID, the next SEQUENCE. */
export function moveBooking(ctx: ServiceContext, token: string, input: MoveInput): ManageView {
  return writeBooking(ctx, {
    plan: () => {
      const row = rowForToken(ctx, token);
      checkMove(ctx, row, input);
      const { newCost } = moveCost(row, input.duration, priceRuleOf(ctx.profile, input.engineer));
      const { startMs: _start, endMs: _end, ...kept } = row;
      const { date, startTime, duration, engineer } = input;
      const after = { ...kept, date, startTime, duration, engineer, totalCost: newCost };
      const actor = customerActor(row);
      return { before: row, after, note: "Moved online by the customer", actor };
    },
    action: "edited",
    refusals: { clash: publicConflictMessage, held: () => HELD_PUBLIC_MESSAGE, race: TIME_CONFLICT_MESSAGE },
    alongside: (stored, { before }) => {
      keepDepositOnChange(ctx, stored, before.totalCost, "customer");
      recordMove(ctx.store, stored.id, ctx.clock().toISOString());
      const after = findBooking(ctx.store, stored.id)!;
      queueBookingNotices(ctx, toBooking(after), "changed", { before, by: "customer" });
      return viewOf(ctx, after);
    },
  });
}
