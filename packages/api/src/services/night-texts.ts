// A night's public day read kept as JSON text (night-cache.ts) until the night changes: REST's day
// read sends it as it is.
import { publicDayJson } from "@studio/domain";
import type { ServiceContext } from "./context.js";
import { nightCache } from "./night-cache.js";
import { publicDayBookings } from "./public-bookings.js";

/** Where a night's day read is kept as text, by the date as it was asked for. */
const dayTextKey = (asked: string) => `day json ${asked}`;

/**
 * The night's day read as JSON text (REST's answer). `asked` is the date as the request gave it;
 * `checked` gives it checked, and is only called when nothing is kept under it (only a checked
 * date's answer is ever kept, so a kept one stands for the check).
 */
export function publicDayText(ctx: ServiceContext, asked: string, checked: () => string): string {
  return nightCache(ctx.store).get(dayTextKey(asked), () => publicDayJson(publicDayBookings(ctx, checked())));
}
