// `pnpm bench`: builds once, starts the real server on loopback over a fresh DATA_DIR seeded with
// 2,000 bookings, drives it with autocannon beside a bare Fastify baseline started in the same
// run, floods it with wrong passwords and runs Lighthouse (those two on a server started afresh, as
// a studio's runs), and weighs the production bundle. Prints a table, writes results.json.
// BENCH_QUICK=1 makes a short smoke run (1 s per load, no Lighthouse); BENCH_LIGHTHOUSE=0 keeps the
// full loads and skips Lighthouse (for work on the server alone); BENCH_NODE_FLAGS adds flags to the
// server's node and BENCH_SERVER_ENV variables to its environment alone (bench/server.ts).
import { rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { measureBundle } from "./bundle.js";
import { calendarRead } from "./calendar-read.js";
import { runLighthouse } from "./lighthouse.js";
import { loginFlood } from "./login-flood.js";
import { runPayments } from "./payments.js";
import { clientAddresses, firstTouchSamples, machineFacts, rssMb, stop, waitFor200 } from "./process.js";
import { runReads } from "./reads.js";
import { printGoals } from "./goals.js";
import { printTable } from "./report.js";
import type { BenchResults } from "./results.js";
import { countBookings, settleOutbox } from "./seed.js";
import { adminCookie, buildOnce, preparedServer, timedStart } from "./server.js";
import { runWrites } from "./writes.js";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const webDist = join(root, "dist/web");
const quick = process.env.BENCH_QUICK === "1";
const SECONDS = quick ? 1 : 10;
const withLighthouse = !quick && process.env.BENCH_LIGHTHOUSE !== "0";
// The host's first touch of memory, before the run and again after it (machineFacts).
const touchedBefore = firstTouchSamples();
const CONNECTIONS = 10;
const SEEDED = 2000;
// A started server settles: a moment after listening it renders its pages on the renderer's
// thread, which stops a moment after the last one (apps/server/src/pages/render-thread.ts), and V8
// gives that thread's pages back to the system some seconds later. 30 s leaves a slower host the
// time its renders take longer.
const settle = () => new Promise((resolve) => setTimeout(resolve, 30_000));

// ---- 1. build once, 2. a fresh data folder, migrated by the server, then seeded ------------
console.log("bench: building");
buildOnce(root);
const now = new Date();
const { run, dataDir, seeded, horizonNights } = await preparedServer(root, SEEDED, now);
const { base } = run;

// ---- 3. cold start and idle memory ---------------------------------------------------------
// To /api/health answering, then to the first page (which loads the page renderer). The run's first
// start, above, left the compiled code in DATA_DIR (Node's compile cache,
// apps/server/src/compile-cache.ts), as a studio's first start does.
const started = await timedStart(run);
let server = started.server;
// Idle is measured once the server has settled (above): its pages rendered, compressed and kept.
await settle();
const rssIdleMb = rssMb(server.pid!, "VmRSS");

// The admin logs in before the loads: scrypt holds an 8 MiB buffer for a moment, a
// spike of one login, not of load. VmHWM (the peak since start) reports it.
const cookie = await adminCookie(base);

// RSS sampled through the load phases.
let rssLoadMb = 0;
const sampler = setInterval(() => {
  rssLoadMb = Math.max(rssLoadMb, rssMb(server.pid!, "VmRSS"));
}, 100);

// ---- 4. reads, against the baseline in the same run ----------------------------------------
const nextIp = clientAddresses();
const night = horizonNights[2] ?? horizonNights[0]!;
const loads = { seconds: SECONDS, connections: CONNECTIONS };
const reads = await runReads({ ...loads, here, webDist, base, night });

// ---- 5. writes: public creates on the horizon's free slots, admin creates beyond it --------
const writes = await runWrites({ ...loads, base, cookie, now, horizonNights, quick, nextIp });
console.log("bench: POST /api/admin/bookings/:id/payments");
const payments = await runPayments({ ...loads, base, cookie });
clearInterval(sampler);
const rssPeakSinceStartMb = rssMb(server.pid!, "VmHWM");
await stop(server);
const dbFile = join(dataDir, "studio.db");
const stored = countBookings(dbFile);
const acknowledged = seeded + writes.warmUp2xx + writes.public2xx + writes.adminCreateBooking.created;

// From here the server runs as a studio's does: started afresh, its outbox empty.
const waiting = settleOutbox(dbFile, new Date());
console.log(`bench: ${waiting} e-mails of the loads marked sent`);

// ---- 6. the login flood: public POSTs while wrong passwords arrive 20 at a time ------------
console.log("bench: login flood");
server = run.start();
await waitFor200(`${base}/`);
await settle();
const rssIdleBeforeMb = rssMb(server.pid!, "VmRSS");
const rssNow = () => rssMb(server.pid!, "VmRSS");
const flood = await loginFlood({ base, seconds: quick ? 3 : SECONDS, rssMb: rssNow, nextIp });
// ---- 6b. a producer's calendar of years read, while a visitor reads a day ------------------
console.log("bench: a producer's calendar read");
const calendar = await calendarRead({ base, cookie: await adminCookie(base), night });
await stop(server);

// ---- 7. page weight and Lighthouse ---------------------------------------------------------
const bundle = measureBundle(webDist);
let lighthouse: BenchResults["lighthouse"] = null;
if (withLighthouse) {
  console.log("bench: lighthouse");
  server = run.start();
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

const results: BenchResults = {
  machine: machineFacts(touchedBefore),
  quick,
  secondsPerLoad: SECONDS,
  connections: CONNECTIONS,
  seededBookings: seeded,
  baseline: reads.baseline,
  dayBookingsRest: reads.rest,
  dayBookingsTrpc: reads.trpc,
  home: reads.home,
  asset: reads.asset,
  createBooking: writes.createBooking,
  adminCreateBooking: writes.adminCreateBooking,
  takePayment: payments,
  loginFlood: { ...flood, rssIdleBeforeMb },
  calendarRead: calendar,
  // A timed run stops with up to one request per connection in flight, and autocannon leaves the
  // answer before each reconnect uncounted: stored, never acknowledged.
  durable: {
    acknowledged,
    stored,
    ok: stored >= acknowledged && stored - acknowledged <= CONNECTIONS + writes.uncountedAtReconnect,
  },
  coldStart: started.cold,
  rssIdleMb,
  rssLoadMb,
  rssPeakSinceStartMb,
  bundle,
  lighthouse,
};
writeFileSync(join(here, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
printTable(results);
printGoals(results);
if (!results.durable.ok) process.exitCode = 1;
