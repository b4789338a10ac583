// The facts behind GET /api/health's `checks`, read from DATA_DIR and the outbox; the domain judges
// them (ops-health.ts). Read at each call: a monitor polls it a few times a minute at most.
import { readdirSync, readFileSync, statfsSync, statSync } from "node:fs";
import path from "node:path";
import { backupCheck, type Check, diskCheck, mailCheck, offsiteBackupCheck } from "@studio/domain";
import type { Store } from "../store/store.js";

export interface HealthChecks {
  database: Check;
  disk: Check;
  mail: Check;
  backup: Check;
  offsiteBackup: Check;
}

/** Where `backup --offsite` records its last outcome ({ at, ok, snapshot } or { at, ok, reason }). */
export const offsiteStatusFile = (dataDir: string) => path.join(dataDir, "backups", "offsite-last.json");

/** When the newest local backup (DATA_DIR/backups/studio-<time>.db) was written, if there is one. */
export function lastLocalBackupMs(dataDir: string): number | null {
  let newest: number | null = null;
  try {
    for (const name of readdirSync(path.join(dataDir, "backups")))
      if (/^studio-.*\.db$/.test(name))
        newest = Math.max(newest ?? 0, statSync(path.join(dataDir, "backups", name)).mtimeMs);
  } catch {
    return null; // no backups folder yet
  }
  return newest;
}

function diskOf(dataDir: string) {
  try {
    const { bavail, blocks, bsize } = statfsSync(dataDir);
    return { freeBytes: bavail * bsize, totalBytes: blocks * bsize };
  } catch {
    return null;
  }
}

function mailFacts(store: Store) {
  const failing = store.sqlite
    .prepare(
      `select createdAt, lastError from email_outbox
       where sentAt is null and abandonedAt is null and attempts > 0 order by createdAt limit 1`,
    )
    .get() as { createdAt: string; lastError: string | null } | undefined;
  const lastSent = store.sqlite.prepare("select max(sentAt) from email_outbox").pluck().get() as
    | string
    | null;
  return {
    failingSinceMs: failing ? Date.parse(failing.createdAt) : null,
    lastSentMs: lastSent ? Date.parse(lastSent) : null,
    // Only the error's first line: a server's reason, never a stack or an address list.
    lastError: failing?.lastError?.split("\n")[0]?.slice(0, 160) ?? null,
  };
}

function offsiteOf(dataDir: string, configured: boolean) {
  if (!configured) return { configured, last: null };
  try {
    const last = JSON.parse(readFileSync(offsiteStatusFile(dataDir), "utf8")) as {
      at: string;
      ok: boolean;
      reason?: string;
    };
    return { configured, last: { atMs: Date.parse(last.at), ok: last.ok === true, reason: last.reason } };
  } catch {
    return { configured, last: null };
  }
}

/** Every check but the database's, which the caller has just proved by writing. */
export function healthChecks(
  store: Store,
  host: { dataDir: string; offsiteBackups: boolean },
  now: Date,
): HealthChecks {
  const nowMs = now.getTime();
  return {
    database: { state: "ok", reason: "The database takes writes." },
    disk: diskCheck(diskOf(host.dataDir)),
    mail: mailCheck(mailFacts(store), nowMs),
    backup: backupCheck(lastLocalBackupMs(host.dataDir), nowMs),
    offsiteBackup: offsiteBackupCheck(offsiteOf(host.dataDir, host.offsiteBackups), nowMs),
  };
}
