// `pnpm --filter @studio/bench probe:memory`: the way into a missed memory goal. Runs the bench's
// own loads (reads, writes, payments, or the login flood) on a server seeded as the bench seeds it, and prints, for
// each phase, the highest RSS and what it was made of at that moment (anonymous, file-backed,
// shared, glibc's main heap; /proc), and at each phase's end V8's own figures (heap, external, array
// buffers, and what V8 itself holds from malloc, now and at its peak), read through the server's
// inspector. RSS that grows while V8's heap does not is native: SQLite's page cache, the
// allocator's arenas, compression buffers, V8's compilers' zones (docs/performance.md, memory).
//
// PROBE_LOADS=reads,writes,payments (the default; `flood` is the bench's login flood, which the
// bench runs on a server started afresh: name it alone) PROBE_SECONDS=10 (each load's length, as
// the bench) PROBE_BOOKINGS=2000 (the default).
// The inspector is opened on 127.0.0.1:9229 (SIGUSR1), so that port must be free.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loginFlood } from "../login-flood.js";
import { runPayments } from "../payments.js";
import { clientAddresses, rssMb, stop, waitFor200 } from "../process.js";
import { runReads } from "../reads.js";
import { adminCookie, buildOnce, preparedServer } from "../server.js";
import { runWrites } from "../writes.js";

const root = join(import.meta.dirname, "../..");
const seconds = Number(process.env.PROBE_SECONDS ?? 10);
const now = new Date();

buildOnce(root);
const prepared = await preparedServer(root, Number(process.env.PROBE_BOOKINGS ?? 2000), now);
const { run, horizonNights } = prepared;
const server = run.start();
const pid = server.pid!;
await waitFor200(`${run.base}/`);
await new Promise((resolve) => setTimeout(resolve, 30_000)); // settled, as the bench waits

/** RSS and its parts now, in MB, from /proc/<pid>/status. */
function rssParts(): string {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const mb = (field: string) =>
    Math.round(Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1]) / 1024);
  return `RSS ${mb("VmRSS")} (anonymous ${mb("RssAnon")}, file ${mb("RssFile")}, shared ${mb("RssShmem")}, glibc's main heap ${mainHeapMb()})`;
}

/** The resident part of glibc's main arena (the `[heap]` mapping), in MB: what the process's
 * native allocations hold there, freed or not (glibc returns only its top to the system). */
function mainHeapMb(): number {
  const after = readFileSync(`/proc/${pid}/smaps`, "utf8").split("[heap]")[1] ?? "";
  return Math.round(Number(after.match(/Rss:\s+(\d+)/)?.[1] ?? 0) / 1024);
}

/** `process.memoryUsage()` inside the server, through its inspector. */
async function v8Figures(): Promise<string> {
  const [target] = (await (await fetch("http://127.0.0.1:9229/json/list")).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target!.webSocketDebuggerUrl);
  await new Promise((resolve) => socket.addEventListener("open", resolve));
  const answer = new Promise<string>((resolve) =>
    socket.addEventListener("message", (message) => resolve(String(message.data))),
  );
  // V8's own malloc'd memory (its compilers' zones among it) now and at its peak since the start.
  const expression = `(() => {
    const heap = process.getBuiltinModule("v8").getHeapStatistics();
    return JSON.stringify({ ...process.memoryUsage(), malloced: heap.malloced_memory,
      mallocedPeak: heap.peak_malloced_memory });
  })()`;
  socket.send(
    JSON.stringify({ id: 1, method: "Runtime.evaluate", params: { expression, returnByValue: true } }),
  );
  const usage = JSON.parse(JSON.parse(await answer).result.result.value) as Record<string, number>;
  socket.close();
  return Object.entries(usage)
    .map(([name, bytes]) => `${name} ${Math.round(bytes / 2 ** 20)}`)
    .join(", ");
}

const peaks: Record<string, { mb: number; parts: string }> = {};
let phase = "idle";
const sampler = setInterval(() => {
  const mb = rssMb(pid, "VmRSS");
  if (mb > (peaks[phase]?.mb ?? 0)) peaks[phase] = { mb, parts: rssParts() };
}, 100);
try {
  const cookie = await adminCookie(run.base);
  process.kill(pid, "SIGUSR1"); // opens the inspector
  await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(`idle: ${rssParts()}; V8 (MB): ${await v8Figures()}`);
  const loads = { seconds, connections: 10, base: run.base };
  const nextIp = clientAddresses();
  const phases: Record<string, () => Promise<unknown>> = {
    reads: () =>
      runReads({
        ...loads,
        here: join(root, "bench"),
        webDist: join(root, "dist/web"),
        night: horizonNights[2] ?? horizonNights[0]!,
      }),
    writes: () => runWrites({ ...loads, cookie, now, horizonNights, quick: false, nextIp }),
    payments: () => runPayments({ ...loads, cookie }),
    flood: () => loginFlood({ base: run.base, seconds, rssMb: () => rssMb(pid, "VmRSS"), nextIp }),
  };
  const chosen = (process.env.PROBE_LOADS ?? "reads,writes,payments").split(",");
  for (const name of chosen) {
    const load = phases[name];
    if (!load) throw new Error(`PROBE_LOADS: no load ${name} (${Object.keys(phases).join(", ")})`);
    phase = name;
    await load();
    console.log(`after ${name}: highest ${peaks[name]?.parts}; V8 (MB): ${await v8Figures()}`);
  }
} finally {
  clearInterval(sampler);
  await stop(server);
  rmSync(prepared.dataDir, { recursive: true, force: true });
}
