// The waitlist tables: open entries per night, their leave links' hashes, and the ends of entries.
import { type Selectable, sql } from "kysely";
import type { WaitlistTable } from "./holds-tables.js";
import type { Store } from "./store.js";

export type WaitlistRow = Selectable<WaitlistTable>;

export function insertWaitlistEntry(store: Store, row: WaitlistRow): void {
  store.run(store.db.insertInto("waitlist").values(row));
}

/** The open entries of this e-mail (any case) on this night. */
export function openEntriesOf(store: Store, email: string, date: string): WaitlistRow[] {
  return store.all(
    store.db
      .selectFrom("waitlist")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .where("date", "=", date)
      .where("endedAt", "is", null),
  );
}

/** Open entries of these nights, oldest first. */
export function openEntriesOn(store: Store, dates: readonly string[]): WaitlistRow[] {
  if (dates.length === 0) return [];
  return store.all(
    store.db
      .selectFrom("waitlist")
      .selectAll()
      .where("date", "in", [...dates])
      .where("endedAt", "is", null)
      .orderBy("createdAt")
      .orderBy("id"),
  );
}

/** The nights that have open entries from `from` on. */
export function nightsWithEntries(store: Store, from: string): string[] {
  return store
    .all(
      store.db
        .selectFrom("waitlist")
        .select("date")
        .distinct()
        .where("date", ">=", from)
        .where("endedAt", "is", null),
    )
    .map((row) => row.date);
}

/** How many wait for each night from `from` on. */
export function waitingCounts(store: Store, from: string): { date: string; waiting: number }[] {
  return store.all(
    store.db
      .selectFrom("waitlist")
      .select(["date", sql<number>`count(*)`.as("waiting")])
      .where("date", ">=", from)
      .where("endedAt", "is", null)
      .groupBy("date")
      .orderBy("date"),
  );
}

export function setOffered(store: Store, id: string, offeredAt: string | null): void {
  store.run(store.db.updateTable("waitlist").set({ offeredAt }).where("id", "=", id));
}

export function endEntry(
  store: Store,
  id: string,
  endReason: NonNullable<WaitlistTable["endReason"]>,
  endedAt: string,
): number {
  return store.run(
    store.db
      .updateTable("waitlist")
      .set({ endReason, endedAt })
      .where("id", "=", id)
      .where("endedAt", "is", null),
  ).changes;
}

/** The open entries of this e-mail on this night end: they booked it. */
export function endBookedEntries(store: Store, email: string, date: string, endedAt: string): number {
  return store.run(
    store.db
      .updateTable("waitlist")
      .set({ endReason: "booked", endedAt })
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .where("date", "=", date)
      .where("endedAt", "is", null),
  ).changes;
}

export function insertWaitlistToken(
  store: Store,
  tokenHash: string,
  entryId: string,
  createdAt: string,
): void {
  store.run(store.db.insertInto("waitlist_tokens").values({ tokenHash, entryId, createdAt }));
}

export function entryForToken(store: Store, tokenHash: string): WaitlistRow | undefined {
  return store.get(
    store.db
      .selectFrom("waitlist_tokens")
      .innerJoin("waitlist", "waitlist.id", "waitlist_tokens.entryId")
      .selectAll("waitlist")
      .where("waitlist_tokens.tokenHash", "=", tokenHash),
  );
}

/** Every entry of this e-mail (any case): the privacy search's. */
export function entriesOfEmail(store: Store, email: string): WaitlistRow[] {
  return store.all(
    store.db
      .selectFrom("waitlist")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", email.toLowerCase())
      .orderBy("date")
      .orderBy("id"),
  );
}

/** Deletes these entries and their links (erasure). */
export function deleteEntries(store: Store, ids: readonly string[]): number {
  if (ids.length === 0) return 0;
  store.run(store.db.deleteFrom("waitlist_tokens").where("entryId", "in", [...ids]));
  return store.run(store.db.deleteFrom("waitlist").where("id", "in", [...ids])).changes;
}

/** Deletes every entry of a night before `today` (retention: the night has passed). */
export function purgePassedEntries(store: Store, today: string): number {
  const ids = store
    .all(store.db.selectFrom("waitlist").select("id").where("date", "<", today))
    .map((row) => row.id);
  return deleteEntries(store, ids);
}

export function findEntry(store: Store, id: string): WaitlistRow | undefined {
  return store.get(store.db.selectFrom("waitlist").selectAll().where("id", "=", id));
}
