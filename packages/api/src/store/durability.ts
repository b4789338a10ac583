// Group commit (docs/durability.md). The connection commits with synchronous=NORMAL: a commit is
// written to the WAL but not fsynced on the main thread. An answer waits for synced(): one
// fdatasync of the WAL, on a thread of its own, shared by every request in flight. What counts as
// a change is SQLite's own count of rows written on the connection (total_changes()), so no write
// path has to remember to report itself: whatever wrote through this connection is waited for.
import { Worker } from "node:worker_threads";

/** Makes everything written to the WAL so far durable. */
export interface Syncer {
  datasync(): Promise<void>;
  close(): Promise<void>;
}

export interface GroupCommit {
  /**
   * Settles once every change committed so far is on disk; undefined when they already are (the
   * common case of a read). Rejects with code SQLITE_IOERR_FSYNC when the disk refused.
   */
  synced(): Promise<void> | undefined;
  /** Syncs what is left, stops the timer and the syncer's thread. */
  close(): Promise<void>;
}

/** A change with no answer waiting for it (the outbox's marks, a job's) is synced within this. */
const BACKGROUND_SYNC_MS = 1000;

/**
 * `changes` is a count that grows with every committed write. One flush runs at a time; callers
 * arriving during it share the next one, which begins when it ends.
 */
export function groupCommit(changes: () => number, syncer: Syncer): GroupCommit {
  let durable = changes(); // what the last successful flush covered
  let flushing: { promise: Promise<void>; upTo: number } | undefined;
  let next: Promise<void> | undefined;

  const flush = (upTo: number): Promise<void> =>
    syncer.datasync().then(
      () => {
        durable = Math.max(durable, upTo);
      },
      (cause: unknown) => {
        // The commits stay in the WAL (and readable) but are not known to be durable: the waiters
        // are told, and the next flush tries again.
        throw Object.assign(new Error(`Cannot flush the database to disk: ${String(cause)}`), {
          code: "SQLITE_IOERR_FSYNC",
          cause,
        });
      },
    );

  const synced = (): Promise<void> | undefined => {
    const upTo = changes();
    if (upTo <= durable) return undefined;
    if (!flushing) {
      const promise = flush(upTo).finally(() => {
        flushing = undefined;
      });
      flushing = { promise, upTo };
      return promise;
    }
    if (upTo <= flushing.upTo) return flushing.promise;
    // A flush is on its way, but it began before this change: wait for the one after it.
    next ??= flushing.promise
      .catch(() => {})
      .then(() => {
        next = undefined;
        return synced() ?? Promise.resolve();
      });
    return next;
  };

  const timer = setInterval(() => synced()?.catch(() => {}), BACKGROUND_SYNC_MS);
  timer.unref();

  return {
    synced,
    async close() {
      clearInterval(timer);
      try {
        await flushing?.promise.catch(() => {});
        await synced();
      } finally {
        await syncer.close();
      }
    },
  };
}

// The thread's code: keeps a handle on the WAL (reopened if the file was replaced) and answers each
// message once fdatasync returns. A missing WAL has nothing to sync: SQLite removes it only after
// checkpointing it into the database file and syncing that.
const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const fs = require("node:fs");
let fd = -1;
let ino = -1;
parentPort.on("message", () => {
  try {
    const stat = fs.statSync(workerData.file, { throwIfNoEntry: false });
    if (stat) {
      if (fd < 0 || stat.ino !== ino) {
        if (fd >= 0) fs.closeSync(fd);
        fd = fs.openSync(workerData.file, "r");
        ino = fs.fstatSync(fd).ino;
      }
      fs.fdatasyncSync(fd);
    }
    parentPort.postMessage(null);
  } catch (error) {
    parentPort.postMessage(String(error && error.message ? error.message : error));
  }
});
`;

/**
 * fdatasync of `file` on a worker thread of its own: never libuv's pool, where the password checks'
 * scrypt runs. The thread starts on the first sync, and keeps the process alive only while a sync
 * is awaited.
 */
export function threadSyncer(file: string): Syncer {
  let worker: Worker | undefined;
  const waiting: { resolve(): void; reject(error: Error): void }[] = [];
  const start = () => {
    const thread = new Worker(WORKER_CODE, {
      eval: true,
      execArgv: [], // not the server's loaders (tsx) or --watch: the thread runs the code above only
      workerData: { file },
      resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2, stackSizeMb: 1 },
    });
    thread.on("message", (failure: unknown) => {
      if (failure !== null && typeof failure !== "string") return; // not the sync's (a loader's, say)
      const waiter = waiting.shift();
      if (waiting.length === 0) thread.unref();
      if (failure === null) waiter?.resolve();
      else waiter?.reject(new Error(failure));
    });
    const fail = (error: Error) => {
      if (worker === thread) worker = undefined; // the next sync starts another
      for (const waiter of waiting.splice(0)) waiter.reject(error);
    };
    thread.on("error", fail);
    thread.on("exit", (code) => fail(new Error(`the sync thread stopped (exit code ${code})`)));
    thread.unref();
    return thread;
  };
  return {
    datasync() {
      worker ??= start();
      const thread = worker;
      return new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject });
        thread.ref(); // an awaited sync keeps the process alive; an idle thread does not
        thread.postMessage(null);
      });
    },
    async close() {
      const thread = worker;
      worker = undefined;
      await thread?.terminate();
    },
  };
}
