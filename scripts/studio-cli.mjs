// `pnpm admin:password` and `pnpm backup`: the api's maintenance commands, run from source through
// tsx (no build needed). DATA_DIR is read as the server reads it, relative to this folder.
// From a release folder the same commands are `node server.mjs admin-password | backup`.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiDir = join(root, "packages", "api");
const tsx = pathToFileURL(join(apiDir, "node_modules", "tsx", "dist", "loader.mjs")).href;

const child = spawnSync(
  process.execPath,
  ["--import", tsx, join(apiDir, "src", "cli", "main.ts"), ...process.argv.slice(2)],
  { stdio: "inherit" },
);
process.exit(child.status ?? 1);
