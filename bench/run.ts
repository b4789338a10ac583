// `pnpm bench`: builds once, starts the real server on loopback over a fresh DATA_DIR seeded with
// 2,000 bookings, drives it with autocannon beside a bare Fastify baseline started in the same
// run, floods it with wrong passwords and runs Lighthouse (those two on a server started afresh, as
// a studio's runs), and weighs the production bundle. Prints a table, writes results.json.
// BENCH_QUICK=1 makes a short smoke run (1 s per load, no Lighthouse); BENCH_LIGHTHOUSE=0 keeps the
// full loads and skips Lighthouse (for work on the server alone).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { measureBundle } from "./bundle.js";
import { runLighthouse } from "./lighthouse.js";
import { loginFlood } from "./login-flood.js";
import { freePort, machineFacts, RECONNECT_EVERY, rssMb, round, stop, waitFor200 } from "./process.js";
import { type BenchResults, type LoadFigures, printTable } from "./report.js";
import { countBookings, seedBookings, settleOutbox } from "./seed.js";
import { runPayments } from "./payments.js";
import { runWrites } from "./writes.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const quick = process.env.BENCH_QUICK === "1";
const SECONDS = quick ? 1 : 10;
const withLighthouse = !quick && process.env.BENCH_LIGHTHOUSE !== "0";
const CONNECTIONS = 10;
const ADMIN_PASSWORD = "bench-admin-password";
const SEEDED = 2000;

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: SECONDS,
    reconnectRate: RECONNECT_EVERY,
    ...options,
  });
  return {
    reqPerSec: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

// ---- 1. build once -------------------------------------------------------------------------
console.log("bench: building");
const build = spawnSync("pnpm", ["exec", "turbo", "run", "build", "--output-logs=errors-only"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, TURBO_TELEMETRY_DISABLED: "1" },
});
if (build.status !== 0) process.exit(1);

// ---- 2. a fresh data folder, migrated by the server, then seeded ----------------------------
const dataDir = mkdtempSync(join(tmpdir(), "studio-bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  PORT: String(port),
  HOST: "127.0.0.1",
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  TRUST_PROXY: "1",
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2", // as npm start and start.sh set it
};
// As `npm start`, the release's start.sh and the README's unit run it: V8's old space capped at
// 128 MB (without the cap V8 lets the heap grow to ~250 MB under load before collecting), and its
// young generation at 2 MB a half (V8's default lets it grow to ~26 MB that are rarely in use).
const startServer = () =>
  spawn(
    process.execPath,
    ["--max-old-space-size=128", "--max-semi-space-size=2", join(root, "apps/server/dist/main.js")],
    {
      cwd: root,
      env: serverEnv,
      stdio: "ignore",
    },
  );

let server = startServer();
await waitFor200(`${base}/api/health`);
await makePictureCopies();
await stop(server);
const now = new Date();

/**
 * The pictures' AVIF/WebP copies are made once per picture and kept in DATA_DIR: a studio's server
 * makes them after its first start. Made here, before anything is timed, by asking for each one.
 */
async function makePictureCopies(): Promise<void> {
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
const { seeded, horizonNights } = seedBookings(join(dataDir, "studio.db"), SEEDED, now);
console.log(`bench: seeded ${seeded} bookings in ${dataDir}`);

// ---- 3. cold start and idle memory ---------------------------------------------------------
// To /api/health answering, then to the first page (which loads the page renderer). The run's first
// start, above, left Node's compile cache in DATA_DIR, as a studio's first start does.
const coldStartAt = performance.now();
server = startServer();
await waitFor200(`${base}/api/health`);
const coldStartMs = Math.round(performance.now() - coldStartAt);
await waitFor200(`${base}/`);
const firstPageMs = Math.round(performance.now() - coldStartAt);
// Idle is measured once the server has settled: it renders and compresses its pages 2 s after it
// starts listening (apps/server/src/pages/page-cache.ts), and keeps what that took.
await new Promise((resolve) => setTimeout(resolve, 6000));
const rssIdleMb = rssMb(server.pid!, "VmRSS");

// ---- 4. the baseline, in its own process like the server -----------------------------------
const baselinePort = await freePort();
const baseline = spawn(process.execPath, ["--import", "tsx", join(here, "baseline.ts")], {
  cwd: here,
  env: { ...process.env, PORT: String(baselinePort) },
  stdio: "ignore",
});
await waitFor200(`http://127.0.0.1:${baselinePort}/json`);

const jsonHeaders = (extra: Record<string, string> = {}) => ({
  "content-type": "application/json",
  origin: base,
  ...extra,
});

// The admin logs in before the loads: scrypt holds a 32 MiB buffer for a moment, a
// spike of one login, not of load. VmHWM (the peak since start) reports it.
const login = await fetch(`${base}/api/admin/login`, {
  method: "POST",
  headers: jsonHeaders(),
  body: JSON.stringify({ password: ADMIN_PASSWORD }),
});
const cookie = (login.headers.getSetCookie?.() ?? []).map((c) => c.split(";")[0]).join("; ");
if (login.status !== 200 || !cookie) throw new Error(`admin login failed: ${login.status}`);

// RSS sampled through the load phases.
let rssLoadMb = 0;
const sampler = setInterval(() => {
  rssLoadMb = Math.max(rssLoadMb, rssMb(server.pid!, "VmRSS"));
}, 100);

// ---- 5. reads ------------------------------------------------------------------------------
let clientIp = 0;
const nextIp = () => {
  clientIp += 1;
  return `10.${(clientIp >> 16) & 255}.${(clientIp >> 8) & 255}.${clientIp & 255}`;
};
const night = horizonNights[2] ?? horizonNights[0]!;

console.log("bench: baseline");
const baselineLoad = await load({ url: `http://127.0.0.1:${baselinePort}/json` });
console.log("bench: GET /api/bookings/date");
const restLoad = await load({ url: `${base}/api/bookings/date/${night}` });
console.log("bench: tRPC bookings.byDate");
const trpcLoad = await load({
  url: `${base}/trpc/bookings.byDate?input=${encodeURIComponent(JSON.stringify({ date: night }))}`,
});
console.log("bench: GET /");
const homeLoad = await load({ url: `${base}/` });
const asset = readdirSync(join(root, "packages/web/dist/assets")).find((file) => file.endsWith(".js"))!;
console.log("bench: GET /assets/…");
const assetLoad = await load({ url: `${base}/assets/${asset}`, headers: { "accept-encoding": "gzip, br" } });

// ---- 6. writes: public creates on the horizon's free slots, admin creates beyond it --------
const writes = await runWrites({
  base,
  cookie,
  now,
  horizonNights,
  quick,
  seconds: SECONDS,
  connections: CONNECTIONS,
  nextIp,
});
console.log("bench: POST /api/admin/bookings/:id/payments");
const payments = await runPayments({ base, cookie, seconds: SECONDS, connections: CONNECTIONS });
clearInterval(sampler);
const rssPeakSinceStartMb = rssMb(server.pid!, "VmHWM");
await stop(server);
await stop(baseline);
const dbFile = join(dataDir, "studio.db");
const stored = countBookings(dbFile);
const acknowledged = seeded + writes.warmUp2xx + writes.public2xx + writes.adminCreateBooking.created;

// From here the server runs as a studio's does: started afresh, its outbox empty.
const waiting = settleOutbox(dbFile, new Date());
console.log(`bench: ${waiting} e-mails of the loads marked sent`);

// ---- 7. the login flood: public POSTs while wrong passwords arrive 20 at a time ------------
console.log("bench: login flood");
server = startServer();
await waitFor200(`${base}/`);
await new Promise((resolve) => setTimeout(resolve, 6000)); // settled, as above
const rssIdleBeforeMb = rssMb(server.pid!, "VmRSS");
const flood = await loginFlood({
  base,
  seconds: quick ? 3 : SECONDS,
  rssMb: () => rssMb(server.pid!, "VmRSS"),
  nextIp,
});
await stop(server);

// ---- 8. page weight and Lighthouse ---------------------------------------------------------
const bundle = measureBundle(join(root, "packages/web/dist"));
let lighthouse: BenchResults["lighthouse"] = null;
if (withLighthouse) {
  console.log("bench: lighthouse");
  server = startServer();
  await waitFor200(`${base}/`);
  try {
    // Every page the sitemap offers a search engine. (Lighthouse does not score a page answered
    // with 404, so the not-found page is left out.)
    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    lighthouse = await runLighthouse(base, paths);
  } finally {
    await stop(server);
  }
}
rmSync(dataDir, { recursive: true, force: true });

const ratio = (figures: LoadFigures) => ({
  ...figures,
  ratioToBaseline: round(figures.reqPerSec / baselineLoad.reqPerSec, 2),
});
const results: BenchResults = {
  machine: machineFacts(),
  quick,
  secondsPerLoad: SECONDS,
  connections: CONNECTIONS,
  seededBookings: seeded,
  baseline: baselineLoad,
  dayBookingsRest: ratio(restLoad),
  dayBookingsTrpc: ratio(trpcLoad),
  home: ratio(homeLoad),
  asset: { file: asset, ...ratio(assetLoad) },
  createBooking: writes.createBooking,
  adminCreateBooking: writes.adminCreateBooking,
  takePayment: payments,
  loginFlood: { ...flood, rssIdleBeforeMb },
  // A timed run stops with up to one request per connection in flight, and autocannon leaves the
  // answer before each reconnect uncounted: stored, never acknowledged.
  durable: {
    acknowledged,
    stored,
    ok: stored >= acknowledged && stored - acknowledged <= CONNECTIONS + writes.uncountedAtReconnect,
  },
  coldStartMs,
  firstPageMs,
  rssIdleMb,
  rssLoadMb,
  rssPeakSinceStartMb,
  bundle,
  lighthouse,
};
writeFileSync(join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
printTable(results);
if (!results.durable.ok) process.exitCode = 1;
