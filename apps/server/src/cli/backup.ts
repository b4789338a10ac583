// `pnpm backup [destination]`: a consistent copy of the live database, taken while the server runs
// (SQLite's online backup API: the copy is one moment's state even while bookings are written),
// checked with `PRAGMA integrity_check` before it is given its final name.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { StartupError } from "@studio/api/config";

export interface BackupResult {
  file: string;
  bytes: number;
  bookings: number;
  /** Older backups removed from the same folder (kept `keepDays` days). */
  pruned: string[];
  /** Mails waiting to be sent, held in the copy: a restore sends none by itself (they may have gone). */
  heldMails: number;
}

/**
 * Holds, in the copy only, every mail still waiting: given up on and marked held, so a restored
 * database sends nothing that the live server may have sent since; the E-mail tab offers Send and
 * Drop. A database from before the held mark (migration 0022) is copied as it is.
 */
function holdWaitingMail(copy: Database.Database, now: Date): number {
  const columns = copy.prepare("select name from pragma_table_info('email_outbox')").pluck().all();
  if (!columns.includes("heldAt")) return 0;
  const at = now.toISOString();
  return copy
    .prepare(
      "update email_outbox set heldAt = ?, abandonedAt = ? where sentAt is null and abandonedAt is null",
    )
    .run(at, at).changes;
}

/** How long backups are kept by default: an erased customer is gone from every backup after it. */
export const DEFAULT_KEEP_DAYS = 30;
const BACKUP_NAME = /^studio-(\d{4}-\d\d-\d\dT\d\d)-(\d\d)-(\d\d)Z\.db$/;

/**
 * Deletes the backups in `folder` taken more than `keepDays` days before `now`, judged by the time
 * in their name (studio-<time>.db: a copied file keeps it, where its mtime would not). 0 keeps all.
 */
function pruneBackups(folder: string, now: Date, keepDays: number): string[] {
  if (keepDays <= 0 || !existsSync(folder)) return [];
  const cutoff = now.getTime() - keepDays * 24 * 60 * 60_000;
  const pruned: string[] = [];
  for (const name of readdirSync(folder)) {
    const match = BACKUP_NAME.exec(name);
    if (!match) continue;
    const takenAt = Date.parse(`${match[1]}:${match[2]}:${match[3]}Z`);
    if (Number.isNaN(takenAt) || takenAt >= cutoff) continue;
    rmSync(path.join(folder, name), { force: true });
    pruned.push(path.join(folder, name));
  }
  return pruned;
}

const stampOf = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");

/** Where the copy goes: a file path, or a folder (default DATA_DIR/backups) holding studio-<time>.db. */
export function backupTarget(dataDir: string, destination: string | undefined, now: Date): string {
  const name = `studio-${stampOf(now)}.db`;
  if (destination === undefined || destination === "") return path.join(dataDir, "backups", name);
  const resolved = path.resolve(destination);
  const isFolder = /[\\/]$/.test(destination) || (existsSync(resolved) && statSync(resolved).isDirectory());
  return isFolder ? path.join(resolved, name) : resolved;
}

export async function backupDatabase(
  dataDir: string,
  destination?: string,
  now = new Date(),
  keepDays = DEFAULT_KEEP_DAYS,
): Promise<BackupResult> {
  const source = path.join(dataDir, "studio.db");
  if (!existsSync(source)) {
    throw new StartupError(`there is no database at ${source}. Set DATA_DIR to the folder the server uses.`);
  }
  const file = backupTarget(dataDir, destination, now);
  if (existsSync(file)) throw new StartupError(`${file} already exists; choose another destination.`);
  const partial = `${file}.partial`;
  try {
    mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    rmSync(partial, { force: true });
    // The copy holds everything the database does: the owner's only, whatever the umask.
    closeSync(openSync(partial, "wx", 0o600));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    throw new StartupError(
      `cannot write the backup to ${path.dirname(file)} (${code}). Choose a folder this user can write.`,
    );
  }

  const live = new Database(source, { fileMustExist: true });
  try {
    live.pragma("busy_timeout = 5000");
    await live.backup(partial);
  } finally {
    live.close();
  }

  let bookings: number;
  let heldMails: number;
  const copy = new Database(partial, { fileMustExist: true });
  try {
    // One self-contained file: no -wal beside it to forget when copying it elsewhere.
    copy.pragma("journal_mode = DELETE");
    heldMails = holdWaitingMail(copy, now);
    const check = copy.pragma("integrity_check", { simple: true });
    if (check !== "ok") throw new StartupError(`the copy failed its integrity check (${String(check)}).`);
    const hasBookings = copy
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'bookings'")
      .get();
    bookings = hasBookings ? Number(copy.prepare("select count(*) from bookings").pluck().get()) : 0;
  } catch (error) {
    copy.close();
    rmSync(partial, { force: true });
    throw error;
  }
  copy.close();
  renameSync(partial, file);
  // Only a folder of studio-<time>.db backups is pruned; a copy to a named file is the caller's.
  const pruned = BACKUP_NAME.test(path.basename(file)) ? pruneBackups(path.dirname(file), now, keepDays) : [];
  return { file, bytes: statSync(file).size, bookings, pruned, heldMails };
}
