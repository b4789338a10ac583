// The staff_members, staff_enrolments and studio_settings tables.
import type { Selectable } from "kysely";
import type { StaffMembersTable } from "./staff-tables.js";
import type { Store } from "./store.js";

export type StaffRow = Selectable<StaffMembersTable>;

export function insertPerson(store: Store, row: StaffRow): void {
  store.run(store.db.insertInto("staff_members").values(row));
}

export function findPerson(store: Store, id: string): StaffRow | undefined {
  return store.get(store.db.selectFrom("staff_members").selectAll().where("id", "=", id));
}

export function findPersonByEmail(store: Store, email: string): StaffRow | undefined {
  return store.get(store.db.selectFrom("staff_members").selectAll().where("email", "=", email));
}

export function listPeople(store: Store): StaffRow[] {
  return store.all(store.db.selectFrom("staff_members").selectAll().orderBy("name").orderBy("id"));
}

export function setRole(store: Store, id: string, role: StaffRow["role"], producer: string | null): void {
  store.run(store.db.updateTable("staff_members").set({ role, producer }).where("id", "=", id));
}

/** Removes the person; their passkeys, links, challenges and sessions go with them (cascade). */
export function deletePerson(store: Store, id: string): number {
  return store.run(store.db.deleteFrom("staff_members").where("id", "=", id)).changes;
}

/** The person's one live link: any earlier one stops working. */
export function replaceEnrolment(
  store: Store,
  row: { tokenHash: string; personId: string; expiresAt: number },
): void {
  endEnrolments(store, row.personId);
  store.run(store.db.insertInto("staff_enrolments").values(row));
}

/** Every link of the person stops working (a new one is on its way). */
export function endEnrolments(store: Store, personId: string): void {
  store.run(store.db.deleteFrom("staff_enrolments").where("personId", "=", personId));
}

/** The person a live link belongs to. */
export function findEnrolment(
  store: Store,
  tokenHash: string,
  nowMs: number,
): { personId: string } | undefined {
  return store.get(
    store.db
      .selectFrom("staff_enrolments")
      .select("personId")
      .where("tokenHash", "=", tokenHash)
      .where("expiresAt", ">", nowMs),
  );
}

/** Uses the link up: true when it was still there (two racing uses: one wins). */
export function consumeEnrolment(store: Store, tokenHash: string, nowMs: number): boolean {
  return (
    store.run(
      store.db
        .deleteFrom("staff_enrolments")
        .where("tokenHash", "=", tokenHash)
        .where("expiresAt", ">", nowMs),
    ).changes === 1
  );
}

export function readSetting(store: Store, key: string): string | undefined {
  return store.get(store.db.selectFrom("studio_settings").select("value").where("key", "=", key))?.value;
}

export function writeSetting(store: Store, key: string, value: string): void {
  store.run(
    store.db
      .insertInto("studio_settings")
      .values({ key, value })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value })),
  );
}
