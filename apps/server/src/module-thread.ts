// A module on a thread of its own, started by the first call and stopped once none has been asked
// for a moment: what it loads (the page renderer, ical.js) and the garbage its work leaves live
// only while there is work, and its long runs never hold the server's thread. Each call names one of
// the module's exports and is answered as a promise; the module loads as the server does (through
// Node's compile cache when the server uses one).
import { getCompileCacheDir } from "node:module";
import { type ResourceLimits, Worker } from "node:worker_threads";

// The thread's code: loads the module (the compile cache written as soon as it is loaded: a stopped
// thread never exits the usual way) and answers each call with its value or its error's text.
const THREAD_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const nodeModule = require("node:module");
if (workerData.compileCache) nodeModule.enableCompileCache(workerData.compileCache);
const loading = import(workerData.url).then((loaded) => {
  if (workerData.compileCache) nodeModule.flushCompileCache();
  return loaded;
});
loading.catch(() => {}); // a module that cannot load is each call's error, not the thread's end
parentPort.on("message", async ({ id, call, args }) => {
  try {
    const loaded = await loading;
    parentPort.postMessage({ id, value: await loaded[call](...args) });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.stack) || error) });
  }
});
`;

export interface ModuleThreadOptions {
  /** The module's file URL. */
  url: string;
  /** What the thread is, for its name and its errors: "page renderer" (at most 15 characters). */
  name: string;
  /** A call's failure: the module's error text made into the error its caller sees. */
  failed: (error: string) => Error;
  /** How long the thread waits for another call before it stops. */
  idleMs: number;
  /** V8's heap limits for the thread (Node's defaults unless given). */
  resourceLimits?: ResourceLimits;
  /** A call not answered in this time is failed with `timedOut()`, and the thread, stuck in it, is
   * stopped; the other calls under way are asked again of a new one. None unless given. */
  callTimeout?: { ms: number; timedOut: () => Error };
}

export interface ModuleThread {
  /** Calls the module's export `call` with `args` on the thread. */
  ask(call: string, args: unknown[]): Promise<unknown>;
  /** Fails what is pending and stops the thread (the server is closing). */
  close(): Promise<void>;
}

interface Pending {
  call: string;
  args: unknown[];
  resolve(value: unknown): void;
  reject(error: Error): void;
  timer?: NodeJS.Timeout;
}

interface Answer {
  id: number;
  value?: unknown;
  error?: string;
}

/** A thread running the module: its answers go to `answered`, its end or crash to `lost`. */
function startThread(
  options: ModuleThreadOptions,
  answered: (answer: Answer) => void,
  lost: (thread: Worker, error: Error) => void,
): Worker {
  const started = new Worker(THREAD_CODE, {
    eval: true,
    name: options.name, // the thread's name in the system's process list too
    execArgv: [], // not the server's loaders (tsx) or --watch: the module is plain JavaScript
    workerData: { url: options.url, compileCache: getCompileCacheDir() },
    ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
  });
  started.on("message", answered);
  started.on("error", (error) => lost(started, error));
  started.on("exit", (code) =>
    lost(started, new Error(`The ${options.name}'s thread stopped (exit code ${code})`)),
  );
  return started;
}

/** The calls under way, each with its time limit's timer. */
class Calls {
  private nextId = 0;
  private readonly waiting = new Map<number, Pending>();

  get size(): number {
    return this.waiting.size;
  }

  add(waiter: Pending): number {
    const id = this.nextId++;
    this.waiting.set(id, waiter);
    return id;
  }

  /** Call `id`, no longer under way (undefined: it was already settled). */
  take(id: number): Pending | undefined {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    clearTimeout(waiter?.timer);
    return waiter;
  }

  all(): [number, Pending][] {
    return [...this.waiting];
  }

  failAll(error: Error): void {
    for (const [id] of this.all()) this.take(id)?.reject(error);
  }
}

export function moduleThread(options: ModuleThreadOptions): ModuleThread {
  let thread: Worker | undefined;
  let idle: NodeJS.Timeout | undefined;
  const calls = new Calls();

  const stop = () => {
    const stopping = thread;
    thread = undefined;
    return stopping?.terminate();
  };
  const settled = () => {
    if (calls.size > 0) return;
    thread?.unref(); // an idle thread never keeps the process alive
    clearTimeout(idle); // one timer at most (a late answer to a call already failed settles too)
    idle = setTimeout(stop, options.idleMs);
    idle.unref();
  };
  const answered = ({ id, value, error }: Answer) => {
    const waiter = calls.take(id);
    if (error === undefined) waiter?.resolve(value);
    else waiter?.reject(options.failed(error));
    settled();
  };
  const lost = (started: Worker, error: Error) => {
    if (thread !== started) return; // stopped on purpose
    thread = undefined;
    calls.failAll(error);
  };
  const send = (id: number, waiter: Pending) => {
    clearTimeout(idle);
    thread ??= startThread(options, answered, lost);
    thread.ref(); // work under way keeps the process alive
    thread.postMessage({ id, call: waiter.call, args: waiter.args });
    const limit = options.callTimeout?.ms;
    clearTimeout(waiter.timer);
    if (limit !== undefined) waiter.timer = setTimeout(() => timedOut(id), limit);
  };
  /** Fails the call that took too long, stops its thread and asks the others again of a new one. */
  const timedOut = (id: number) => {
    const waiter = calls.take(id);
    if (!waiter) return;
    waiter.reject(options.callTimeout?.timedOut() ?? new Error("The call took too long"));
    void stop();
    for (const [otherId, other] of calls.all()) send(otherId, other);
    settled();
  };

  return {
    ask: (call, args) =>
      new Promise((resolve, reject) => {
        const waiter: Pending = { call, args, resolve, reject };
        send(calls.add(waiter), waiter);
      }),
    async close() {
      clearTimeout(idle);
      calls.failAll(new Error("The server is closing"));
      await stop();
    },
  };
}
