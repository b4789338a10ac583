// `pnpm dev`'s API task: the server from source (tsx), restarted when a file changes. Turbo starts
// it in apps/server; it runs from the repository root, so ./data and data/studio.json (and any
// relative DATA_DIR, STUDIO_PROFILE or WEB_DIST) mean what they mean for `npm start`.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const main = fileURLToPath(new URL("../src/main.ts", import.meta.url));
const tsx = import.meta.resolve("tsx");

const child = spawn(process.execPath, ["--watch", "--import", tsx, main], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
