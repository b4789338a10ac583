// The studio's server as the bench runs it: started as `npm start` runs it, over the run's
// DATA_DIR, with its start timed (wall clock and the CPU its main thread used, from /proc).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import memory from "../apps/server/memory-settings.json" with { type: "json" };
import { freePort, stop, waitFor200 } from "./process.js";
import { seedBookings } from "./seed.js";

const ADMIN_PASSWORD = "bench-admin-password";

export interface ServerRun {
  base: string;
  start: () => ChildProcess;
}

/** A variant of the server to weigh against the shipped one: node flags and env added to its own. */
export interface ServerVariant {
  flags?: string[];
  env?: Record<string, string>;
}

export function benchServer(
  root: string,
  dataDir: string,
  port: number,
  variant: ServerVariant = {},
): ServerRun {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    TRUST_PROXY: "1",
    // The calendar row serves a producer's calendar on loopback (bench/calendar-read.ts).
    CALENDAR_FETCH_ALLOW_HOSTS: "127.0.0.1",
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
    // glibc's settings as npm start and start.sh give them (docs/performance.md, memory), unless the
    // bench's own environment sets one.
    ...Object.fromEntries(
      Object.entries(memory.mallocEnv).map(([name, value]) => [name, process.env[name] ?? value]),
    ),
    // BENCH_SERVER_ENV="MALLOC_MMAP_THRESHOLD_=8192 ...": set on the server alone. A variable set on
    // the bench's own command reaches the server too, but also the bench and its load generator.
    ...Object.fromEntries(
      (process.env.BENCH_SERVER_ENV ?? "")
        .split(" ")
        .filter((pair) => pair.indexOf("=") > 0)
        .map((pair) => [pair.slice(0, pair.indexOf("=")), pair.slice(pair.indexOf("=") + 1)]),
    ),
    ...variant.env,
  };
  // BENCH_CPU_PROF=<folder>: each server start writes a V8 CPU profile there as it exits.
  // BENCH_NODE_FLAGS="--no-maglev ...": flags added to the server's node, to weigh a V8 setting.
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const nodeFlags = [
    ...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean),
    ...(variant.flags ?? []),
  ];
  const start = () =>
    spawn(
      process.execPath,
      [...memory.nodeFlags, ...nodeFlags, ...profile, join(root, "apps/server/dist/main.js")],
      { cwd: root, env, stdio: "ignore" },
    );
  return { base: `http://127.0.0.1:${port}`, start };
}

/** CPU time the process's main thread has used so far, in ms (utime + stime, at 100 ticks a second). */
function mainThreadCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export interface ColdStart {
  /** Spawn to /api/health answering 200: wall clock, and the main thread's CPU. */
  healthMs: number;
  healthCpuMs: number;
  /** Spawn to the first page (`/`, which loads the page renderer). */
  firstPageMs: number;
  firstPageCpuMs: number;
}

/** Starts the server and times its start; it is left running. */
export async function timedStart(run: ServerRun): Promise<{ server: ChildProcess; cold: ColdStart }> {
  const startedAt = performance.now();
  const server = run.start();
  await waitFor200(`${run.base}/api/health`);
  const healthMs = Math.round(performance.now() - startedAt);
  const healthCpuMs = mainThreadCpuMs(server.pid!);
  await waitFor200(`${run.base}/`);
  const firstPageMs = Math.round(performance.now() - startedAt);
  return {
    server,
    cold: { healthMs, healthCpuMs, firstPageMs, firstPageCpuMs: mainThreadCpuMs(server.pid!) },
  };
}

/**
 * The pictures' AVIF/WebP copies are made once per picture and kept in DATA_DIR: a studio's server
 * makes them after its first start. Made here, before anything is timed, by asking for each one.
 */
async function makePictureCopies(base: string): Promise<void> {
  const studio = (await (await fetch(`${base}/api/studio`)).json()) as {
    pictures?: Record<string, { avif: string; webp: string }>;
  };
  const urls = Object.values(studio.pictures ?? {})
    .flatMap((p) => [p.avif, p.webp])
    .flatMap((set) => set.split(",").map((entry) => entry.trim().split(" ")[0] ?? ""))
    .filter(Boolean);
  for (const url of urls) await (await fetch(`${base}${url}`)).arrayBuffer();
  console.log(`bench: ${urls.length} picture copies made`);
}

/** Builds the release once, as `pnpm build` does (turbo skips what has not changed). */
export function buildOnce(root: string): void {
  const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) process.exit(1);
}

/**
 * A fresh DATA_DIR as a studio's server leaves it after its first start (migrated, its pictures'
 * copies made), then seeded with `bookings` bookings (none: left empty). The server is stopped;
 * `run` starts it.
 */
export async function preparedServer(root: string, bookings: number, now: Date) {
  const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-"));
  const run = benchServer(root, dataDir, await freePort());
  const first = run.start();
  await waitFor200(`${run.base}/api/health`, 120_000); // the first start migrates and compiles
  await makePictureCopies(run.base);
  await stop(first);
  if (bookings === 0) return { run, dataDir, seeded: 0, horizonNights: [] };
  const { seeded, horizonNights } = seedBookings(join(dataDir, "studio.db"), bookings, now);
  console.log(`bench: seeded ${seeded} bookings in ${dataDir}`);
  return { run, dataDir, seeded, horizonNights };
}

/** Logs the admin in; the session's cookie header. */
export async function adminCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ password: ADMIN_PASSWORD }),
  });
  const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
  if (login.status !== 200 || !cookie) throw new Error(`admin login failed: ${login.status}`);
  return cookie;
}
