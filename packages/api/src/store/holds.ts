// The holds table: a night pencilled in for a named artist. A 'held' hold takes its interval.
import type { Hold } from "@studio/domain";
import { type Selectable, sql } from "kysely";
import type { HoldsTable } from "./holds-tables.js";
import { overlapQueryOf } from "./overlap.js";
import type { Store } from "./store.js";

export type HoldRow = Selectable<HoldsTable>;

// A literal, so SQLite uses the partial index of held holds.
const HELD = sql<HoldsTable["status"]>`'held'`;
const heldOverlapQuery = overlapQueryOf("holds");

/** The first held hold overlapping [startMs, endMs), other than `excludeId`. */
export function findHeldOverlap(
  store: Store,
  interval: { startMs: number; endMs: number },
  excludeId = "",
): HoldRow | undefined {
  return store.compiled(heldOverlapQuery).get(interval.startMs, interval.endMs, excludeId);
}

export function insertHold(store: Store, row: HoldRow): void {
  store.run(store.db.insertInto("holds").values(row));
}

export function findHold(store: Store, id: string): HoldRow | undefined {
  return store.get(store.db.selectFrom("holds").selectAll().where("id", "=", id));
}

export function endHold(
  store: Store,
  id: string,
  patch: { status: Exclude<HoldsTable["status"], "held">; endedAt: string; bookingId?: string },
): number {
  return store.run(store.db.updateTable("holds").set(patch).where("id", "=", id).where("status", "=", HELD))
    .changes;
}

/** Held holds, soonest first (the staff's list). */
export function listHeld(store: Store): HoldRow[] {
  return store.all(store.db.selectFrom("holds").selectAll().where("status", "=", HELD).orderBy("startMs"));
}

/** Held holds of one studio day: the public grid sees their interval only. */
export function heldOn(store: Store, date: string): HoldRow[] {
  return store.all(
    store.db
      .selectFrom("holds")
      .selectAll()
      .where("date", "=", date)
      .where("status", "=", HELD)
      .orderBy("startMs"),
  );
}

/** Held holds whose expiry has come. */
export function lapsedBy(store: Store, nowMs: number): HoldRow[] {
  return store.all(
    store.db.selectFrom("holds").selectAll().where("status", "=", HELD).where("expiresMs", "<=", nowMs),
  );
}

/** The row as the staff's doors answer it. */
export function toHold(row: HoldRow): Hold {
  return {
    id: row.id,
    date: row.date,
    startTime: row.startTime,
    duration: row.duration,
    engineer: row.engineer,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    expiresAt: new Date(row.expiresMs).toISOString(),
    note: row.note,
  };
}
