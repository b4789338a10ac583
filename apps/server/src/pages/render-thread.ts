// The page renderer (the web build's server/entry-server.js: React's server renderer, the
// router and every page's code) on a thread of its own, started when a page must be rendered and
// stopped once none has been asked for a moment: loaded in the server itself, its memory stayed for
// good, for pages rendered once and then kept (idle memory, docs/performance.md).
// Its calls are the renderer's own, each answered as a promise.
import { getCompileCacheDir } from "node:module";
import { Worker } from "node:worker_threads";
import type { Renderer } from "@studio/web/renderer";

type Calls = Pick<Renderer, "pageKey" | "sitemapPaths" | "renderPage">;

/** The renderer's calls, each asked of the thread. */
export type RenderThread = {
  [K in keyof Calls]: (...args: Parameters<Calls[K]>) => Promise<Awaited<ReturnType<Calls[K]>>>;
} & { close(): Promise<void> };

/** How long the thread waits for another call before it stops (pages are asked for in bursts). */
const RENDER_THREAD_IDLE_MS = 2000;

// The thread's code: loads the renderer (through Node's compile cache when the server uses one,
// written as soon as it is loaded: a stopped thread never exits the usual way) and answers each
// call with its value or its error's text.
const THREAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const nodeModule = require("node:module");
if (workerData.compileCache) nodeModule.enableCompileCache(workerData.compileCache);
const loading = import(workerData.url).then((renderer) => {
  if (workerData.compileCache) nodeModule.flushCompileCache();
  return renderer;
});
loading.catch(() => {}); // a renderer that cannot load is each call's error, not the thread's end
parentPort.on("message", async ({ id, call, args }) => {
  try {
    const renderer = await loading;
    parentPort.postMessage({ id, value: await renderer[call](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Answer {
  id: number;
  value?: unknown;
  error?: string;
}

/** A thread running the renderer at `url`: its answers go to `answered`, its end or crash to `lost`. */
function startThread(
  url: string,
  answered: (answer: Answer) => void,
  lost: (thread: Worker, error: Error) => void,
): Worker {
  const started = new Worker(THREAD_CODE, {
    eval: true,
    execArgv: [], // not the server's loaders (tsx) or --watch: the renderer is plain JavaScript
    workerData: { url, compileCache: getCompileCacheDir() },
  });
  started.on("message", answered);
  started.on("error", (error) => lost(started, error));
  started.on("exit", (code) =>
    lost(started, new Error(`The page renderer's thread stopped (exit code ${code})`)),
  );
  return started;
}

/** The renderer at `url` (a file URL), on a thread started by the first call. */
export function renderThread(url: string, idleMs = RENDER_THREAD_IDLE_MS): RenderThread {
  let thread: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const stop = () => {
    const stopping = thread;
    thread = undefined;
    return stopping?.terminate();
  };
  const failAll = (error: Error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  const settled = () => {
    if (pending.size > 0) return;
    thread?.unref(); // an idle thread never keeps the process alive
    clearTimeout(idle); // one timer at most (a late answer to a call already failed settles too)
    idle = setTimeout(stop, idleMs);
    idle.unref();
  };
  const answered = ({ id, value, error }: Answer) => {
    const waiter = pending.get(id);
    pending.delete(id);
    if (error === undefined) waiter?.resolve(value);
    else waiter?.reject(new Error(`Rendering failed: ${error}`));
    settled();
  };
  const lost = (started: Worker, error: Error) => {
    if (thread !== started) return; // stopped on purpose
    thread = undefined;
    failAll(error);
  };

  const ask = (call: keyof Calls, args: unknown[]) =>
    new Promise((resolve, reject) => {
      clearTimeout(idle);
      thread ??= startThread(url, answered, lost);
      thread.ref(); // a page being rendered keeps the process alive
      const id = nextId++;
      pending.set(id, { resolve, reject });
      thread.postMessage({ id, call, args });
    });

  return {
    pageKey: (...args) => ask("pageKey", args) as Promise<string>,
    sitemapPaths: (...args) => ask("sitemapPaths", args) as Promise<string[]>,
    renderPage: (...args) => ask("renderPage", args) as ReturnType<RenderThread["renderPage"]>,
    async close() {
      clearTimeout(idle);
      failAll(new Error("The server is closing"));
      await stop();
    },
  };
}
