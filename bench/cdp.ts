// A page load recorded over the DevTools protocol, for probes/tasks.ts: Chromium's trace (its tasks,
// the first contentful paint) and V8's CPU profile of the same load. Plain CDP over Node's own
// WebSocket, to the Chromium the bench launches (launchChromium).

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

export interface CpuProfile {
  nodes: { id: number; callFrame: CallFrame; children?: number[] }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Listener = (params: Record<string, unknown>) => void;

/** One page of the Chromium on `port`, driven over its DevTools protocol. */
async function openPage(port: number) {
  const target = (await (
    await fetch(`http://127.0.0.1:${port}/json/new?about:blank`, { method: "PUT" })
  ).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  const listeners = new Map<string, Listener>();
  socket.onmessage = (message) => {
    const data = JSON.parse(String(message.data)) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
    };
    if (data.id !== undefined) pending.get(data.id)?.(data.result);
    else if (data.method) listeners.get(data.method)?.(data.params ?? {});
  };
  const send = <T>(method: string, params: object = {}): Promise<T> =>
    new Promise((resolve) => {
      pending.set(++nextId, resolve as (result: unknown) => void);
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  const on = (method: string, listener: Listener) => listeners.set(method, listener);
  const close = async () => {
    socket.close();
    await fetch(`http://127.0.0.1:${port}/json/close/${target.id}`);
  };
  return { send, on, close };
}

/** How long after the load event the recording goes on: the page's later work (its form) included. */
const AFTER_LOAD_MS = 5000;

/**
 * Loads `url` once in a fresh page at a phone's size (Lighthouse's moto g power), unthrottled,
 * while Chromium traces its tasks and V8 samples its stacks every 100 µs.
 */
export async function recordLoad(
  port: number,
  url: string,
): Promise<{ events: TraceEvent[]; profile: CpuProfile }> {
  const page = await openPage(port);
  try {
    await page.send("Emulation.setDeviceMetricsOverride", {
      width: 412,
      height: 823,
      deviceScaleFactor: 1.75,
      mobile: true,
    });
    await page.send("Network.setCacheDisabled", { cacheDisabled: true });
    await page.send("Page.enable");
    await page.send("Profiler.enable");
    await page.send("Profiler.setSamplingInterval", { interval: 100 });
    const events: TraceEvent[] = [];
    page.on("Tracing.dataCollected", (params) => events.push(...(params.value as TraceEvent[])));
    const traced = new Promise((resolve) => page.on("Tracing.tracingComplete", resolve));
    const loaded = new Promise((resolve) => page.on("Page.loadEventFired", resolve));
    await page.send("Tracing.start", {
      categories: "toplevel,devtools.timeline,loading",
      transferMode: "ReportEvents",
    });
    await page.send("Profiler.start");
    await page.send("Page.navigate", { url });
    await loaded;
    await new Promise((resolve) => setTimeout(resolve, AFTER_LOAD_MS));
    const { profile } = await page.send<{ profile: CpuProfile }>("Profiler.stop");
    await page.send("Tracing.end");
    await traced;
    return { events, profile };
  } finally {
    await page.close();
  }
}
