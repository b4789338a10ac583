// The bench's dealings with processes: free ports, waiting for a 200, memory from /proc, stopping.
import type { ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { cpus, totalmem } from "node:os";

export const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The middle value (the mean of the middle two of an even count). */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor200(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

/** The process's resident memory now (VmRSS) or its peak since it started (VmHWM), in MB. */
export function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  return round(kb / 1024);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * What a 4 KiB page of memory costs the first time a process writes it, in µs (256 MiB written
 * twice; the second write's cost taken off). A sound host pays about 1-2 µs; the slower kind's
 * host of 2026-11-29 paid 13-14, and every new renderer paid it with the rest, so that host's
 * phone rows missed for the host's sake (docs/performance.md).
 */
function firstTouchUsPerPage(): number {
  const bytes = 256 * 2 ** 20;
  const buffer = Buffer.allocUnsafeSlow(bytes);
  const timed = (value: number) => {
    const start = process.hrtime.bigint();
    buffer.fill(value);
    return Number(process.hrtime.bigint() - start) / 1000;
  };
  const first = timed(1);
  const again = timed(2);
  return round((first - again) / (bytes / 4096), 2);
}

/** First touch measured `times` over: one figure misses a host whose cost jumps now and then. */
export const firstTouchSamples = (times = 5): number[] =>
  Array.from({ length: times }, () => firstTouchUsPerPage());

/** What the figures were measured on; `touched`: first-touch samples taken earlier in the run, to
 * which as many are added now. */
export const machineFacts = (touched: readonly number[] = []) => {
  const touches = [...touched, ...firstTouchSamples(Math.max(1, touched.length))];
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memGb: round(totalmem() / 2 ** 30),
    node: process.version,
    firstTouchUsPerPage: round(median(touches), 2),
    firstTouchHighestUs: Math.max(...touches),
    firstTouchSamples: touches.length,
  };
};

/**
 * Requests autocannon sends on one connection before it opens another. The server answers at most
 * 1,000 on one keep-alive connection (its requestsPerConnection limit) and asks the client to
 * close; autocannon does not listen, and Node answers what it sends after that with a cheap 503.
 */
export const RECONNECT_EVERY = 500;

/** Visitors' addresses, one new each call, for X-Forwarded-For (the server trusts one proxy): each
 * request comes from its own visitor, as a studio's do, not from one client the limits would stop. */
export function clientAddresses(): () => string {
  let n = 0;
  return () => {
    n += 1;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  };
}
