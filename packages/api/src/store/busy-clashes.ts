// The busy_clash_notices table: which busy event of a producer's calendar each booking was found
// to overlap and when the producer was told, so each is told once whatever re-reads it.
import type { Store } from "./store.js";

export interface ActiveSession {
  id: string;
  engineer: string;
  date: string;
  startTime: string;
  duration: number;
  startMs: number;
  endMs: number;
}

/** A producer's active sessions that end after `fromMs`, in start order. */
export function sessionsOfProducer(store: Store, producer: string, fromMs: number): ActiveSession[] {
  return store.all(
    store.db
      .selectFrom("bookings")
      .select(["id", "engineer", "date", "startTime", "duration", "startMs", "endMs"])
      .where("engineer", "=", producer)
      .where("status", "=", "confirmed")
      .where("endMs", ">", fromMs)
      .orderBy("startMs"),
  );
}

/** True when the producer was already told of `eventKey` on booking `bookingId`. */
export function clashTold(store: Store, bookingId: string, eventKey: string): boolean {
  return (
    store.get(
      store.db
        .selectFrom("busy_clash_notices")
        .select("toldAt")
        .where("bookingId", "=", bookingId)
        .where("eventKey", "=", eventKey),
    ) !== undefined
  );
}

export function recordClashTold(
  store: Store,
  notice: { bookingId: string; eventKey: string; toldAt: string; undoKey: string | null },
): void {
  store.run(store.db.insertInto("busy_clash_notices").values(notice));
}

/** Forgets the notices told by a staff change's held mail, withdrawn by its Undo. */
export function forgetHeldClashNotices(store: Store, undoKey: string): void {
  store.run(store.db.deleteFrom("busy_clash_notices").where("undoKey", "=", undoKey));
}
