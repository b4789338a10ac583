// The built server (dist/main.js) as a studio runs it: a child process on its own DATA_DIR, built
// first when the sources are newer, ready once it prints its address. The crash test kills it.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const serverDir = path.resolve(import.meta.dirname, "..", "..");
const distMain = path.join(serverDir, "dist", "main.js");
const profilePath = path.join(serverDir, "..", "..", "packages", "api", "test", "fixtures", "studio.json");

/** Newest modification time under a folder, in ms. */
function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) latest = Math.max(latest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return latest;
}

/** Builds dist/main.js when it is missing or older than the sources it bundles. */
export function ensureBuilt(): void {
  const sources = Math.max(
    newest(path.join(serverDir, "src")),
    newest(path.join(serverDir, "..", "..", "packages", "api", "src")),
    newest(path.join(serverDir, "..", "..", "packages", "domain", "src")),
  );
  if (existsSync(distMain) && statSync(distMain).mtimeMs >= sources) return;
  const build = spawnSync(process.execPath, ["build.mjs"], { cwd: serverDir, encoding: "utf8" });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}`);
}

export interface Running {
  child: ChildProcess;
  exited: Promise<void>;
  ready: Promise<string>;
}

/** What the child may be told besides its folder: where to send mail. */
export interface ServerSetup {
  dataDir: string;
  smtpPort: number;
}

function serverEnv({ dataDir, smtpPort }: ServerSetup): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? "",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STUDIO_PROFILE: profilePath,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: "warn",
    PUBLIC_POST_LIMIT: "1000000",
    PUBLIC_BOOKINGS_PER_HOUR: "1000000",
    UPCOMING_BOOKINGS_PER_CUSTOMER: "1000000",
  };
}

/** Starts dist/main.js; `ready` gives its address, or rejects if it exits first. */
export function startServer(setup: ServerSetup): Running {
  const child = spawn(process.execPath, [distMain], {
    cwd: setup.dataDir,
    env: serverEnv(setup),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /Studio site running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 10);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the server exited before it was ready: ${output.slice(-2000)}`));
    });
  });
  ready.catch(() => {}); // a start-up kill rejects it on purpose
  return { child, exited, ready };
}
