// Off-site backups with restic (Debian's `restic`): encrypted, deduplicated, kept 14 daily, 8 weekly
// and 12 monthly, in any repository restic reaches (SFTP, S3-compatible storage, a rest-server),
// set by RESTIC_REPOSITORY, RESTIC_PASSWORD_FILE and the backend's own variables. A snapshot holds
// what brings the studio back on a new machine: a consistent copy of the database, the session
// key, the password hash, the studio settings (the profile file) and the uploaded pictures.
import { spawnSync } from "node:child_process";
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { StartupError } from "@studio/api/config";
import { offsiteStatusFile } from "@studio/api/services";
import { backupDatabase } from "./backup.js";

/** Every snapshot is tagged and named as the studio's, so `latest` finds it from any machine. */
const TAG = "studio";
const KEEP = ["--keep-daily", "14", "--keep-weekly", "8", "--keep-monthly", "12"];
/** The files of DATA_DIR a snapshot holds beside the database (the pictures' folder as a whole). */
const SECRETS = ["session.key", "admin-password.hash"];
const PICTURES = "pictures";

function requireSettings(env: NodeJS.ProcessEnv): void {
  if (!env.RESTIC_REPOSITORY || !(env.RESTIC_PASSWORD_FILE || env.RESTIC_PASSWORD_COMMAND))
    throw new StartupError(
      "off-site backups need RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE (see docs/operations.md, Off-site backups).",
    );
}

/** Runs restic; its failure is one line with restic's own last words, never a stack. */
function restic(args: string[], env: NodeJS.ProcessEnv): string {
  const run = spawnSync("restic", ["--no-cache", ...args], {
    env,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.error && (run.error as NodeJS.ErrnoException).code === "ENOENT")
    throw new StartupError("restic is not installed: `apt-get install restic` (see docs/operations.md).");
  if (run.status !== 0) {
    const said = `${run.stderr}`.trim().split("\n").filter(Boolean).at(-1) ?? `exit ${run.status}`;
    throw new StartupError(`restic ${args[0]} failed: ${said}`);
  }
  return run.stdout;
}

/** A repository that does not answer as one yet is made (the first off-site backup). */
function ensureRepository(env: NodeJS.ProcessEnv): void {
  try {
    restic(["cat", "config"], env);
  } catch {
    restic(["init"], env);
  }
}

/** Copies what a snapshot holds into `staging`. */
function stage(dataDir: string, database: string, profilePath: string | undefined, staging: string): void {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  copyFileSync(database, path.join(staging, "studio.db"));
  for (const name of SECRETS)
    if (existsSync(path.join(dataDir, name)))
      copyFileSync(path.join(dataDir, name), path.join(staging, name));
  if (profilePath && existsSync(profilePath)) copyFileSync(profilePath, path.join(staging, "studio.json"));
  if (existsSync(path.join(dataDir, PICTURES)))
    cpSync(path.join(dataDir, PICTURES), path.join(staging, PICTURES), { recursive: true });
}

export interface OffsiteResult {
  snapshot: string;
  bookings: number;
  localFile: string;
}

/** The local backup, then the same copy and the secrets sent to the restic repository, then pruned. */
export async function backupOffsite(
  dataDir: string,
  profilePath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
  now = new Date(),
): Promise<OffsiteResult> {
  requireSettings(env);
  const local = await backupDatabase(dataDir, undefined, now);
  const staging = path.join(dataDir, "backups", "offsite");
  try {
    stage(dataDir, local.file, profilePath, staging);
    ensureRepository(env);
    const out = restic(["backup", "--json", "--tag", TAG, "--host", TAG, staging], env);
    const summary = out
      .split("\n")
      .map((line) => (line.startsWith("{") ? (JSON.parse(line) as Record<string, unknown>) : {}))
      .find((message) => message.message_type === "summary");
    const snapshot = String(summary?.snapshot_id ?? "").slice(0, 8);
    restic(["forget", "--tag", TAG, "--host", TAG, "--prune", ...KEEP], env);
    writeFileSync(
      offsiteStatusFile(dataDir),
      `${JSON.stringify({ at: now.toISOString(), ok: true, snapshot })}\n`,
    );
    return { snapshot, bookings: local.bookings, localFile: local.file };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    writeFileSync(
      offsiteStatusFile(dataDir),
      `${JSON.stringify({ at: now.toISOString(), ok: false, reason })}\n`,
    );
    throw error;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

interface Snapshot {
  short_id: string;
  id: string;
  paths: string[];
  time: string;
}

/** Restores a snapshot (`latest` by default) into an empty or missing DATA_DIR. */
export function restoreOffsite(
  dataDir: string,
  snapshot = "latest",
  env: NodeJS.ProcessEnv = process.env,
): Snapshot {
  requireSettings(env);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0)
    throw new StartupError(
      `restore --offsite restores into an empty DATA_DIR, and ${dataDir} holds files: stop the server and move them away first.`,
    );
  const snapshots = JSON.parse(restic(["snapshots", "--json", "--tag", TAG], env)) as Snapshot[];
  const chosen =
    snapshot === "latest"
      ? snapshots.sort((a, b) => a.time.localeCompare(b.time)).at(-1)
      : snapshots.find((s) => s.id.startsWith(snapshot) || s.short_id === snapshot);
  if (!chosen?.paths[0])
    throw new StartupError(`there is no off-site snapshot ${snapshot} in the repository.`);
  const unpacked = `${dataDir}.restoring-${process.pid}`;
  rmSync(unpacked, { recursive: true, force: true });
  try {
    restic(["restore", chosen.id, "--target", unpacked], env);
    // restic restores each file under the path it was backed up from.
    const restored = path.join(unpacked, chosen.paths[0]);
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    for (const name of readdirSync(restored)) renameSync(path.join(restored, name), path.join(dataDir, name));
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
  return chosen;
}
