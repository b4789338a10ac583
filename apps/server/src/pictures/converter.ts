// The server's side of the picture converter: a child process (worker.ts) started when a
// picture is to be read or copied, at a lower CPU priority than the server, and stopped after a few
// idle seconds, so libvips' memory lives only while there is work. A request to a converter that
// cannot start (sharp did not load, the script is missing) fails with ConverterUnavailable, and
// every later one at once: the pictures are then served as they are.
import { type ChildProcess, fork } from "node:child_process";
import { existsSync } from "node:fs";
import type { Socket } from "node:net";
import { setPriority } from "node:os";
import { fileURLToPath } from "node:url";
import { PictureRefused } from "@studio/api/config";
import type {
  CleanFormat,
  ConverterHello,
  ConverterReply,
  ConverterRequest,
  PictureSize,
} from "./protocol.js";

export class ConverterUnavailable extends Error {}

/** The worker beside this module: the release's .mjs, the build's .js (both bundled beside the
 * server), or the source's worker.ts. */
function defaultWorkerScript(): string {
  const candidates = ["./pictures-worker.mjs", "./pictures-worker.js", "./worker.ts"].map((file) =>
    fileURLToPath(new URL(file, import.meta.url)),
  );
  return candidates.find((file) => existsSync(file)) ?? (candidates[0] as string);
}

/** A request as the catalog makes it (the converter numbers it). */
type Request = {
  [Op in ConverterRequest["op"]]: Omit<Extract<ConverterRequest, { op: Op }>, "id">;
}[ConverterRequest["op"]];
type Job = Omit<Extract<Request, { op: "make" }>, "op">;
type CleanJob = Omit<Extract<Request, { op: "clean" }>, "op">;

export interface PictureConverter {
  read(file: string): Promise<PictureSize>;
  make(job: Job): Promise<void>;
  /** Writes a clean copy of an upload to `out`; rejects with PictureRefused for a file it will not keep. */
  clean(job: CleanJob): Promise<{ width: number; height: number; format: CleanFormat }>;
  /** Stops the child now (the server is closing). */
  close(): void;
  /** The child's process id while one runs. */
  pid(): number | undefined;
}

interface Pending {
  resolve(reply: ConverterReply): void;
  reject(error: Error): void;
}

/** Forks the worker at a lower priority, never holding the server open; keeps the tail of its stderr. */
function forkWorker(script: string): { worker: ChildProcess; said: () => string } {
  const worker = fork(script, [], { execArgv: [], stdio: ["ignore", "inherit", "pipe", "ipc"] });
  // What it said before exiting explains a converter that cannot start (a missing module, say).
  let said = "";
  worker.stderr?.on("data", (chunk: Buffer) => {
    said = (said + chunk.toString()).slice(-2_000);
  });
  (worker.stderr as Socket | null)?.unref();
  // Copies are made when the server has nothing better to do with the CPU.
  if (worker.pid) setPriority(worker.pid, 10);
  // The server never waits for its converter to exit.
  worker.unref();
  worker.channel?.unref();
  return { worker, said: () => said };
}

/**
 * Resolves once the worker says it is ready, and routes its replies to `pending`. When it exits,
 * everything pending fails with the reason, and `gone` is called.
 */
function whenReady(
  worker: ChildProcess,
  said: () => string,
  pending: Map<number, Pending>,
  gone: () => void,
  current: (worker: ChildProcess) => boolean,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // Only the converter's own messages count: under `node --watch` (pnpm dev) every child with an
    // IPC channel also reports the files it imported ({ "watch:import": [...] }).
    worker.on("message", (message: unknown) => {
      if (isHello(message)) {
        if (message.ready) resolve(worker);
        else reject(new ConverterUnavailable(message.message));
      } else if (isReply(message)) {
        pending.get(message.id)?.resolve(message);
        pending.delete(message.id);
      }
    });
    worker.once("exit", (code, signal) => {
      // A worker let go when idle had nothing pending; what is pending now is its successor's.
      if (!current(worker)) return;
      const why =
        said()
          .split("\n")
          .find((line) => /error/i.test(line)) ?? "";
      const error = new ConverterUnavailable(
        `the picture converter stopped (${signal ?? `code ${code}`})${why ? `: ${why.trim()}` : ""}`,
      );
      reject(error);
      for (const { reject: fail } of pending.values()) fail(error);
      pending.clear();
      gone();
    });
  });
}

const isObject = (message: unknown): message is Record<string, unknown> =>
  typeof message === "object" && message !== null;
const isHello = (message: unknown): message is ConverterHello =>
  isObject(message) && typeof message.ready === "boolean";
const isReply = (message: unknown): message is ConverterReply =>
  isObject(message) && typeof message.id === "number" && typeof message.ok === "boolean";

/** A clean picture's size and type, or the refusal the converter gave (a PictureRefused). */
function cleanedPicture(reply: ConverterReply) {
  if (!reply.ok) throw reply.refusal ? new PictureRefused(reply.refusal) : new Error(reply.message);
  if (!reply.size || !reply.format) throw new Error("no size");
  return { width: reply.size.width, height: reply.size.height, format: reply.format };
}

/** The converter's child process: started on the first request, let go after `idleMs` without
 * work; once it cannot start, every request fails at once with the reason. */
function converterChild(script: string, idleMs: number, pending: Map<number, Pending>) {
  let child: ChildProcess | undefined;
  let started: Promise<ChildProcess> | undefined;
  let unavailable: ConverterUnavailable | undefined;
  let idle: NodeJS.Timeout | undefined;

  function start(): Promise<ChildProcess> {
    const { worker, said } = forkWorker(script);
    child = worker;
    return whenReady(
      worker,
      said,
      pending,
      () => {
        if (child === worker) [child, started] = [undefined, undefined];
      },
      (w) => child === w,
    );
  }

  return {
    /** The running child, started if need be. */
    async take(): Promise<ChildProcess> {
      if (unavailable) throw unavailable;
      clearTimeout(idle);
      started ??= start().catch((error: Error) => {
        unavailable = error instanceof ConverterUnavailable ? error : new ConverterUnavailable(error.message);
        throw unavailable;
      });
      return started;
    },
    /** After a reply: with nothing pending, `worker` is let go after the idle time. */
    release(worker: ChildProcess): void {
      if (pending.size > 0) return;
      // Let go at once: a request arriving before this worker has exited starts a new one
      // (sending on the closed channel would fail).
      idle = setTimeout(() => {
        if (child === worker) [child, started] = [undefined, undefined];
        if (worker.connected) worker.disconnect();
      }, idleMs);
      idle.unref();
    },
    close(): void {
      clearTimeout(idle);
      child?.kill();
    },
    pid: () => child?.pid,
  };
}

export function pictureConverter(script = defaultWorkerScript(), idleMs = 5_000): PictureConverter {
  const pending = new Map<number, Pending>();
  const child = converterChild(script, idleMs, pending);
  let nextId = 1;

  async function ask(request: Request): Promise<ConverterReply> {
    const worker = await child.take();
    const id = nextId++;
    try {
      return await new Promise<ConverterReply>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.send({ ...request, id }, (error) => {
          if (!error) return;
          pending.delete(id);
          reject(error);
        });
      });
    } finally {
      child.release(worker);
    }
  }

  const check = (reply: ConverterReply) => {
    if (!reply.ok) throw new Error(reply.message);
    return reply;
  };

  return {
    async read(file) {
      const reply = check(await ask({ op: "read", file }));
      if (!reply.size) throw new Error("no size");
      return reply.size;
    },
    async make(job) {
      check(await ask({ op: "make", ...job }));
    },
    clean: async (job) => cleanedPicture(await ask({ op: "clean", ...job })),
    close: () => child.close(),
    pid: () => child.pid(),
  };
}
