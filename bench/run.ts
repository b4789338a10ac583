// `pnpm bench`: builds once, starts the real server on loopback over a fresh DATA_DIR seeded with
// 2,000 bookings, drives it with autocannon beside a bare Fastify baseline started in the same
// run, weighs the production bundle and runs Lighthouse. Prints a table, writes results.json.
// BENCH_QUICK=1 makes a short smoke run (1 s per load, no Lighthouse); BENCH_LIGHTHOUSE=0 keeps the
// full loads and skips Lighthouse (for work on the server alone).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, tmpdir, totalmem } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { addDays, bookingHorizon, type DayBooking, freeStartTimes, pricePenceFor } from "@studio/domain";
import autocannon from "autocannon";
import { measureBundle } from "./bundle.js";
import { loginFlood } from "./login-flood.js";
import { runLighthouse } from "./lighthouse.js";
import { countBookings, seedBookings } from "./seed.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const quick = process.env.BENCH_QUICK === "1";
const SECONDS = quick ? 1 : 10;
const withLighthouse = !quick && process.env.BENCH_LIGHTHOUSE !== "0";
const CONNECTIONS = 10;
const ADMIN_PASSWORD = "bench-admin-password";
const SEEDED = 2000;

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitFor200(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return round(kb / 1024);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

async function load(options: autocannon.Options): Promise<LoadFigures> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
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
};
// As `npm start`, the release's start.sh and the README's unit run it: V8's old space capped at
// 128 MB (without the cap V8 lets the heap grow to ~250 MB under load before collecting).
const startServer = () =>
  spawn(process.execPath, ["--max-old-space-size=128", join(root, "packages/api/dist/main.js")], {
    cwd: root,
    env: serverEnv,
    stdio: "ignore",
  });

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
const coldStartAt = performance.now();
server = startServer();
await waitFor200(`${base}/`);
const coldStartMs = Math.round(performance.now() - coldStartAt);
await new Promise((resolve) => setTimeout(resolve, 1500));
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
const existing: DayBooking[] = horizonNights.flatMap((date) =>
  ["14:00", "22:00"].map((startTime) => ({ date, startTime, duration: 2 })),
);
const publicSlots: { date: string; startTime: string }[] = [];
const { min, max } = bookingHorizon(now);
for (const date of horizonNights) {
  const taken = existing.filter((booking) => booking.date === date);
  for (;;) {
    const free = freeStartTimes(date, 2, taken).filter(
      (startTime) => new Date(`${date}T${startTime}`).getTime() > now.getTime() + 86_400_000,
    );
    if (free.length === 0) break;
    taken.push({ date, startTime: free[0]!, duration: 2 });
    publicSlots.push({ date, startTime: free[0]! });
  }
}
const customer = (i: number) => ({
  firstName: "Bench",
  lastName: `Visitor${i}`,
  email: `bench${i}@example.com`,
  // One customer per booking: UPCOMING_BOOKINGS_PER_CUSTOMER matches on phone digits too.
  phone: `0770090${String(i % 10_000).padStart(4, "0")}`,
  engineer: "Marcus",
  duration: 2,
  totalCost: pricePenceFor(2),
});

// Admin creates go beyond the horizon, every two hours of the studio day (staff may book any hour),
// within the two years ahead staff may book: slot i of the run, night after night.
const ADMIN_STARTS = [
  "06:00",
  "08:00",
  "10:00",
  "12:00",
  "14:00",
  "16:00",
  "18:00",
  "20:00",
  "22:00",
  "00:00",
  "02:00",
  "04:00",
];
const adminSlot = (i: number) => ({
  date: addDays(max, 1 + Math.floor(i / ADMIN_STARTS.length)),
  startTime: ADMIN_STARTS[i % ADMIN_STARTS.length]!,
});
// The warm-up's creates go to the morning hours of past nights, which the seed leaves free (its
// past sessions run 12:00 to midnight), inside the year back staff may book.
const WARM_STARTS = ["06:00", "08:00", "10:00"];
const warmSlot = (i: number) => ({
  date: addDays(min, -1 - Math.floor(i / WARM_STARTS.length)),
  startTime: WARM_STARTS[i % WARM_STARTS.length]!,
});

// Warm-up: the public slots are few (a few hundred), so the first of them would pay for the JIT.
// The same booking path runs first through admin creates on past nights (counted as acknowledged
// for the durability check, not in any rate).
const WARM_UP = quick ? 20 : 300;
let warmIndex = 0;
const warmUp = await autocannon({
  url: `${base}/api/admin/bookings`,
  connections: CONNECTIONS,
  amount: WARM_UP,
  requests: [
    {
      method: "POST",
      setupRequest: (request) => {
        const i = warmIndex++;
        return {
          ...request,
          headers: jsonHeaders({ cookie }),
          body: JSON.stringify({ ...customer(i), ...warmSlot(i) }),
        };
      },
    },
  ],
});

console.log(`bench: ${publicSlots.length} free public slots in the horizon`);
const sequentialCount = Math.floor(publicSlots.length / 2);
// One connection, one request at a time: bookings/s as a lone client sees it (autocannon is a much
// lighter client than fetch, which alone tops out near 500 round trips/s on this machine).
let sequentialIndex = 0;
const sequential = await autocannon({
  url: `${base}/api/bookings`,
  connections: 1,
  amount: sequentialCount,
  requests: [
    {
      method: "POST",
      setupRequest: (request) => {
        const i = sequentialIndex++;
        return {
          ...request,
          headers: jsonHeaders({ "x-forwarded-for": nextIp() }),
          body: JSON.stringify({ ...customer(i), ...publicSlots[i] }),
        };
      },
    },
  ],
});
let public2xx = sequential["2xx"];
// One request at a time, so the rate is the inverse of the mean round trip (autocannon's own
// per-second sampling cannot time a run shorter than a second).
const sequentialPerSec = round(1000 / sequential.latency.mean);

let concurrentIndex = sequentialCount;
const concurrentCount = publicSlots.length - sequentialCount;
const publicConcurrent = await autocannon({
  url: `${base}/api/bookings`,
  connections: CONNECTIONS,
  amount: concurrentCount,
  requests: [
    {
      method: "POST",
      setupRequest: (request) => {
        const i = concurrentIndex++;
        return {
          ...request,
          headers: jsonHeaders({ "x-forwarded-for": nextIp() }),
          body: JSON.stringify({ ...customer(i), ...publicSlots[i % publicSlots.length] }),
        };
      },
    },
  ],
});
public2xx += publicConcurrent["2xx"];

let adminIndex = 0;
console.log("bench: admin create");
const adminLoad = await autocannon({
  url: `${base}/api/admin/bookings`,
  connections: CONNECTIONS,
  duration: SECONDS,
  requests: [
    {
      method: "POST",
      setupRequest: (request) => {
        const i = adminIndex++;
        const slot = adminSlot(i);
        return {
          ...request,
          headers: jsonHeaders({ cookie }),
          body: JSON.stringify({ ...customer(i), ...slot }),
        };
      },
    },
  ],
});
clearInterval(sampler);

// ---- 6b. the login flood: public POSTs while wrong passwords arrive 20 at a time ------------
console.log("bench: login flood");
const flood = await loginFlood({
  base,
  seconds: quick ? 3 : SECONDS,
  rssMb: () => rssMb(server.pid!, "VmRSS"),
  nextIp,
});
const rssPeakSinceStartMb = rssMb(server.pid!, "VmHWM");

await stop(server);
await stop(baseline);
const stored = countBookings(join(dataDir, "studio.db"));
const acknowledged = seeded + warmUp["2xx"] + public2xx + adminLoad["2xx"];

// ---- 7. page weight and Lighthouse ---------------------------------------------------------
const bundle = measureBundle(join(root, "packages/web/dist"));
let lighthouse: Awaited<ReturnType<typeof runLighthouse>> | null = null;
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

const ratio = (figures: LoadFigures) => round(figures.reqPerSec / baselineLoad.reqPerSec, 2);
const results = {
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memGb: round(totalmem() / 2 ** 30),
    node: process.version,
  },
  quick,
  secondsPerLoad: SECONDS,
  connections: CONNECTIONS,
  seededBookings: seeded,
  baselineReqPerSec: baselineLoad.reqPerSec,
  baseline: baselineLoad,
  dayBookingsRest: { ...restLoad, ratioToBaseline: ratio(restLoad) },
  dayBookingsTrpc: { ...trpcLoad, ratioToBaseline: ratio(trpcLoad) },
  home: { ...homeLoad, ratioToBaseline: ratio(homeLoad) },
  asset: { file: asset, ...assetLoad, ratioToBaseline: ratio(assetLoad) },
  createBooking: {
    perSec: sequentialPerSec,
    sequentialCount,
    sequentialMeanMs: sequential.latency.mean,
    sequentialP99Ms: sequential.latency.p99,
    sequentialNon2xx: sequential.non2xx,
    p99Ms: publicConcurrent.latency.p99,
    concurrentPerSec: round(publicConcurrent.requests.average),
    concurrentCount,
    non2xx: publicConcurrent.non2xx,
  },
  adminCreateBooking: {
    perSec: round(adminLoad.requests.average),
    p50Ms: adminLoad.latency.p50,
    p99Ms: adminLoad.latency.p99,
    created: adminLoad["2xx"],
    non2xx: adminLoad.non2xx,
  },
  // A timed run stops with up to one request per connection in flight: stored, never acknowledged.
  loginFlood: flood,
  durable: { acknowledged, stored, ok: stored >= acknowledged && stored - acknowledged <= CONNECTIONS },
  coldStartMs,
  rssIdleMb,
  rssLoadMb,
  rssPeakSinceStartMb,
  bundle,
  lighthouse,
};
writeFileSync(join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);

const row = (name: string, value: string, target = "") =>
  console.log(`${name.padEnd(34)} ${value.padEnd(40)} ${target}`);
console.log("\n== results (bench/results.json) ==");
row("baseline bare Fastify", `${baselineLoad.reqPerSec} req/s, p99 ${baselineLoad.p99Ms} ms`);
row(
  "GET /api/bookings/date/:date",
  `${restLoad.reqPerSec} req/s, p50 ${restLoad.p50Ms} p99 ${restLoad.p99Ms} ms, x${ratio(restLoad)}`,
  ">= x0.5, p99 <= 10 ms",
);
row(
  "tRPC bookings.byDate",
  `${trpcLoad.reqPerSec} req/s, p50 ${trpcLoad.p50Ms} p99 ${trpcLoad.p99Ms} ms, x${ratio(trpcLoad)}`,
);
row("GET /", `${homeLoad.reqPerSec} req/s, x${ratio(homeLoad)}`);
row("GET /assets/*.js", `${assetLoad.reqPerSec} req/s, x${ratio(assetLoad)}`);
row("POST /api/bookings sequential", `${sequentialPerSec} bookings/s (${sequentialCount})`, ">= 1000/s");
row(
  "POST /api/bookings x10",
  `p99 ${publicConcurrent.latency.p99} ms (${concurrentCount}, non-2xx ${publicConcurrent.non2xx})`,
  "p99 <= 25 ms",
);
row(
  "POST /api/admin/bookings x10",
  `${round(adminLoad.requests.average)} /s, p99 ${adminLoad.latency.p99} ms`,
);
row(
  "POST /api/contact in a login flood",
  `p99 ${flood.postP99Ms} ms (${flood.posts}, non-2xx ${flood.postNon2xx}), RSS max ${flood.rssMaxMb} MB; ` +
    `${flood.logins} logins, ${flood.loginsRefusedAtOnce} refused at once`,
  "p99 <= 500 ms, RSS < 200 MB",
);
row("every 2xx durable", `${acknowledged} acknowledged, ${stored} stored`, "stored >= acknowledged");
row("cold start", `${coldStartMs} ms`, "<= 1000 ms");
row("RSS idle / max under load", `${rssIdleMb} MB / ${rssLoadMb} MB`, "<= 120 / 200 MB");
row("RSS peak since start (scrypt)", `${rssPeakSinceStartMb} MB`);
row("home initial JS / CSS gzip", `${bundle.homeJsGzipKb} KB / ${bundle.homeCssGzipKb} KB`, "<= 130 / 40 KB");
row("booking initial JS / CSS gzip", `${bundle.bookingJsGzipKb} KB / ${bundle.bookingCssGzipKb} KB`);
row(
  "admin chunk gzip (not in home)",
  `${bundle.adminChunkGzipKb} KB, in home: ${bundle.adminInHomeInitialLoad}`,
  "in home: false",
);
if (lighthouse) {
  for (const preset of ["desktop", "mobile"] as const) {
    for (const [path, f] of Object.entries(lighthouse[preset])) {
      row(
        `lighthouse ${preset} ${path}`,
        `perf ${f.performance} a11y ${f.accessibility} bp ${f.bestPractices} seo ${f.seo}, LCP ${f.lcpMs} ms TBT ${f.tbtMs} ms CLS ${f.cls}`,
        preset === "desktop"
          ? "perf 100, a11y/bp/seo 100"
          : "perf >= 95, LCP <= 1500 ms, TBT <= 150 ms, CLS <= 0.02",
      );
    }
  }
}
if (!results.durable.ok) process.exitCode = 1;
