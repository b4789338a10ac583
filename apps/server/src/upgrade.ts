// The database's schema brought up to this version at start. An upgrade (a database made by an
// older version, with migrations to run) is backed up first, into DATA_DIR/backups, so a rollback
// has the database as the older version left it; the start log says what was done.
import { appliedMigrations, migrate } from "@studio/api/store/migrate";
import { migrations } from "@studio/api/store/migrations/index";
import type { Store } from "@studio/api/store/store";
import { backupDatabase } from "./cli/backup.js";

/** "0016" of "0016_artist_notes". */
const numberOf = (migration: string) => migration.split("_")[0] ?? migration;

/**
 * Migrates `store`; on an upgrade, takes a backup first and returns the log line
 * ("Upgraded the database from 0008 to 0016 (backup: ...)"). Nothing to say for a new database or
 * one already up to date.
 */
export async function upgradeDatabase(
  store: Store,
  dataDir: string,
  now = new Date(),
): Promise<string | undefined> {
  const applied = appliedMigrations(store);
  const known = Object.keys(migrations).sort();
  const pending = known.filter((name) => !applied.includes(name));
  // A new database has nothing to keep; an up-to-date one nothing to do (migrate still refuses a
  // database a newer version upgraded).
  if (applied.length === 0 || pending.length === 0) {
    await migrate(store);
    return undefined;
  }
  const backup = await backupDatabase(dataDir, undefined, now, 0);
  await migrate(store);
  const from = numberOf(applied.at(-1) ?? "");
  const to = numberOf(known.at(-1) ?? "");
  return `Upgraded the database from ${from} to ${to} (backup: ${backup.file})`;
}
