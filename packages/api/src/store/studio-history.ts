// The studio settings' audit read back as saves (migration 0027 groups its rows by `saveId`): the
// Studio tab's history, and the rows a put-back undoes.
import type { Selectable } from "kysely";
import type { Store } from "./store.js";
import type { StudioSettingsAuditTable } from "./studio-tables.js";

/** An audit row read back, its save always known (a row written before 0027 is a save of its own). */
export type AuditRow = Omit<Selectable<StudioSettingsAuditTable>, "saveId"> & { saveId: number };

const auditColumns = ["id", "at", "actor", "section", "field", "before", "after", "restoreOf"] as const;

/** The newest `limit` saves' rows, newest save first, its fields in the order written. */
export function newestSaves(store: Store, limit: number): AuditRow[] {
  const rows = store.all(
    store.db
      .selectFrom("studio_settings_audit")
      .select([...auditColumns, "saveId"])
      .where("saveId", "in", (eb) =>
        eb
          .selectFrom("studio_settings_audit")
          .select("saveId")
          .distinct()
          .orderBy("saveId", "desc")
          .limit(limit),
      )
      .orderBy("saveId", "desc")
      .orderBy("id"),
  );
  return rows.map((row) => ({ ...row, saveId: row.saveId ?? row.id }));
}

export function countSaves(store: Store): number {
  const row = store.get(
    store.db
      .selectFrom("studio_settings_audit")
      .select((eb) => eb.fn.count<number>("saveId").distinct().as("saves")),
  );
  return Number(row?.saves ?? 0);
}

/** One save's rows, or none. */
export function saveRows(store: Store, saveId: number): AuditRow[] {
  return savesFrom(store, saveId).filter((row) => row.saveId === saveId);
}

/** The rows of the save `saveId` and of every later save of its section, newest save first. */
export function laterRowsOfSection(store: Store, section: string, saveId: number): AuditRow[] {
  return savesFrom(store, saveId).filter((row) => row.section === section);
}

function savesFrom(store: Store, saveId: number): AuditRow[] {
  const rows = store.all(
    store.db
      .selectFrom("studio_settings_audit")
      .select([...auditColumns, "saveId"])
      .where("saveId", ">=", saveId)
      .orderBy("saveId", "desc")
      .orderBy("id"),
  );
  return rows.map((row) => ({ ...row, saveId: row.saveId ?? row.id }));
}
