// `pnpm --filter @studio/bench probe:tasks`: what fills a page's long tasks on the phone. Lighthouse
// (probe:page) says how long each task is and whose script started it; this says what ran in it.
// A page is loaded unthrottled, traced and sampled; each task after the first contentful paint that
// the calibrated phone would run over 50 ms (over 50 / PROBE_MULTIPLIER ms here) is listed with
// what its samples were: React rendering in slices, React rendering at once (an update from a
// layout effect, which cannot be sliced), React's commit and effects, the router, another module's
// code, or the browser's own work (style, layout, parsing) and garbage collection. The web app is
// built with hidden source maps for it (WEB_SOURCEMAP), so names and files are the sources'.
//
// PROBE_PATHS=/booking (default) PROBE_RUNS=3 PROBE_MULTIPLIER=6 PROBE_BOOKINGS=0 (as probe:page).
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { launchChromium } from "../lighthouse.js";
import { round, stop, waitFor200 } from "../process.js";
import { buildOnce, preparedServer } from "../server.js";
import { type CallFrame, type CpuProfile, recordLoad, type TraceEvent } from "../cdp.js";

const root = join(import.meta.dirname, "../..");
const paths = (process.env.PROBE_PATHS ?? "/booking").split(",");
const runs = Number(process.env.PROBE_RUNS ?? 3);
const multiplier = Number(process.env.PROBE_MULTIPLIER ?? 6);

interface Frame {
  name: string;
  source: string;
}

const maps = new Map<string, SourceMapConsumer | null>();
/** A sampled frame as written in the sources (the built file's own name where it has no map). */
function sourceFrame({ url, functionName, lineNumber, columnNumber }: CallFrame): Frame {
  const file = url.replace(/^.*\//, "");
  if (!maps.has(file)) {
    const path = join(root, "dist/web/assets", `${file}.map`);
    maps.set(
      file,
      file && existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null,
    );
  }
  const map = maps.get(file);
  if (!map) return { name: functionName, source: file || functionName };
  const original = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  const source = (original.source ?? file)
    .replace(/^(\.\.\/)+/, "")
    .replace(/^node_modules\/\.pnpm\/[^/]+\/node_modules\//, "");
  return { name: original.name ?? functionName, source };
}

/** What a sample was doing, from its stack (innermost frame first). */
function kindOf(stack: readonly Frame[]): string {
  const leaf = stack[0]?.name;
  if (leaf === "(program)") return "browser: style, layout, parsing";
  if (leaf === "(garbage collector)") return "garbage collection";
  const has = (pattern: RegExp) => stack.some((frame) => pattern.test(frame.name));
  if (has(/^performUnitOfWork$/))
    return has(/^(commitRoot|flushPassiveEffects|performSyncWorkOnRoot)/)
      ? "React: rendering at once"
      : "React: rendering, sliced";
  if (has(/^flushPassiveEffects/)) return "React: effects";
  if (has(/^commitRoot/)) return "React: commit";
  if (stack.some((frame) => /@tanstack\/(router-core|history)/.test(frame.source))) return "router";
  const outer = stack.at(-2); // the last frame is the profile's root
  return `code: ${outer?.source.replace(/^.*node_modules\//, "") ?? "?"}`;
}

interface LongTask {
  /** ms after the first contentful paint, and its length in ms. */
  start: number;
  duration: number;
  /** Where it lies in the trace's clock (µs), which the CPU profile's samples share. */
  from: number;
  to: number;
  kinds: Map<string, number>;
}

/** The page's main-thread tasks after its first contentful paint that the phone would run over 50 ms. */
function longTasks(events: readonly TraceEvent[]): LongTask[] {
  const paint = events.find((event) => event.name === "firstContentfulPaint");
  const main = events.find(
    (event) => event.ph === "M" && event.args?.name === "CrRendererMain" && event.pid === paint?.pid,
  );
  if (!paint || !main) throw new Error("the trace has no first contentful paint on a renderer's main thread");
  const over = (50 / multiplier) * 1000;
  return events
    .filter(
      (event) =>
        event.name === "ThreadControllerImpl::RunTask" &&
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ts >= paint.ts &&
        (event.dur ?? 0) > over,
    )
    .map((event) => ({
      start: (event.ts - paint.ts) / 1000,
      duration: (event.dur ?? 0) / 1000,
      from: event.ts,
      to: event.ts + (event.dur ?? 0),
      kinds: new Map(),
    }));
}

const add = (into: Map<string, number>, key: string, ms: number) => into.set(key, (into.get(key) ?? 0) + ms);

/** Shares each sample that fell in a long task out to its kind, and its innermost frame to its file. */
function attribute(profile: CpuProfile, tasks: readonly LongTask[], files: Map<string, number>): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  let at = profile.startTime;
  profile.samples.forEach((sample, i) => {
    at += profile.timeDeltas[i] ?? 0;
    const task = tasks.find(({ from, to }) => at >= from && at <= to);
    if (!task) return;
    const stack: Frame[] = [];
    for (let id: number | undefined = sample; id !== undefined; id = parent.get(id)) {
      const node = byId.get(id);
      if (node) stack.push(sourceFrame(node.callFrame));
    }
    const ms = Math.max(0, profile.timeDeltas[i + 1] ?? 0) / 1000; // V8 sometimes records a delta below 0
    add(task.kinds, kindOf(stack), ms);
    add(files, stack[0]?.source ?? "?", ms);
  });
}

const top = (of: Map<string, number>, n: number, per = 1) =>
  [...of]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([key, ms]) => `${round(ms / per)} ${key}`);

async function probePath(base: string, path: string, port: number): Promise<void> {
  const kinds = new Map<string, number>();
  const files = new Map<string, number>();
  for (let run = 1; run <= runs; run++) {
    const { events, profile } = await recordLoad(port, `${base}${path}`);
    const tasks = longTasks(events);
    attribute(profile, tasks, files);
    const total = tasks.reduce((sum, task) => sum + task.duration, 0);
    console.log(
      `${path} run ${run}: ${tasks.length} tasks over ${round(50 / multiplier)} ms after the first paint, ${round(total)} ms`,
    );
    for (const task of tasks) {
      console.log(
        `  at +${Math.round(task.start)} ms, ${round(task.duration)} ms: ${top(task.kinds, 3).join("; ")}`,
      );
      for (const [kind, ms] of task.kinds) add(kinds, kind, ms);
    }
  }
  console.log(`${path}, ms a load in those tasks by kind:\n  ${top(kinds, 12, runs).join("\n  ")}`);
  console.log(`${path}, ms a load by the file that ran:\n  ${top(files, 15, runs).join("\n  ")}`);
}

process.env.WEB_SOURCEMAP = "1";
buildOnce(root);
const prepared = await preparedServer(root, Number(process.env.PROBE_BOOKINGS ?? 0), new Date());
const server = prepared.run.start();
const port = 9300 + Math.floor(Math.random() * 500);
try {
  await waitFor200(`${prepared.run.base}/`);
  await new Promise((resolve) => setTimeout(resolve, 5000)); // its pages rendered and kept
  const closeChromium = await launchChromium(port);
  try {
    for (const path of paths) await probePath(prepared.run.base, path, port);
  } finally {
    await closeChromium();
  }
} finally {
  await stop(server);
  rmSync(prepared.dataDir, { recursive: true, force: true });
}
