// A real SQLite store in a temp data folder, migrated unless told not to: what the app set-up opens
// first, and what a test of the store or a loop alone opens by itself.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Syncer } from "../src/store/durability.js";
import { migrate } from "../src/store/migrate.js";
import { openStore, type Store } from "../src/store/store.js";

export interface TestStore {
  store: Store;
  dataDir: string;
  /** Closes the store and removes the data folder (unless the test gave it). */
  close(): Promise<void>;
}

export interface TestStoreOptions {
  /** Reuse this data folder (a restart); it is then left in place on close. */
  dataDir?: string;
  /** What makes the database's writes durable (the store's own thread by default). */
  syncer?: Syncer;
  /** Fills the new data folder before the store opens it (a restored backup's database, say). */
  prepare?: (dataDir: string) => void;
  /** Leave the schema empty: the test runs the migrations it is about. */
  unmigrated?: boolean;
}

export async function openTestStore(options: TestStoreOptions = {}): Promise<TestStore> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "studio-api-test-"));
  options.prepare?.(dataDir);
  const store = openStore(dataDir, options.syncer ? { syncer: options.syncer } : {});
  if (!options.unmigrated) await migrate(store);
  return {
    store,
    dataDir,
    async close() {
      await store.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
