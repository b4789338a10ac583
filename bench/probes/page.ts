// `pnpm --filter @studio/bench probe:page`: the way into a page that misses its phone goal. Runs
// Lighthouse's calibrated phone on a few pages, run after run on one server, and prints each run's
// figures with what made them: the long tasks (from which TBT is counted), the main thread's time
// by kind, and when the page's own API answers arrived. Two trees compare best run back to back
// with one multiplier (PROBE_MULTIPLIER), each on a fresh server.
//
// PROBE_PATHS=/booking,/ (default /booking) PROBE_RUNS=5 (default 5) PROBE_BOOKINGS=2000 (seeded as
// the bench seeds them; default 0) PROBE_MULTIPLIER=5.5 (default: calibrated from a stock run, as
// the bench does). PROBE_ORIGINS=http://127.0.0.1:4501,http://127.0.0.1:4502 probes servers already
// running (two trees, each started with `npm start` from its own checkout) instead of its own, their
// runs interleaved, so a host's drift through the runs falls on both alike.
import { rmSync } from "node:fs";
import { join } from "node:path";
import lighthouse, { type Result } from "lighthouse";
import { throttling } from "lighthouse/core/config/constants.js";
import { calibratedMultiplier } from "../calibration.js";
import { launchChromium } from "../lighthouse.js";
import { firstTouchSamples, median, stop, waitFor200 } from "../process.js";
import { buildOnce, preparedServer } from "../server.js";

const root = join(import.meta.dirname, "../..");
const paths = (process.env.PROBE_PATHS ?? "/booking").split(",");
const runs = Number(process.env.PROBE_RUNS ?? 5);

interface Item {
  url?: string;
  startTime?: number;
  duration?: number;
  group?: string;
  networkEndTime?: number;
}
const itemsOf = (lhr: Result, audit: string) =>
  ((lhr.audits[audit]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
const ms = (n: number | undefined) => Math.round(n ?? 0);
const short = (url = "") => url.replace(/^https?:\/\/[^/]+/, "").slice(0, 70);

async function phoneRun(url: string, port: number, multiplier: number | null): Promise<Result> {
  const settings = multiplier
    ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier } }
    : {};
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance"],
  };
  const runner = await lighthouse(url, flags, { extends: "lighthouse:default", settings });
  return runner!.lhr;
}

interface LcpPart {
  node?: { snippet?: string };
  phase?: string;
  timing?: number;
}

/** The largest paint's element and its phases (time to first byte, load delay, load, render delay). */
function lcpText(lhr: Result): string {
  const details = lhr.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: LcpPart[] }[] }
    | undefined;
  const [element, phases] = details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet?.slice(0, 90) ?? "?";
  return `${snippet}; ${(phases?.items ?? []).map((part) => `${part.phase} ${ms(part.timing)}`).join(", ")}`;
}

function print(path: string, run: number, lhr: Result): void {
  const audit = (id: string) => ms(lhr.audits[id]?.numericValue);
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  // A run Lighthouse could not finish scores 0: say why (NO_FCP, a navigation timeout...).
  if (lhr.runtimeError)
    console.log(`${path} run ${run}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  console.log(
    `${path} run ${run}: perf ${score}, TBT ${audit("total-blocking-time")} ms, FCP ${audit("first-contentful-paint")}, LCP ${audit("largest-contentful-paint")}, TTI ${audit("interactive")} ms`,
  );
  console.log(`  largest paint: ${lcpText(lhr)}`);
  const tasks = itemsOf(lhr, "long-tasks").sort((a, b) => ms(a.startTime) - ms(b.startTime));
  for (const task of tasks)
    console.log(`  long task at ${ms(task.startTime)} ms: ${ms(task.duration)} ms, ${short(task.url)}`);
  const kinds = itemsOf(lhr, "mainthread-work-breakdown").map((kind) => `${kind.group} ${ms(kind.duration)}`);
  console.log(`  main thread (ms): ${kinds.join(", ")}`);
  for (const request of itemsOf(lhr, "network-requests"))
    if (/\/(api|trpc)\//.test(request.url ?? ""))
      console.log(`  answer at ${ms(request.networkEndTime)} ms: ${short(request.url)}`);
}

/** Each origin's pages run in turn, run after run; the medians close the report. */
async function probe(origins: readonly string[], port: number): Promise<void> {
  let multiplier = Number(process.env.PROBE_MULTIPLIER) || null;
  if (!multiplier) {
    const stock = await phoneRun(`${origins[0]}${paths[0]}`, port, null);
    multiplier = calibratedMultiplier(stock.environment.benchmarkIndex);
    console.log(`BenchmarkIndex ${Math.round(stock.environment.benchmarkIndex)}: calibrated ${multiplier}x`);
  }
  const label = (origin: string, path: string) => (origins.length > 1 ? `${origin}${path}` : path);
  const figures = new Map<string, { perf: number[]; tbt: number[] }>();
  for (let run = 1; run <= runs; run++)
    for (const path of paths)
      for (const origin of origins) {
        const lhr = await phoneRun(`${origin}${path}`, port, multiplier);
        print(label(origin, path), run, lhr);
        const kept = figures.get(label(origin, path)) ?? { perf: [], tbt: [] };
        kept.perf.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        kept.tbt.push(ms(lhr.audits["total-blocking-time"]?.numericValue));
        figures.set(label(origin, path), kept);
      }
  for (const [page, { perf, tbt }] of figures)
    console.log(
      `${page}: median perf ${median(perf)}, TBT ${median(tbt)} ms (${tbt.join(", ")}) at ${multiplier}x`,
    );
}

// A host slow to give memory slows every renderer with it (docs/performance.md, the bench's host row).
const printTouch = (when: string) => {
  const touches = firstTouchSamples();
  console.log(
    `first touch of memory ${when}: ${touches.join(", ")} µs a 4 KiB page (median ${median(touches)})`,
  );
};
printTouch("before");
const port = 9300 + Math.floor(Math.random() * 500);
const origins = process.env.PROBE_ORIGINS?.split(",").map((origin) => origin.trim().replace(/\/+$/, ""));
if (origins) {
  const closeChromium = await launchChromium(port);
  await probe(origins, port).finally(closeChromium);
} else {
  buildOnce(root);
  const prepared = await preparedServer(root, Number(process.env.PROBE_BOOKINGS ?? 0), new Date());
  const server = prepared.run.start();
  await waitFor200(`${prepared.run.base}/`);
  await new Promise((resolve) => setTimeout(resolve, 5000)); // its pages rendered and kept
  const closeChromium = await launchChromium(port);
  try {
    await probe([prepared.run.base], port);
  } finally {
    await closeChromium();
    await stop(server);
    rmSync(prepared.dataDir, { recursive: true, force: true });
  }
}
printTouch("after");
