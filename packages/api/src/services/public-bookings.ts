// The visitor's booking door: every public rule (docs/rules.md, Validation), and the grid's view of a day.
import {
  type Booking,
  type BookingInput,
  checkPublicBooking,
  type PublicDayBooking,
  type PublicHeld,
  publicConflictMessage,
  sessionInterval,
  tooManyUpcomingBookingsText,
} from "@studio/domain";
import { countUpcomingForCustomer, publicRowsOn } from "../store/bookings.js";
import { bookableProducers } from "../store/producers.js";
import { heldOn } from "../store/holds.js";
import { activeAround, insertChecked, newBooking, refuseOnVerdict } from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { priceRuleOf } from "./studio-profile.js";
import { refuseOnDiary } from "./diary.js";
import { nightCache } from "./night-cache.js";
import { ServiceError } from "../errors.js";
import { refuseOnNoShows } from "./no-show-policy.js";
import { planDeposit, startDeposit, withDeposit } from "./deposit-state.js";

/** A visitor's booking: every public rule, a bookable producer, the table's price. */
export function createPublicBooking(ctx: ServiceContext, input: BookingInput): Booking {
  const bookings = activeAround(ctx, input.date);
  const verdict = checkPublicBooking({
    ...input,
    bookings,
    bookableProducers: bookableProducers(ctx.store),
    now: ctx.clock(),
    priceRule: priceRuleOf(ctx.profile, input.engineer),
  });
  refuseOnVerdict(verdict);
  refuseOnDiary(ctx, input);
  const booking = newBooking(ctx, input, input.totalCost);
  // Under a deposit policy the booking is provisional until its deposit is paid.
  const deposit = planDeposit(ctx, booking);
  insertChecked(ctx, booking, {
    clash: publicConflictMessage,
    guard: () => {
      refuseOnNoShows(ctx, input);
      checkCustomerLimit(ctx, input);
      if (deposit) startDeposit(ctx, booking.id, deposit);
    },
  });
  return withDeposit(ctx, booking);
}

/** A customer (same e-mail or phone) holds at most UPCOMING_BOOKINGS_PER_CUSTOMER upcoming bookings. */
function checkCustomerLimit(ctx: ServiceContext, input: BookingInput): void {
  const max = ctx.upcomingBookingsPerCustomer;
  if (max === undefined) return;
  if (countUpcomingForCustomer(ctx.store, input, ctx.clock().getTime()) >= max)
    throw new ServiceError("throttled", tooManyUpcomingBookingsText(max, ctx.profile));
}

/**
 * The public view of a day: what the grid needs, never who booked; a hold shows as "held". Kept in
 * memory until the database changes (night-cache.ts); the answer is frozen, as every caller shares it.
 */
export function publicDayBookings(
  ctx: ServiceContext,
  date: string,
): readonly Readonly<PublicDayBooking | PublicHeld>[] {
  return nightCache(ctx.store).get(`day ${date}`, () =>
    Object.freeze(readPublicDay(ctx, date).map((slot) => Object.freeze(slot))),
  );
}

function readPublicDay(ctx: ServiceContext, date: string): (PublicDayBooking | PublicHeld)[] {
  const held: PublicHeld[] = heldOn(ctx.store, date).map((h) => ({
    date: h.date,
    startTime: h.startTime,
    duration: h.duration,
    engineer: h.engineer,
    status: "held",
  }));
  const startOf = (slot: PublicDayBooking | PublicHeld) => sessionInterval(slot)?.startMs ?? 0;
  return [...publicRowsOn(ctx.store, date), ...held].sort((a, b) => startOf(a) - startOf(b));
}
