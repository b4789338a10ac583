// Each night's public answers (the grid's day read, the night's notice) kept in memory until the
// database changes. They depend on the database alone, never on the clock: a hold shows as held
// until the lapse job ends it, which is a write.
//
// Valid while two counters stand still:
// - SQLite's total_changes(): rows inserted, updated or deleted on this process's connection,
//   triggers' included. Every write path of the server moves it, so none has to report itself.
//   Read before every answer (~0.6 µs).
// - PRAGMA data_version: moves when another connection commits to the same file (the CLI, a backup
//   restored by hand, a second server). Read once per turn of the event loop, by the turn's first
//   answer: it opens a read of the WAL (5 µs in a quiet loop; under the bench's load the check
//   took a tenth of a cached day read's time), and the answers of one turn are given together, as
//   at its start: a commit by another process during the turn shows from the next turn
//   (docs/performance.md).
// When either moved, the whole cache is dropped: any write drops it (the health check's heartbeat
// at most once a second), which costs one query per night asked for after it.
import type Database from "better-sqlite3";
import type { Store } from "../store/store.js";

/**
 * Answers kept at most: a night's day read and its notice, for ~200 nights, past the booking
 * horizon (a few hundred bytes each).
 */
export const MAX_CACHED_ANSWERS = 400;

export interface NightCache {
  /** The answer kept under `key`, or `load()`'s, kept until the database changes. */
  get<T>(key: string, load: () => T): T;
  /** The answer kept under `key` if the database has not changed since, else undefined. */
  kept<T>(key: string): T | undefined;
}

const caches = new WeakMap<Store, NightCache>();

/** The store's cache of night answers (one per store, made on first use). */
export function nightCache(store: Store): NightCache {
  let cache = caches.get(store);
  if (!cache) {
    cache = createNightCache(store.sqlite);
    caches.set(store, cache);
  }
  return cache;
}

function createNightCache(sqlite: Database.Database): NightCache {
  const changes = sqlite.prepare("select total_changes()").pluck();
  const dataVersion = sqlite.prepare("pragma data_version").pluck();
  const answers = new Map<string, unknown>();
  let seenChanges = -1;
  let seenVersion = -1;
  let versionReadThisTurn = false;
  const endTurn = () => {
    versionReadThisTurn = false;
  };
  /** Whether another connection committed since the last look (at most one look a turn). */
  const committedElsewhere = (): boolean => {
    if (versionReadThisTurn) return false;
    versionReadThisTurn = true;
    setImmediate(endTurn);
    const nowVersion = dataVersion.get() as number;
    const moved = nowVersion !== seenVersion;
    seenVersion = nowVersion;
    return moved;
  };
  const cache: NightCache = {
    kept<T>(key: string): T | undefined {
      // Read before the query: a commit elsewhere between the two is seen on the next turn.
      const elsewhere = committedElsewhere();
      const nowChanges = changes.get() as number;
      if (elsewhere || nowChanges !== seenChanges) {
        answers.clear();
        seenChanges = nowChanges;
      }
      const kept = answers.get(key) as T | undefined;
      if (kept === undefined) return undefined;
      answers.delete(key); // most recently used last: the Map's order is the eviction order
      answers.set(key, kept);
      return kept;
    },
    get<T>(key: string, load: () => T): T {
      const kept = cache.kept<T>(key);
      if (kept !== undefined) return kept;
      const answer = load();
      // Inside a transaction a read sees what may yet be rolled back: never kept. (A kept answer
      // is still given inside one: the transaction's own writes move total_changes, which drops
      // every kept answer before it is looked up.) An undefined answer is not kept: it means none.
      if (sqlite.inTransaction || answer === undefined) return answer;
      if (answers.size >= MAX_CACHED_ANSWERS) answers.delete(answers.keys().next().value as string);
      answers.set(key, answer);
      return answer;
    },
  };
  return cache;
}
