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
import { type BookingRow, findBooking, toBooking, updateBooking } from "../store/bookings.js";
import { bookableProducers } from "../store/engineers.js";
import { recordChange } from "./audit.js";
import { queueBookingNotices } from "./booking-notices.js";
import {
  activeAround,
  intervalOf,
  inWriteTransaction,
  refuseOnVerdict,
  refuseOverlap,
} from "./booking-writes.js";
import { nightsTouched, wakeWaitlist } from "./waitlist.js";
import type { ServiceContext } from "./context.js";
import { priceRuleOf } from "./studio-profile.js";
import { refuseOnDiary } from "./diary.js";
import { invalid, ServiceError } from "../errors.js";
import { keepDepositOnMove } from "./deposit-state.js";
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
  const price = priceRuleOf(ctx.profile, input.engineer);
  const length = moveLengthRefusal(row, input.duration, ctx.profile, price);
  if (length) throw invalid("duration", length);
  const others = activeAround(ctx, input.date).filter((b) => b.id !== row.id);
  const bookableEngineers = bookableProducers(ctx.store);
  refuseOnVerdict(checkPublicBooking({ ...input, bookings: others, bookableEngineers, now }));
  refuseOnDiary(ctx, input, "customer");
}

/** The customer's name as the booking's history shows who moved it. */
const customerActor = (row: BookingRow) => `customer ${[row.firstName, row.lastName].join(" ")}`;

/** Moves the booking behind `token` to `input`: same id, same calendar UID, the next SEQUENCE. */
export function moveBooking(ctx: ServiceContext, token: string, input: MoveInput): ManageView {
  return inWriteTransaction(
    ctx,
    () => {
      const row = rowForToken(ctx, token);
      checkMove(ctx, row, input);
      const interval = intervalOf(input);
      refuseOverlap(ctx, interval, { clash: publicConflictMessage, held: () => HELD_PUBLIC_MESSAGE }, row.id);
      const { newCost } = moveCost(row, input.duration, priceRuleOf(ctx.profile, input.engineer));
      updateBooking(ctx.store, row.id, { ...input, totalCost: newCost, ...interval });
      keepDepositOnMove(ctx, row.id, interval.startMs);
      const now = ctx.clock().toISOString();
      recordMove(ctx.store, row.id, now);
      const after = findBooking(ctx.store, row.id)!;
      recordChange(
        { ...ctx, actor: customerActor(row) },
        "edited",
        row,
        after,
        "Moved online by the customer",
      );
      queueBookingNotices(ctx, toBooking(after), "changed", { before: row, by: "customer" });
      wakeWaitlist(ctx, [...nightsTouched(row.date), ...nightsTouched(input.date)]);
      return viewOf(ctx, after);
    },
    TIME_CONFLICT_MESSAGE,
  );
}
