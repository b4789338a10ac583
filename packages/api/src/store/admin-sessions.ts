// The admin_sessions table: the server-side half of an admin session.
import type { Kysely, Selectable } from "kysely";
import type { Store } from "./store.js";
import type { AdminSessionsTable, DB } from "./tables.js";

export type AdminSessionRow = Selectable<AdminSessionsTable>;

export function insertSession(store: Store, row: AdminSessionRow): void {
  store.run(store.db.insertInto("admin_sessions").values(row));
}

const sessionQuery = (db: Kysely<DB>, id: string) =>
  db.selectFrom("admin_sessions").selectAll().where("id", "=", id);

export function findSession(store: Store, id: string): AdminSessionRow | undefined {
  return store.compiled(sessionQuery).get(id);
}

export function touchSession(store: Store, id: string, lastSeenAt: number): void {
  store.run(store.db.updateTable("admin_sessions").set({ lastSeenAt }).where("id", "=", id));
}

export function deleteSession(store: Store, id: string): void {
  store.run(store.db.deleteFrom("admin_sessions").where("id", "=", id));
}

export function deleteAllSessions(store: Store): void {
  store.run(store.db.deleteFrom("admin_sessions"));
}

export function deleteStaleSessions(store: Store, createdBefore: number, seenBefore: number): void {
  store.run(
    store.db
      .deleteFrom("admin_sessions")
      .where((eb) => eb.or([eb("createdAt", "<", createdBefore), eb("lastSeenAt", "<", seenBefore)])),
  );
}
