/**
 * What the owner is told about the server itself (GET /api/health's `checks`): each check is ok,
 * warn or fail with a reason in plain words, from facts the host reads (free disk, the outbox, the
 * backups). No customer data, no secrets: a monitor and the owner read these.
 */

type CheckState = "ok" | "warn" | "fail";
export interface Check {
  state: CheckState;
  reason: string;
}

const HOUR_MS = 3_600_000;
const GB = 1024 ** 3;
const MB = 1024 ** 2;
/** Free disk under either is a warning: 500 MB, or a tenth of the disk. */
const DISK_LOW_BYTES = 500 * MB;
const DISK_LOW_SHARE = 0.1;
/** Mail failing (nothing sent since a mail first failed) this long is a failure, not a warning. */
const MAIL_FAILING_MS = 30 * 60_000;
/** A local backup older than this is a warning (a nightly backup that missed a night). */
const BACKUP_STALE_MS = 26 * HOUR_MS;
/** An off-site backup older than this (when they are set up) is a warning. */
const OFFSITE_STALE_MS = 48 * HOUR_MS;

const ok = (reason: string): Check => ({ state: "ok", reason });
const sizeText = (bytes: number) =>
  bytes >= GB ? `${(bytes / GB).toFixed(1)} GB` : `${Math.round(bytes / MB)} MB`;
const count = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
const ago = (ms: number) =>
  ms >= 48 * HOUR_MS
    ? `${count(Math.floor(ms / (24 * HOUR_MS)), "day")} ago`
    : `${count(Math.max(0, Math.floor(ms / HOUR_MS)), "hour")} ago`;

export function diskCheck(disk: { freeBytes: number; totalBytes: number } | null): Check {
  if (!disk) return { state: "warn", reason: "The free disk space cannot be read." };
  const text = `${sizeText(disk.freeBytes)} free of ${sizeText(disk.totalBytes)}`;
  const low = disk.freeBytes < DISK_LOW_BYTES || disk.freeBytes < disk.totalBytes * DISK_LOW_SHARE;
  return low ? { state: "warn", reason: `The disk is nearly full: ${text}.` } : ok(`${text}.`);
}

/**
 * `failingSinceMs`: when the oldest mail still waiting after a failed attempt was queued (none: no
 * mail is failing); `lastSentMs`: when a mail last went out.
 */
export function mailCheck(
  mail: { failingSinceMs: number | null; lastSentMs: number | null; lastError: string | null },
  nowMs: number,
): Check {
  const { failingSinceMs, lastSentMs } = mail;
  if (failingSinceMs === null || (lastSentMs !== null && lastSentMs >= failingSinceMs))
    return ok("Mail is being delivered.");
  const error = mail.lastError ? ` (${mail.lastError})` : "";
  const state = nowMs - failingSinceMs >= MAIL_FAILING_MS ? "fail" : "warn";
  const minutes = Math.max(0, Math.floor((nowMs - failingSinceMs) / 60_000));
  return { state, reason: `No mail has been delivered for ${count(minutes, "minute")}${error}.` };
}

export function backupCheck(lastBackupMs: number | null, nowMs: number): Check {
  if (lastBackupMs === null) return { state: "warn", reason: "No local backup has been taken yet." };
  const age = nowMs - lastBackupMs;
  return age > BACKUP_STALE_MS
    ? { state: "warn", reason: `The last local backup was taken ${ago(age)}.` }
    : ok(`The last local backup was taken ${ago(age)}.`);
}

export function offsiteBackupCheck(
  offsite: { configured: boolean; last: { atMs: number; ok: boolean; reason?: string } | null },
  nowMs: number,
): Check {
  if (!offsite.configured) return ok("Off-site backups are not set up.");
  const { last } = offsite;
  if (!last) return { state: "warn", reason: "No off-site backup has been taken yet." };
  if (!last.ok)
    return { state: "fail", reason: `The last off-site backup failed: ${last.reason ?? "unknown reason"}.` };
  const age = nowMs - last.atMs;
  return age > OFFSITE_STALE_MS
    ? { state: "warn", reason: `The last off-site backup was taken ${ago(age)}.` }
    : ok(`The last off-site backup was taken ${ago(age)}.`);
}

export type CheckName = "database" | "disk" | "mail" | "backup" | "offsiteBackup";

/** The owner is e-mailed about one problem at most this often while it lasts. */
export const OWNER_ALERT_EVERY_MS = 24 * HOUR_MS;

const PROBLEM_TITLES: Record<CheckName, string> = {
  database: "the database",
  disk: "the disk",
  mail: "mail delivery",
  backup: "the local backups",
  offsiteBackup: "the off-site backups",
};

/**
 * What the owner is e-mailed about: the disk nearly full, mail failing for 30 minutes, a backup
 * that is stale or failed. `backupsDue`: the database is older than a backup's allowed age, so
 * "no backup yet" is a problem rather than a new server's first day.
 */
export function problemsToTell(
  checks: Record<CheckName, Check>,
  backupsDue: boolean,
): { name: CheckName; title: string; reason: string }[] {
  const backupProblem = (check: Check) => check.state === "fail" || (check.state === "warn" && backupsDue);
  const tell: Record<CheckName, boolean> = {
    database: checks.database.state !== "ok",
    disk: checks.disk.state !== "ok",
    mail: checks.mail.state === "fail",
    backup: backupProblem(checks.backup),
    offsiteBackup: backupProblem(checks.offsiteBackup),
  };
  return (Object.keys(tell) as CheckName[])
    .filter((name) => tell[name])
    .map((name) => ({ name, title: PROBLEM_TITLES[name], reason: checks[name].reason }));
}

/** Whether a database first migrated at `createdMs` should have a local backup by `nowMs`. */
export const backupsDueBy = (createdMs: number, nowMs: number) => nowMs - createdMs > BACKUP_STALE_MS;
