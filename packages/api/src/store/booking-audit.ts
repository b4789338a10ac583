// The booking_audit table: one row per change to a booking, read back as its history.
import type { AuditEntry, FieldChange } from "@studio/domain";
import type { Selectable } from "kysely";
import type { Store } from "./store.js";
import type { BookingAuditTable } from "./tables.js";

type AuditRow = Selectable<BookingAuditTable>;

export function insertAudit(store: Store, entry: Omit<AuditEntry, "id">): void {
  store.run(
    store.db.insertInto("booking_audit").values({ ...entry, changes: JSON.stringify(entry.changes) }),
  );
}

const toEntry = (row: AuditRow): AuditEntry => ({
  ...row,
  changes: JSON.parse(row.changes) as FieldChange[],
});

/** A booking's history, oldest first. */
export function auditOf(store: Store, bookingId: string): AuditEntry[] {
  return store
    .all(store.db.selectFrom("booking_audit").selectAll().where("bookingId", "=", bookingId).orderBy("id"))
    .map(toEntry);
}
