// `pnpm admin:password` and `pnpm backup`: the server's maintenance commands, run from source through
// tsx (no build needed). DATA_DIR is read as the server reads it, relative to this folder.
// From a release folder the same commands are `node server.mjs admin-password | backup`.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const serverDir = join(root, "apps", "server");
const tsx = pathToFileURL(join(serverDir, "node_modules", "tsx", "dist", "loader.mjs")).href;

const child = spawnSync(
  process.execPath,
  ["--import", tsx, join(serverDir, "src", "cli", "main.ts"), ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(child.status ?? 1);
