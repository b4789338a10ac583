// The admin_sessions table: the server-side half of an admin session.
import type { Insertable, Kysely } from "kysely";
import type { Store } from "./store.js";
import type { AdminSessionsTable, DB } from "./tables.js";

export function insertSession(store: Store, row: Insertable<AdminSessionsTable>): void {
  store.run(store.db.insertInto("admin_sessions").values(row));
}

const sessionQuery = (db: Kysely<DB>, id: string) =>
  db
    .selectFrom("admin_sessions")
    .leftJoin("staff_members", "staff_members.id", "admin_sessions.personId")
    .selectAll("admin_sessions")
    .select(["staff_members.name", "staff_members.role", "staff_members.producer"])
    .where("admin_sessions.id", "=", id);

/** A session with its person's name, role and producer (all null for the shared password). */
export type SessionWithPerson = NonNullable<ReturnType<typeof findSession>>;

export function findSession(store: Store, id: string) {
  return store.compiled(sessionQuery).get(id);
}

export function touchSession(store: Store, id: string, lastSeenAt: number): void {
  store.run(store.db.updateTable("admin_sessions").set({ lastSeenAt }).where("id", "=", id));
}

export function deleteSession(store: Store, id: string): void {
  store.run(store.db.deleteFrom("admin_sessions").where("id", "=", id));
}

export function deleteStaleSessions(store: Store, createdBefore: number, seenBefore: number): void {
  store.run(
    store.db
      .deleteFrom("admin_sessions")
      .where((eb) => eb.or([eb("createdAt", "<", createdBefore), eb("lastSeenAt", "<", seenBefore)])),
  );
}

/** Ends every session of one person (a passkey gone, a role changed). */
export function deleteSessionsOf(store: Store, personId: string): number {
  return store.run(store.db.deleteFrom("admin_sessions").where("personId", "=", personId)).changes;
}

/** Ends the shared password's sessions (a new password; passkey sessions stay). */
export function deletePasswordSessions(store: Store): number {
  return store.run(store.db.deleteFrom("admin_sessions").where("personId", "is", null)).changes;
}

/** Sessions still alive, newest first, with the person they belong to. */
export function liveSessions(store: Store, createdAfter: number, seenAfter: number) {
  return store.all(
    store.db
      .selectFrom("admin_sessions")
      .leftJoin("staff_members", "staff_members.id", "admin_sessions.personId")
      .select([
        "admin_sessions.id",
        "admin_sessions.personId",
        "admin_sessions.method",
        "admin_sessions.device",
        "admin_sessions.createdAt",
        "admin_sessions.lastSeenAt",
        "staff_members.name",
      ])
      .where("admin_sessions.createdAt", ">", createdAfter)
      .where("admin_sessions.lastSeenAt", ">", seenAfter)
      .orderBy("admin_sessions.lastSeenAt", "desc"),
  );
}
