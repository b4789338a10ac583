// `pnpm restore --offsite [snapshot]`: brings the studio back from its off-site backup (restic) into
// an empty DATA_DIR, on this machine or a new one. A local backup is restored by hand
// (docs/operations.md, Backups): it is one file.
import { StartupError } from "@studio/api/config";
import { dataDirFrom } from "../data-dir.js";
import { restoreOffsite } from "./offsite.js";

const USAGE =
  "Restores the latest off-site snapshot (or the one named) into an empty DATA_DIR:\n\n" +
  "  pnpm restore --offsite [snapshot]\n\n" +
  "It needs RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE, as the backup did (docs/operations.md).";

export function restoreCommand(args: string[]): number {
  if (args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE);
    return 0;
  }
  const [flag, snapshot, ...rest] = args;
  if (flag !== "--offsite" || rest.length > 0) throw new StartupError(`usage: restore --offsite [snapshot]`);
  const dataDir = dataDirFrom();
  const restored = restoreOffsite(dataDir, snapshot);
  console.log(
    `Restored snapshot ${restored.short_id} of ${restored.time} into ${dataDir}. Its studio settings are in ` +
      `${dataDir}/studio.json (point STUDIO_PROFILE at it on a new machine), then start the server.`,
  );
  return 0;
}
