// `pnpm backup [destination]`: a consistent copy of the live database, taken while the server runs
// (SQLite's online backup API: the copy is one moment's state even while bookings are written),
// checked with `PRAGMA integrity_check` before it is given its final name.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { dataDirFrom } from "../config.js";
import { StartupError } from "../startup-error.js";

export interface BackupResult {
  file: string;
  bytes: number;
  bookings: number;
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
): Promise<BackupResult> {
  const source = path.join(dataDir, "studio.db");
  if (!existsSync(source)) {
    throw new StartupError(`there is no database at ${source}. Set DATA_DIR to the folder the server uses.`);
  }
  const file = backupTarget(dataDir, destination, now);
  if (existsSync(file)) throw new StartupError(`${file} already exists; choose another destination.`);
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });

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
  return { file, bytes: statSync(file).size, bookings };
}

export async function backupCommand(args: string[]): Promise<number> {
  const dataDir = dataDirFrom();
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(
      "Copies the live database (safe while the server runs) and checks the copy.\n\n" +
        "  pnpm backup                 to DATA_DIR/backups/studio-<time>.db\n" +
        "  pnpm backup /srv/backups/   into that folder\n" +
        "  pnpm backup /tmp/copy.db    to that file\n\n" +
        `DATA_DIR is now ${dataDir}. To restore, see the README (Backups and restore).`,
    );
    return 0;
  }
  if (args.length > 1) throw new StartupError("give at most one destination.");
  const result = await backupDatabase(dataDir, args[0]);
  console.log(
    `Backed up ${result.bookings} booking(s) to ${result.file} (${Math.ceil(result.bytes / 1024)} KiB, integrity ok).`,
  );
  return 0;
}
