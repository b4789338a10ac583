// Holds' part of a person's data: an artist's holds found by e-mail or phone, erased in place and
// swept by retention like bookings (a hold keeps its night, time, producer and length).
import { type CustomerQuery, ERASED, type Hold, matchesCustomer } from "@studio/domain";
import { sql } from "kysely";
import { type HoldRow, toHold } from "./holds.js";
import type { Store } from "./store.js";

/** A hold as the customer's record and export show it: what staff see, with its life. */
export type HoldRecord = Hold & Pick<HoldRow, "status" | "createdAt" | "endedAt">;

export const toHoldRecord = (row: HoldRow): HoldRecord => ({
  ...toHold(row),
  status: row.status,
  createdAt: row.createdAt,
  endedAt: row.endedAt,
});

/** Every hold of the artist with this e-mail (any case) or phone (its digits), by night. */
export function customerHolds(store: Store, query: CustomerQuery): HoldRow[] {
  const rows = store.all(store.db.selectFrom("holds").selectAll().orderBy("date").orderBy("id"));
  return rows.filter((row) => matchesCustomer(query, row));
}

/** Holds of nights before the cutoff whose artist is not erased yet (retention). */
export function unerasedHoldsBefore(store: Store, before: string): HoldRow[] {
  return store.all(
    store.db.selectFrom("holds").selectAll().where("date", "<", before).where("email", "!=", ERASED),
  );
}

/**
 * The artist, the e-mail, the phone and the note become the marker. A hold still held ends as
 * released, silently (there is no one left to tell): a hold for no one would take the night.
 */
export function eraseHolds(store: Store, holds: HoldRow[], at: Date): number {
  const note = sql<string | null>`case when note is null then null else ${ERASED} end`;
  const person = { firstName: ERASED, lastName: ERASED, email: ERASED, phone: ERASED, note };
  // One statement per hold, all in the caller's transaction.
  for (const { id, status } of holds) {
    const ended = status === "held" ? { status: "released" as const, endedAt: at.toISOString() } : {};
    store.run(
      store.db
        .updateTable("holds")
        .set({ ...person, ...ended })
        .where("id", "=", id),
    );
  }
  return holds.length;
}
