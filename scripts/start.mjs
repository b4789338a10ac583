// `pnpm start`: builds what is not built yet (turbo replays its cache when nothing changed),
// then runs the server in this same process, so signals reach it directly.
import { spawnSync } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
  cwd: root,
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "inherit", "inherit"],
});
if (build.status !== 0) {
  console.error("start: the build failed; see the output above.");
  process.exit(build.status ?? 1);
}

process.chdir(root);
await import(pathToFileURL(join(root, "apps/server/dist/main.js")).href);
