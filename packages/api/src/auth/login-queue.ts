// Password checks (scrypt, a fraction of a second of a core and 8 MiB each) run through one bounded queue: a
// fixed number at a time, a few waiting, the rest refused at once. So a flood of logins can never
// take every thread of libuv's pool or the machine's memory, and a check for a client that has
// gone away is dropped before it starts. A browser that logged in here before (a device cookie)
// waits in a lane of its own that goes first: strangers filling their queue cannot keep the owner
// out, and the owner's checks still run one at a time with everyone else's.
import type { ServerResponse } from "node:http";
import { ServiceError } from "../errors.js";

export const LOGIN_BUSY =
  "Too many login attempts are being checked right now. Please try again in a few seconds.";

/** Nobody hears this answer; the status keeps it out of the error log. */
export class ClientGoneError extends Error {
  override name = "ClientGoneError";
  readonly statusCode = 499;
}

interface Waiting {
  start: () => void;
  signal: AbortSignal | undefined;
}

/** Who waits: a known device (its cookie), or anyone else. */
type LoginLane = "device" | "stranger";

export class LoginQueue {
  private active = 0;
  private readonly waiting: Record<LoginLane, Waiting[]> = { device: [], stranger: [] };

  /** `running` checks at once (1–2), `capacity` more waiting in each lane; beyond that, 429. */
  constructor(
    readonly running: number,
    readonly capacity: number,
  ) {}

  /** Throws the 429 now when the lane's queue is full (nothing is queued then). */
  admit(lane: LoginLane = "stranger"): void {
    if (this.active >= this.running && this.waiting[lane].length >= this.capacity)
      throw new ServiceError("throttled", LOGIN_BUSY, { retryAfterSeconds: 5 });
  }

  /** Runs `work` in turn. Rejects with ClientGoneError, without running it, if `signal` aborts first. */
  async run<T>(work: () => Promise<T>, signal?: AbortSignal, lane: LoginLane = "stranger"): Promise<T> {
    this.admit(lane);
    if (this.active >= this.running) await this.turn(signal, this.waiting[lane]);
    else this.active += 1;
    try {
      if (signal?.aborted) throw new ClientGoneError("the client went away before its turn");
      return await work();
    } finally {
      this.release();
    }
  }

  /** Waits for a slot; the slot is handed over already counted as active. */
  private turn(signal: AbortSignal | undefined, waiting: Waiting[]): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const entry: Waiting = { start: resolve, signal };
      waiting.push(entry);
      signal?.addEventListener(
        "abort",
        () => {
          const index = waiting.indexOf(entry);
          if (index < 0) return;
          waiting.splice(index, 1);
          reject(new ClientGoneError("the client went away while waiting"));
        },
        { once: true },
      );
    });
  }

  private release(): void {
    const next = this.waiting.device.shift() ?? this.waiting.stranger.shift();
    if (next)
      next.start(); // the slot passes on: `active` stays
    else this.active -= 1;
  }
}

/** Aborts when the answer's connection closes before the answer was sent (the client gave up). */
export function clientGone(response: ServerResponse): AbortSignal {
  const controller = new AbortController();
  response.once("close", () => {
    if (!response.writableEnded) controller.abort();
  });
  return controller.signal;
}
