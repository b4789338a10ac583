// The studio_closures and producer_leave tables: the studio's own diary.
import type { Closure, ProducerLeave } from "@studio/domain";
import type { SelectQueryBuilder } from "kysely";
import type { Store } from "./store.js";
import type { DB } from "./tables.js";

export function insertClosure(store: Store, closure: Closure, createdAt: string): void {
  store.run(store.db.insertInto("studio_closures").values({ ...closure, createdAt }));
}

export function insertLeave(store: Store, leave: ProducerLeave, createdAt: string): void {
  store.run(store.db.insertInto("producer_leave").values({ ...leave, createdAt }));
}

/** Rows of a dated table (startDate..endDate) that cover any night from `from` to `to`, in date order. */
const coveringNights =
  (from: string, to: string) =>
  <QB extends SelectQueryBuilder<DB, "studio_closures" | "producer_leave", object>>(query: QB): QB =>
    query.where("startDate", "<=", to).where("endDate", ">=", from).orderBy("startDate") as QB;

/** Closures that cover any night from `from` to `to` (all of them without a range). */
export function closuresBetween(store: Store, from = "0000-01-01", to = "9999-12-31"): Closure[] {
  return store.all(
    store.db
      .selectFrom("studio_closures")
      .select(["id", "startDate", "endDate", "reason", "publicText"])
      .$call(coveringNights(from, to)),
  );
}

export function leaveBetween(store: Store, from = "0000-01-01", to = "9999-12-31"): ProducerLeave[] {
  return store.all(
    store.db
      .selectFrom("producer_leave")
      .select(["id", "engineer", "startDate", "endDate", "note"])
      .$call(coveringNights(from, to)),
  );
}

export function deleteClosure(store: Store, id: string): number {
  return store.run(store.db.deleteFrom("studio_closures").where("id", "=", id)).changes;
}

export function deleteLeave(store: Store, id: string): number {
  return store.run(store.db.deleteFrom("producer_leave").where("id", "=", id)).changes;
}
