// The nights ahead as the public date picker sees them: closed, producers away, full. Only the
// diary's public text and the grid's fields of bookings are read: no customer data.
import {
  addDays,
  type NightAvailability,
  type NightsQuery,
  nightsAvailability,
  nightsRange,
} from "@studio/domain";
import { publicRowsBetween } from "../store/bookings.js";
import { busyOnNights } from "../store/calendars.js";
import { closuresBetween, leaveBetween } from "../store/diary.js";
import type { ServiceContext } from "./context.js";

export function publicNights(ctx: ServiceContext, query: NightsQuery): NightAvailability[] {
  const { from, to } = nightsRange(query, ctx.clock());
  if (from > to) return [];
  return nightsAvailability({
    from,
    to,
    closures: closuresBetween(ctx.store, from, to),
    leave: leaveBetween(ctx.store, from, to),
    busy: busyOnNights(ctx.store, from, to),
    // A session of the night before may run past 06:00 into the first night asked for.
    bookings: publicRowsBetween(ctx.store, addDays(from, -1), addDays(to, 1)),
  });
}
