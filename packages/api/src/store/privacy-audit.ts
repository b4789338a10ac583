// After an erasure or a retention sweep: the privacy audit (counts, never the data) and the
// database file rewritten without the erased values' old bytes.
import type { Store } from "./store.js";
import type { PrivacyAuditTable } from "./tables.js";

export function recordAudit(store: Store, entry: Omit<PrivacyAuditTable, "id">): void {
  store.run(store.db.insertInto("privacy_audit").values(entry));
}

export function auditEntries(store: Store, limit = 50) {
  return store.all(store.db.selectFrom("privacy_audit").selectAll().orderBy("id", "desc").limit(limit));
}

/**
 * Rewrites the database file without the erased values' old bytes: VACUUM copies only live rows
 * (free pages and the unused space of pages go), and a TRUNCATE checkpoint empties the WAL, which
 * held earlier versions of the changed pages. False when another connection kept the WAL busy.
 */
export function compact(store: Store): boolean {
  store.sqlite.exec("VACUUM");
  return truncateWal(store);
}

/** Copies the WAL into the database file and empties it; false while another reader holds it. */
export function truncateWal(store: Store): boolean {
  const [result] = store.sqlite.pragma("wal_checkpoint(TRUNCATE)") as { busy: number }[];
  return result?.busy === 0;
}
