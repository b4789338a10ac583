// `pnpm backup [destination] [--keep-days N] [--offsite]`: the command line of the local backup
// (backup.ts) and of the off-site one after it (offsite.ts).
import path from "node:path";
import { StartupError } from "@studio/api/config";
import { dataDirFrom } from "../data-dir.js";
import { backupDatabase, DEFAULT_KEEP_DAYS } from "./backup.js";
import { backupOffsite } from "./offsite.js";

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
  if (result.heldMails > 0)
    console.log(
      `${result.heldMails} e-mail(s) waiting to be sent are held in the copy: after a restore, the E-mail tab offers Send or Drop.`,
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
