// The database's schema brought up to this version at start. An upgrade (a database made by an
// older version, with migrations to run) is backed up first, into DATA_DIR/backups, so a rollback
// has the database as the older version left it; the start log says what was done. The files older
// versions left readable by others are made the owner's only.
import { chmodSync, lstatSync, readdirSync } from "node:fs";
import path from "node:path";
import { appliedMigrations, migrate, migrations, type Store } from "@studio/api/store";
import { backupDatabase } from "./cli/backup.js";

/** How deep the upgrade looks for files older versions left readable (DATA_DIR/outbox/x.eml is 2). */
const TIGHTEN_DEPTH = 3;

/**
 * Makes what older versions left in DATA_DIR the owner's only: folders 0700, files 0600 (a backup,
 * a mail file and the session key hold customers' data or secrets). Symbolic links are left alone,
 * and a file this user cannot change is skipped (its owner is told at start, data-dir-lock.ts).
 */
function tightenDataDir(folder: string, depth = TIGHTEN_DEPTH): void {
  const set = (file: string, mode: number) => {
    try {
      chmodSync(file, mode);
    } catch {
      // not ours to change
    }
  };
  set(folder, 0o700);
  if (depth === 0) return;
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) {
    const file = path.join(folder, name);
    const stat = lstatSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) tightenDataDir(file, depth - 1);
    else if (stat?.isFile() && (stat.mode & 0o077) !== 0) set(file, 0o600);
  }
}

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
  tightenDataDir(dataDir);
  const from = numberOf(applied.at(-1) ?? "");
  const to = numberOf(known.at(-1) ?? "");
  return `Upgraded the database from ${from} to ${to} (backup: ${backup.file})`;
}
