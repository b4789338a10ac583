// booking_calendar and manage_tokens: a booking's calendar SEQUENCE, its reminder, and the hashes
// of its customer's manage links.
import { sql } from "kysely";
import type { BookingRow } from "./bookings.js";
import type { Store } from "./store.js";

/** The SEQUENCE for the next message about a booking: 0 for the receipt, then one more each time. */
export function nextSequence(store: Store, bookingId: string): number {
  const row = store.get(
    store.db
      .insertInto("booking_calendar")
      .values({ bookingId, sequence: 0 })
      .onConflict((oc) => oc.column("bookingId").doUpdateSet({ sequence: sql`sequence + 1` }))
      .returning("sequence"),
  );
  return row!.sequence;
}

/** The SEQUENCE of the last message sent about a booking (0 when none was). */
export function currentSequence(store: Store, bookingId: string): number {
  return (
    store.get(store.db.selectFrom("booking_calendar").select("sequence").where("bookingId", "=", bookingId))
      ?.sequence ?? 0
  );
}

export function insertManageToken(
  store: Store,
  tokenHash: string,
  bookingId: string,
  createdAt: string,
): void {
  store.run(store.db.insertInto("manage_tokens").values({ tokenHash, bookingId, createdAt }));
}

export function bookingIdForToken(store: Store, tokenHash: string): string | undefined {
  return store.get(
    store.db.selectFrom("manage_tokens").select("bookingId").where("tokenHash", "=", tokenHash),
  )?.bookingId;
}

/**
 * Confirmed bookings starting in (nowMs, untilMs] whose reminder has not gone for their current
 * start: the candidates for a reminder now.
 */
export function reminderCandidates(store: Store, nowMs: number, untilMs: number): BookingRow[] {
  return store.all(
    store.db
      .selectFrom("bookings")
      .leftJoin("booking_calendar", "booking_calendar.bookingId", "bookings.id")
      .selectAll("bookings")
      .where("bookings.status", "=", "confirmed")
      .where("bookings.startMs", ">", nowMs)
      .where("bookings.startMs", "<=", untilMs)
      .where((eb) =>
        eb.or([
          eb("booking_calendar.reminderSentFor", "is", null),
          eb("booking_calendar.reminderSentFor", "<>", eb.ref("bookings.startMs")),
        ]),
      )
      .orderBy("bookings.startMs"),
  );
}

export function markReminderSent(store: Store, bookingId: string, startMs: number): void {
  store.run(
    store.db
      .insertInto("booking_calendar")
      .values({ bookingId, reminderSentFor: startMs })
      .onConflict((oc) => oc.column("bookingId").doUpdateSet({ reminderSentFor: startMs })),
  );
}
