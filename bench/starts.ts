// `pnpm --filter @studio/bench starts`: the bench's cold start, repeated. Builds nothing: run
// `pnpm build` first. Seeds a fresh DATA_DIR as the bench does, starts once to make Node's compile cache,
// then times BENCH_STARTS (12) starts to /api/health and to the first page, and prints each and the
// medians. BENCH_HOST_SHARE=0.61 times them on a host slowed to that share of each core
// (slow-host.ts): how a start fares on a slower host of the same kind (docs/performance.md).
import { rmSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median, stop, waitFor200 } from "./process.js";
import { type ColdStart, preparedServer, timedStart } from "./server.js";
import { slowHost } from "./slow-host.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const count = Number(process.env.BENCH_STARTS ?? 12);
const share = process.env.BENCH_HOST_SHARE ? Number(process.env.BENCH_HOST_SHARE) : null;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { run, dataDir } = await preparedServer(root, 2000, new Date());
// The start that leaves Node's compile cache (written a second after listening).
const server = run.start();
await waitFor200(`${run.base}/`);
await pause(3000);
await stop(server);

const host = share === null ? null : slowHost(share);
const starts: ColdStart[] = [];
try {
  for (let i = 0; i < count; i++) {
    const timed = await timedStart(run);
    starts.push(timed.cold);
    await pause(2500); // past the cache's second, as a studio's server runs on
    await stop(timed.server);
  }
} finally {
  host?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`host: ${host ? `${host.share} of each core` : "as it is"}`);
console.log(
  `starts (health ms / CPU ms / first page ms): ${starts.map((s) => `${s.healthMs}/${s.healthCpuMs}/${s.firstPageMs}`).join(" ")}`,
);
console.log(
  `median: /api/health ${median(starts.map((s) => s.healthMs))} ms (CPU ${median(starts.map((s) => s.healthCpuMs))} ms), ` +
    `first / ${median(starts.map((s) => s.firstPageMs))} ms`,
);
