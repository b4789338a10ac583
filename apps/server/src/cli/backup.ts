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
import { dataDirFrom } from "../data-dir.js";
import { StartupError } from "@studio/api/config/startup-error";

export interface BackupResult {
  file: string;
  bytes: number;
  bookings: number;
  /** Older backups removed from the same folder (kept `keepDays` days). */
  pruned: string[];
}

/** How long backups are kept by default: an erased customer is gone from every backup after it. */
const DEFAULT_KEEP_DAYS = 30;
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
  const copy = new Database(partial, { fileMustExist: true });
  try {
    // One self-contained file: no -wal beside it to forget when copying it elsewhere.
    copy.pragma("journal_mode = DELETE");
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
  return { file, bytes: statSync(file).size, bookings, pruned };
}

export async function backupCommand(args: string[]): Promise<number> {
  const dataDir = dataDirFrom();
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(
      "Copies the live database (safe while the server runs) and checks the copy.\n\n" +
        "  pnpm backup                 to DATA_DIR/backups/studio-<time>.db\n" +
        "  pnpm backup /srv/backups/   into that folder\n" +
        "  pnpm backup /tmp/copy.db    to that file\n" +
        `  --keep-days N               remove studio-<time>.db backups older than N days from the same\n` +
        `                              folder (default ${DEFAULT_KEEP_DAYS}; 0 keeps every backup)\n` +
        "  pnpm backup --offsite       the local backup, then off-site with restic (RESTIC_REPOSITORY,\n" +
        "                              RESTIC_PASSWORD_FILE): the database, secrets, settings, pictures\n\n" +
        `DATA_DIR is now ${dataDir}. To restore, see docs/operations.md (Backups).`,
    );
    return 0;
  }
  const { destination, keepDays, offsite } = backupArgs(args);
  if (offsite) {
    if (destination !== undefined)
      throw new StartupError("--offsite takes no destination: RESTIC_REPOSITORY is where it goes.");
    const { backupOffsite } = await import("./offsite.js");
    const profile = path.resolve(process.env.STUDIO_PROFILE || "data/studio.json");
    const sent = await backupOffsite(dataDir, profile);
    console.log(
      `Backed up ${sent.bookings} booking(s) to ${sent.localFile}, and off-site as snapshot ${sent.snapshot} (old snapshots pruned).`,
    );
    return 0;
  }
  const result = await backupDatabase(dataDir, destination, new Date(), keepDays);
  console.log(
    `Backed up ${result.bookings} booking(s) to ${result.file} (${Math.ceil(result.bytes / 1024)} KiB, integrity ok).`,
  );
  if (result.pruned.length > 0)
    console.log(`Removed ${result.pruned.length} backup(s) older than ${keepDays} days.`);
  return 0;
}

/** `[destination] [--keep-days N | --keep-days=N] [--offsite]`, in any order. */
export function backupArgs(args: string[]): {
  destination: string | undefined;
  keepDays: number;
  offsite: boolean;
} {
  let keepDays = DEFAULT_KEEP_DAYS;
  let offsite = false;
  const rest: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === "--offsite") offsite = true;
    else if (arg === "--keep-days" || arg.startsWith("--keep-days=")) {
      const value = arg.includes("=") ? arg.slice(arg.indexOf("=") + 1) : args[++i];
      if (value === undefined || !/^\d+$/.test(value))
        throw new StartupError("--keep-days needs a whole number of days (0 keeps every backup).");
      keepDays = Number(value);
    } else rest.push(arg);
  }
  if (rest.length > 1) throw new StartupError("give at most one destination.");
  return { destination: rest[0], keepDays, offsite };
}
