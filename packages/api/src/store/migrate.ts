// The migrator: every pending migration in one transaction, and a database upgraded by a newer
// version is refused untouched.
import { type Migration, type MigrationProvider, Migrator } from "kysely";
import { StartupError } from "../config/startup-error.js";
import { migrations } from "./migrations/index.js";
import type { Store } from "./store.js";

class StaticMigrations implements MigrationProvider {
  constructor(private readonly set: Record<string, Migration>) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return this.set;
  }
}

/** Names of the migrations this database has run (none for a new file). */
export function appliedMigrations(store: Store): string[] {
  const table = store.sqlite
    .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
    .get();
  if (!table) return [];
  return (
    store.sqlite.prepare("select name from kysely_migration order by name").all() as { name: string }[]
  ).map((row) => row.name);
}

/**
 * Brings the schema up to date in one transaction: every pending migration applies, or none does.
 * A database that has run a migration this code does not know was upgraded by a newer version;
 * it is refused untouched rather than run by code that does not understand it.
 */
export async function migrate(store: Store, set: Record<string, Migration> = migrations): Promise<void> {
  const applied = appliedMigrations(store);
  const unknown = applied.filter((name) => !(name in set));
  if (unknown.length > 0) {
    throw new StartupError(
      `The database ${store.file} was upgraded by a newer version of this software ` +
        `(it has run migration ${unknown.join(", ")}, which this version does not know), so this version will not ` +
        "open it. Start the newer version again, or restore a backup made before the upgrade.",
    );
  }
  // Up to date, as at every start but an upgrade's: nothing to run, so no write lock is taken (a
  // start then never waits on another process's write) and Kysely's migrator is not built.
  if (Object.keys(set).every((name) => applied.includes(name))) return;
  const migrator = new Migrator({ db: store.db, provider: new StaticMigrations(set) });
  // Kysely runs SQLite migrations outside a transaction; SQLite's DDL is transactional, so wrap
  // them. IMMEDIATE takes the write lock first: a second process starting at once waits, then finds
  // nothing left to do.
  store.sqlite.exec("BEGIN IMMEDIATE");
  let outcome: Awaited<ReturnType<Migrator["migrateToLatest"]>>;
  try {
    outcome = await migrator.migrateToLatest();
  } catch (error) {
    if (store.sqlite.inTransaction) store.sqlite.exec("ROLLBACK");
    throw error;
  }
  if (outcome.error) {
    if (store.sqlite.inTransaction) store.sqlite.exec("ROLLBACK");
    const failed =
      outcome.results?.find((r) => r.status === "Error")?.migrationName ?? "(before any migration)";
    const reason = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    throw new StartupError(
      `Upgrading the database ${store.file} failed at migration ${failed} (${reason}). Nothing was changed: ` +
        "the database is as it was before this start.",
    );
  }
  store.sqlite.exec("COMMIT");
}
