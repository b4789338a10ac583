// The studio_closures and producer_leave tables: the studio's own diary.
import type { Closure, ProducerLeave } from "@studio/domain";
import type { Store } from "./store.js";

export function insertClosure(store: Store, closure: Closure, createdAt: string): void {
  store.run(store.db.insertInto("studio_closures").values({ ...closure, createdAt }));
}

export function insertLeave(store: Store, leave: ProducerLeave, createdAt: string): void {
  store.run(store.db.insertInto("producer_leave").values({ ...leave, createdAt }));
}

/** Closures that cover any night from `from` to `to` (all of them without a range). */
export function closuresBetween(store: Store, from = "0000-01-01", to = "9999-12-31"): Closure[] {
  return store.all(
    store.db
      .selectFrom("studio_closures")
      .select(["id", "startDate", "endDate", "reason", "publicText"])
      .where("startDate", "<=", to)
      .where("endDate", ">=", from)
      .orderBy("startDate"),
  );
}

export function leaveBetween(store: Store, from = "0000-01-01", to = "9999-12-31"): ProducerLeave[] {
  return store.all(
    store.db
      .selectFrom("producer_leave")
      .select(["id", "engineer", "startDate", "endDate", "note"])
      .where("startDate", "<=", to)
      .where("endDate", ">=", from)
      .orderBy("startDate"),
  );
}

export function deleteClosure(store: Store, id: string): number {
  return store.run(store.db.deleteFrom("studio_closures").where("id", "=", id)).changes;
}

export function deleteLeave(store: Store, id: string): number {
  return store.run(store.db.deleteFrom("producer_leave").where("id", "=", id)).changes;
}
