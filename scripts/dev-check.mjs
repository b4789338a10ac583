// The development loop from a fresh clone: starts `pnpm dev` (turbo: the API from source and Vite),
// waits until the API's /api/health answers through Vite's proxy, and stops it. Settings given in
// the environment must reach the API through turbo: it runs on its own ports and data folder.
// Prints `dev loop: 1 passed` or `dev loop: 0 passed, 1 failed` (test-all counts it).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const apiPort = Number(process.env.DEV_CHECK_PORT ?? 4311);
const vitePort = apiPort + 1;
const dataDir = mkdtempSync(join(tmpdir(), "studio-dev-"));
const deadline = Date.now() + 120_000;

const dev = spawn("pnpm", ["dev"], {
  cwd: root,
  detached: true, // its own process group: turbo, tsx's watcher, the server and Vite stop together
  stdio: ["ignore", "pipe", "pipe"],
  env: {
    ...process.env,
    PORT: String(apiPort),
    VITE_PORT: String(vitePort),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: "dev-check-password",
    LOG_LEVEL: "warn",
  },
});
let output = "";
dev.stdout.on("data", (chunk) => (output += chunk));
dev.stderr.on("data", (chunk) => (output += chunk));
let exited = false;
dev.on("exit", () => (exited = true));

async function health() {
  try {
    const response = await fetch(`http://127.0.0.1:${vitePort}/api/health`);
    return { status: response.status, body: await response.json() };
  } catch {
    return null;
  }
}

let result = null;
while (!exited && Date.now() < deadline) {
  result = await health();
  if (result?.status === 200) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
const up = result?.status === 200;
const home = up ? await fetch(`http://127.0.0.1:${vitePort}/`).then((r) => r.text()) : "";
// The pictures' AVIF/WebP copies need the converter, a child of the API: it must start under
// `node --watch` as well (its sizes are read before the profile answers).
const studio = up ? await fetch(`http://127.0.0.1:${vitePort}/api/studio`).then((r) => r.json()) : {};
const converted = Object.values(studio.pictures ?? {}).filter((picture) => picture.avif).length;

try {
  process.kill(-dev.pid, "SIGTERM");
} catch {}
await new Promise((resolve) => (exited ? resolve() : dev.on("exit", resolve)));
rmSync(dataDir, { recursive: true, force: true });

const ok = up && result.body?.database === "ok" && home.includes('id="root"') && converted > 0;
if (ok) {
  console.log(`dev loop: /api/health answered 200 through Vite on :${vitePort}, the API on :${apiPort}`);
  console.log(`dev loop: ${converted} pictures offered as AVIF and WebP`);
  console.log("dev loop: 1 passed");
} else {
  console.log(output.split("\n").slice(-40).join("\n"));
  console.log(`dev loop: health through Vite: ${JSON.stringify(result)}; pictures converted: ${converted}`);
  console.log("dev loop: 0 passed, 1 failed");
  process.exitCode = 1;
}
