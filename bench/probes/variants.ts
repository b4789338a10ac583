// `pnpm --filter @studio/bench probe:variants`: weighs settings of the server's memory against the
// shipped ones, where one run's noise (±5 MB under the loads) is as large as what a setting moves.
// Each variant runs on its own copy of one seeded DATA_DIR, in a shuffled order each round, and is
// read as the bench reads it: RSS after 30 s idle, then the highest RSS under the bench's loads
// (reads, writes, payments), with the loads' own figures beside it (what the setting costs).
//
// PROBE_VARIANTS='[{"name":"shipped"},{"name":"no saver","flags":["--no-memory-saver-mode"]},
//   {"name":"one arena","env":{"MALLOC_ARENA_MAX":"1"}}]' (flags and env added to the shipped ones)
// PROBE_ROUNDS=3 PROBE_SECONDS=10 (each load's length, as the bench) PROBE_BOOKINGS=2000
import { cpSync, rmSync } from "node:fs";
import { join } from "node:path";
import { runPayments } from "../payments.js";
import { clientAddresses, freePort, rssMb, stop, waitFor200 } from "../process.js";
import { runReads } from "../reads.js";
import { adminCookie, benchServer, buildOnce, preparedServer, type ServerVariant } from "../server.js";
import { runWrites } from "../writes.js";

type Variant = ServerVariant & { name: string };
const root = join(import.meta.dirname, "../..");
const variants = JSON.parse(process.env.PROBE_VARIANTS ?? '[{"name":"shipped"}]') as Variant[];
const rounds = Number(process.env.PROBE_ROUNDS ?? 3);
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const now = new Date();

buildOnce(root);
const prepared = await preparedServer(root, Number(process.env.PROBE_BOOKINGS ?? 2000), now);
const results = new Map<string, { idle: number; max: number }[]>();

/** One variant's idle and highest RSS under the loads, on a copy of the prepared DATA_DIR. */
async function weigh(variant: Variant): Promise<{ idle: number; max: number }> {
  const dataDir = `${prepared.dataDir}-variant`;
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(prepared.dataDir, dataDir, { recursive: true });
  const run = benchServer(root, dataDir, await freePort(), variant);
  const server = run.start();
  const pid = server.pid!;
  let max = 0;
  const sampler = setInterval(() => {
    max = Math.max(max, rssMb(pid, "VmRSS"));
  }, 100);
  try {
    await waitFor200(`${run.base}/`);
    await new Promise((resolve) => setTimeout(resolve, 30_000)); // settled, as the bench waits
    const idle = rssMb(pid, "VmRSS");
    max = 0;
    const cookie = await adminCookie(run.base);
    const loads = { seconds, connections: 10, base: run.base };
    const night = prepared.horizonNights[2] ?? prepared.horizonNights[0]!;
    const reads = await runReads({
      ...loads,
      here: join(root, "bench"),
      webDist: join(root, "dist/web"),
      night,
    });
    const writes = await runWrites({
      ...loads,
      cookie,
      now,
      horizonNights: prepared.horizonNights,
      quick: false,
      nextIp: clientAddresses(),
    });
    const payments = await runPayments({ ...loads, cookie });
    console.log(
      `${variant.name}: tRPC night ${reads.trpc.reqPerSec}/s, public booking p99 ${writes.createBooking.p99Ms} ms, ` +
        `admin creates ${writes.adminCreateBooking.perSec}/s, payments ${payments.perSec}/s`,
    );
    return { idle, max };
  } finally {
    clearInterval(sampler);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

try {
  for (let round = 1; round <= rounds; round++) {
    for (const variant of [...variants].sort(() => Math.random() - 0.5)) {
      const figures = await weigh(variant);
      results.set(variant.name, [...(results.get(variant.name) ?? []), figures]);
      console.log(
        `round ${round}, ${variant.name}: RSS idle ${figures.idle}, highest under the loads ${figures.max} MB`,
      );
    }
  }
} finally {
  rmSync(prepared.dataDir, { recursive: true, force: true });
}
for (const [name, rows] of results) {
  const mean = rows.reduce((sum, row) => sum + row.max, 0) / rows.length;
  const list = (pick: (row: { idle: number; max: number }) => number) => rows.map(pick).join(", ");
  console.log(
    `${name}: idle ${list((row) => row.idle)}; under the loads ${list((row) => row.max)} (mean ${mean.toFixed(1)}) MB`,
  );
}
