// The engineers table, seeded from the studio profile's producers at every start.
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Store } from "./store.js";
import type { ProducersTable } from "./tables.js";

export type ProducerRow = Selectable<ProducersTable>;

export interface ProducerRecord {
  id: string;
  name: string;
  active: boolean;
  bookable: boolean;
  availability: string[];
}

export function toProducer(row: ProducerRow): ProducerRecord {
  let availability: string[] = [];
  try {
    const parsed: unknown = JSON.parse(row.availability);
    if (Array.isArray(parsed)) availability = parsed.map(String);
  } catch {
    // A hand-edited row with bad JSON reads as no availability rather than failing the list.
  }
  return { id: row.id, name: row.name, active: row.active === 1, bookable: row.bookable === 1, availability };
}

/** Producers in the profile become active rows of the engineers table; ones dropped from it are deactivated, never deleted. */
export function syncProducers(store: Store, producers: readonly { name: string; bookable: boolean }[]): void {
  store.transaction(() => {
    const names = producers.map((p) => p.name);
    for (const producer of producers) {
      store.run(
        store.db
          .insertInto("engineers")
          .values({ id: randomUUID(), name: producer.name, active: 1, bookable: producer.bookable ? 1 : 0 })
          .onConflict((oc) =>
            oc.column("name").doUpdateSet({ active: 1, bookable: producer.bookable ? 1 : 0 }),
          ),
      );
    }
    store.run(store.db.updateTable("engineers").set({ active: 0 }).where("name", "not in", names));
  });
}

export function listProducers(store: Store, activeOnly = true): ProducerRow[] {
  let query = store.db.selectFrom("engineers").selectAll();
  if (activeOnly) query = query.where("active", "=", 1);
  // The owner's order (the Studio tab's Producers), then the order they were added.
  return store.all(query.orderBy("position").orderBy("rowid" as never));
}

/** The names of the active producers who take bookings (not the enquiry-only one), in the owner's order. */
export function bookableProducers(store: Store): string[] {
  return listProducers(store)
    .filter((row) => row.bookable === 1)
    .map((row) => row.name);
}
