// The one overlap query: the first interval of a table that takes its time (a confirmed booking, a
// held hold) overlapping a candidate. Bookings and holds both build theirs from here.
import { DURATIONS } from "@studio/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import type { DB } from "./tables.js";

// No session is longer than this, so an overlapping one starts less than this before the candidate:
// the lower bound turns the index scan into a short range instead of every earlier row.
const LONGEST_SESSION_MS = Math.max(...DURATIONS) * 3_600_000;

/** The tables whose rows take an interval, each with the status that takes it. */
const TAKING = { bookings: "confirmed", holds: "held" } as const;
type IntervalTable = keyof typeof TAKING;

/**
 * The builder of `table`'s overlap query for Store.compiled. The status is a literal, not a bound
 * parameter: SQLite only uses a partial index `... where status = 'confirmed'` when the query names
 * the same constant (with `status = ?` the check scanned the table). Back-to-back is no overlap.
 */
export function overlapQueryOf<T extends IntervalTable>(table: T) {
  // Kysely cannot narrow a generic table: the query is typed as the bookings', the rows as T's.
  const status = sql<"confirmed">`${sql.lit(TAKING[table])}`;
  return (db: Kysely<DB>, startMs: number, endMs: number, excludeId: string) =>
    db
      .selectFrom(table as "bookings")
      .selectAll()
      .where("status", "=", status)
      .where("startMs", ">", sql<number>`${startMs} - ${sql.lit(LONGEST_SESSION_MS)}`)
      .where("startMs", "<", endMs)
      .where("endMs", ">", startMs)
      .where("id", "<>", excludeId)
      .orderBy("startMs")
      .limit(1)
      .$castTo<Selectable<DB[T]>>();
}
