// calendar_feeds and calendar_feed_audit: the staff's calendar subscriptions (hashes only), who
// made or revoked them, and the sessions a feed holds.
import type { Selectable } from "kysely";
import type { BookingRow } from "./bookings.js";
import type { Store } from "./store.js";
import type { CalendarFeedAuditTable, CalendarFeedsTable } from "./tables.js";

export type CalendarFeedRow = Selectable<CalendarFeedsTable>;

export function listFeeds(store: Store): CalendarFeedRow[] {
  return store.all(store.db.selectFrom("calendar_feeds").selectAll().orderBy("createdAt"));
}

export function feedScopeForHash(store: Store, tokenHash: string): string | undefined {
  return store.get(store.db.selectFrom("calendar_feeds").select("scope").where("tokenHash", "=", tokenHash))
    ?.scope;
}

/** Puts `row` in place of the scope's link, if it had one; true when one was replaced. */
export function replaceFeed(store: Store, row: CalendarFeedRow): boolean {
  const removed = deleteFeed(store, row.scope);
  store.run(store.db.insertInto("calendar_feeds").values(row));
  return removed;
}

/** True when the scope had a link. */
export function deleteFeed(store: Store, scope: string): boolean {
  return store.run(store.db.deleteFrom("calendar_feeds").where("scope", "=", scope)).changes > 0;
}

export function insertFeedAudit(store: Store, entry: Omit<Selectable<CalendarFeedAuditTable>, "id">): void {
  store.run(store.db.insertInto("calendar_feed_audit").values(entry));
}

/**
 * Confirmed sessions from the studio night `from` on, however far ahead, of one producer or all, in
 * time order, each with the SEQUENCE its customer's calendar event was last sent at (none sent: 0).
 */
export function feedBookings(
  store: Store,
  range: { from: string; engineer?: string | undefined },
): (BookingRow & { sequence: number | null; depositState: string | null })[] {
  let query = store.db
    .selectFrom("bookings")
    .leftJoin("booking_calendar", "booking_calendar.bookingId", "bookings.id")
    .leftJoin("booking_deposits", (join) =>
      join.onRef("booking_deposits.bookingId", "=", "bookings.id").on("booking_deposits.state", "=", "due"),
    )
    .selectAll("bookings")
    .select(["booking_calendar.sequence", "booking_deposits.state as depositState"])
    .where("bookings.date", ">=", range.from)
    .where("bookings.status", "=", "confirmed");
  if (range.engineer !== undefined) query = query.where("bookings.engineer", "=", range.engineer);
  return store.all(query.orderBy("bookings.startMs").orderBy("bookings.id"));
}
