// The heartbeat row: rewritten (at most once a second) so the health check knows writes commit.
import type { Store } from "./store.js";

const lastBeat = new WeakMap<Store, number>();
const MIN_INTERVAL_MS = 1000;

/** Commits a one-row write; throws when the database cannot be written. */
export function beat(store: Store, at: Date): void {
  const now = Date.now();
  if (now - (lastBeat.get(store) ?? Number.NEGATIVE_INFINITY) < MIN_INTERVAL_MS) return;
  store.run(
    store.db
      .insertInto("heartbeat")
      .values({ id: 1, beatAt: at.toISOString() })
      .onConflict((oc) => oc.column("id").doUpdateSet({ beatAt: at.toISOString() })),
  );
  lastBeat.set(store, now);
}
