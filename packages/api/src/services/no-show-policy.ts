// The no-show policy: a customer with `noShowLimit` no-shows in the last 12 months books through the
// studio, not online. Staff may still book them (they see the history as a warning).
import {
  londonToday,
  matchesCustomer,
  monthsBefore,
  NO_SHOW_WINDOW_MONTHS,
  noShowLimitText,
  noShowsBlockBooking,
  parseCustomerQuery,
} from "@studio/domain";
import type { ServiceContext } from "./context.js";
import { ServiceError } from "../errors.js";

/** The customer's no-shows (same e-mail in any case, or same phone) on sessions since the cut-off. */
function recentNoShows(ctx: ServiceContext, customer: { email: string; phone: string }): number {
  const since = monthsBefore(londonToday(ctx.clock()), NO_SHOW_WINDOW_MONTHS);
  const rows = ctx.store.all(
    ctx.store.db
      .selectFrom("bookings")
      .select(["email", "phone"])
      .where("attendance", "=", "no-show")
      .where("date", ">=", since),
  );
  const byEmail = parseCustomerQuery(customer.email);
  const byPhone = parseCustomerQuery(customer.phone);
  return rows.filter((row) => matchesCustomer(byEmail, row) || matchesCustomer(byPhone, row)).length;
}

/** Refuses a public booking (403) when the customer has reached the studio's no-show limit. */
export function refuseOnNoShows(ctx: ServiceContext, customer: { email: string; phone: string }): void {
  const limit = ctx.profile.noShowLimit;
  if (limit <= 0) return;
  if (noShowsBlockBooking(recentNoShows(ctx, customer), limit)) {
    throw new ServiceError("forbidden", noShowLimitText(ctx.profile), {
      issues: [{ path: "email", message: noShowLimitText(ctx.profile) }],
    });
  }
}
