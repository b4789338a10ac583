// One server per DATA_DIR. Two servers on one folder would each send the outbox's mails (customers
// got their receipts twice) and each run the jobs. The server holds an exclusive SQLite lock on
// DATA_DIR/server.lock for its whole life; the operating system drops it when the process ends,
// however it ends (a crash, SIGKILL), so nothing needs cleaning up. A second server fails to take it
// and stops with one line naming the folder and the server that holds it (DATA_DIR/server.pid).
import { accessSync, constants, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";
import { StartupError } from "@studio/api/config";
import Database from "better-sqlite3";

/** The lock's connection, kept open (and so the lock held) until the process ends. */
let held: Database.Database | undefined;

/** Makes DATA_DIR (owner-only) when it is missing and checks it can be written, in one line if not. */
export function ensureWritableDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    throw new StartupError(
      `the data folder ${dataDir} cannot be ${code === "ENOENT" || code === "ENOTDIR" ? "created" : "written"} (${code}). ` +
        "Set DATA_DIR to a folder this user can write, or give this user that folder.",
    );
  }
}

/** The files of DATA_DIR the server opens for writing (the database's, its lock and its secrets). */
const SERVER_FILES = [
  "studio.db",
  "studio.db-wal",
  "studio.db-shm",
  "server.lock",
  "server.pid",
  "session.key",
  "admin-password.hash",
];

/**
 * Refuses, in one line naming the file, a DATA_DIR whose files belong to another user (a server once
 * started as root, a copy restored by another account): SQLite would open them read-only or not at
 * all and fail later with a stack. Root may open anything, so only another user is checked.
 */
export function ensureOwnFiles(dataDir: string): void {
  const uid = process.getuid?.();
  if (uid === undefined || uid === 0) return;
  for (const name of SERVER_FILES) {
    const file = path.join(dataDir, name);
    let owner: number;
    try {
      owner = statSync(file).uid;
    } catch {
      continue; // not there yet: the server makes it as its own
    }
    if (owner !== uid)
      throw new StartupError(
        `${file} belongs to another user (uid ${owner}) than the one running the server (uid ${uid}). ` +
          "Run the server as the user that owns DATA_DIR, or give this user its files (chown -R).",
      );
  }
}

/** Takes DATA_DIR for this process, or throws a StartupError naming the server that has it. */
export function lockDataDir(dataDir: string): void {
  if (held) return;
  const lockFile = path.join(dataDir, "server.lock");
  const pidFile = path.join(dataDir, "server.pid");
  const db = new Database(lockFile, { timeout: 0 });
  try {
    db.pragma("journal_mode = DELETE");
    db.exec("BEGIN EXCLUSIVE"); // never committed: held until the connection closes with the process
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== "SQLITE_BUSY") throw error;
    throw new StartupError(
      `another server is already running on the data folder ${dataDir} (${holderOf(pidFile)}). ` +
        "Stop it first, or give this one a DATA_DIR of its own.",
    );
  }
  held = db;
  const holder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  writeFileSync(pidFile, `${JSON.stringify(holder)}\n`, { mode: 0o600 });
}

/** "process 1234 on vm, running since 2026-11-29T01:10:00.000Z", or what is known of it. */
function holderOf(pidFile: string): string {
  try {
    const { pid, host, since } = JSON.parse(readFileSync(pidFile, "utf8")) as Record<string, unknown>;
    return `process ${String(pid)} on ${String(host)}, running since ${String(since)}`;
  } catch {
    return "its process id is not known";
  }
}
