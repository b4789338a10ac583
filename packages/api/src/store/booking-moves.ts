// booking_moves: the moves a customer made of their own booking, counted by the move policy.
import type { Store } from "./store.js";

export function movesMade(store: Store, bookingId: string): number {
  const row = store.get(
    store.db
      .selectFrom("booking_moves")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("bookingId", "=", bookingId),
  );
  return Number(row?.n ?? 0);
}

export function recordMove(store: Store, bookingId: string, at: string): void {
  store.run(store.db.insertInto("booking_moves").values({ bookingId, at }));
}
