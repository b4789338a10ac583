// The outbox sender: delivers queued e-mails one at a time, with retry and backoff, and tells the
// application what went (delivery.ts). A single loop, so no message is ever sent twice at once.
import type { FastifyBaseLogger } from "fastify";
import type { Store } from "../store/store.js";
import { dueMail, markMailAbandoned, nextDueAt, type OutboxRow } from "../store/email-outbox.js";
import { calendarPartOf } from "./calendar-part.js";
import { type DeliveryLedger, mailToSend, messageIdFor, recordFailure, render } from "./delivery.js";
import { type MailTransport, permanentRejection } from "./transport.js";
import { WritePause, type WritePauseOptions } from "./write-pause.js";
import { writeFailureCode } from "../store/write-failures.js";

export interface SenderOptions {
  from: string | (() => string); // read per message: the owner may change it in the Studio tab
  clock?: () => Date;
  log?: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
  baseDelayMs?: number; // the first retry's delay; doubles per attempt up to maxDelayMs
  maxDelayMs?: number;
  /** Longest sleep between looks at the outbox (covers rows written by another process). */
  pollMs?: number;
  /** How long after a request the traffic counts as arriving still (default 15 ms). */
  quietMs?: number;
  /** The pauses and warnings while the database cannot be written (mail/write-pause.ts). */
  writePause?: WritePauseOptions;
}

export type DeliveryResult = { ok: true } | { ok: false; error: string };

/**
 * Mail yields to people waiting for an answer: while requests keep arriving (one within QUIET_MS),
 * a mail waits, up to MAX_YIELD_MS after it fell due; then it goes whatever the load. Rendering and
 * handing over a mail cost a few milliseconds of the server's one thread.
 */
const QUIET_MS = 15;
const MAX_YIELD_MS = 1_000;
/** The mails' renderer is loaded this long after the sender starts (the pages warm at 2 s). */
const WARM_RENDERER_AFTER_MS = 1_000;

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private wakeQueued = false;
  private stopped = true;
  private readonly waiters = new Map<number, ((result: DeliveryResult) => void)[]>();
  private readonly clock: () => Date;
  private readonly baseDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly pollMs: number;
  private readonly quietMs: number;
  private log: SenderOptions["log"];
  private readonly writes: WritePause;
  private lastRequestAt = Number.NEGATIVE_INFINITY;
  private ledger: DeliveryLedger | undefined;

  constructor(
    private readonly store: Store,
    private readonly transport: MailTransport,
    private readonly options: SenderOptions,
  ) {
    this.clock = options.clock ?? (() => new Date());
    this.baseDelayMs = options.baseDelayMs ?? 5_000;
    this.maxDelayMs = options.maxDelayMs ?? 30 * 60_000;
    this.pollMs = options.pollMs ?? 60_000;
    this.quietMs = options.quietMs ?? QUIET_MS;
    this.log = options.log;
    this.writes = new WritePause(options.log, options.writePause);
  }

  /** The server's logger, once it exists. */
  useLogger(log: NonNullable<SenderOptions["log"]>): void {
    this.log = log;
    this.writes.failures.useLogger(log);
  }

  /** What delivery needs of and tells the application (mail writes only the outbox): the app gives it. */
  useLedger(ledger: DeliveryLedger): void {
    this.ledger = ledger;
  }

  /** A request arrived (the server's onRequest hook): mail steps aside for a moment. */
  noteRequest(): void {
    this.lastRequestAt = performance.now();
  }

  /** Waits while requests keep arriving, at most until the mail has waited MAX_YIELD_MS since it fell due. */
  private async yieldToRequests(row: OutboxRow): Promise<void> {
    const dueFor = () => this.clock().getTime() - row.nextAttemptAt;
    const busy = () => performance.now() - this.lastRequestAt < this.quietMs && dueFor() < MAX_YIELD_MS;
    while (!this.stopped && busy()) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(this.quietMs, QUIET_MS)));
    }
  }

  get description(): string {
    return this.transport.description;
  }

  start(): void {
    this.stopped = false;
    // Warm the renderer a moment after the start, so the first mail does not wait for it. Not at
    // once: in the bundle import() evaluates React, React Email and html-to-text on the next
    // microtask, before the server's first request is answered.
    setTimeout(() => import("./render.js").catch(() => undefined), WARM_RENDERER_AFTER_MS).unref();
    this.wake();
  }

  /** Look at the outbox on the next turn of the event loop (mail was queued): a burst's wakes make one pass. */
  wake(): void {
    if (this.stopped || this.wakeQueued) return;
    this.wakeQueued = true;
    setImmediate(() => {
      this.wakeQueued = false;
      this.look();
    });
  }

  private look(): void {
    if (this.stopped) return;
    // The database refused a write a moment ago: a wake does not cut the pause short.
    if (!this.running && this.writes.left() > 0) {
      this.schedule();
      return;
    }
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.drain()
      .catch((error: unknown) => {
        if (!this.writes.hit(error)) this.log?.error({ err: error }, "mail: the sender failed");
      })
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.look();
        } else {
          this.schedule();
        }
      });
  }

  /** Waits for the first delivery attempt of an outbox row. */
  deliver(id: number): Promise<DeliveryResult> {
    const result = new Promise<DeliveryResult>((resolve) => {
      this.waiters.set(id, [...(this.waiters.get(id) ?? []), resolve]);
    });
    if (this.stopped) this.settle(id, { ok: false, error: "The mail sender is not running" });
    else this.wake();
    return result;
  }

  /** Finishes the message in flight, then stops. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    for (const id of [...this.waiters.keys()])
      this.settle(id, { ok: false, error: "The server is shutting down" });
    this.transport.close();
  }

  private schedule(): void {
    if (this.stopped) return;
    let next: number | undefined;
    try {
      next = nextDueAt(this.store);
    } catch (error) {
      if (!this.writes.hit(error)) this.log?.error({ err: error }, "mail: cannot read the outbox");
    }
    const due =
      next === undefined ? this.pollMs : Math.min(Math.max(next - this.clock().getTime(), 0), this.pollMs);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.look(), Math.max(due, this.writes.left()));
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    while (!this.stopped) {
      let rows: OutboxRow[];
      try {
        this.writes.markUnmarked(this.store, this.ledger, (id) => this.settle(id, { ok: true }));
        rows = dueMail(this.store, this.clock().getTime(), 10);
        // No mail leaves before the commit that queued it is on disk (group commit); the answers
        // waiting for the same sync go out first.
        if (rows.length > 0) await this.store.synced();
      } catch (error) {
        if (!this.writes.hit(error)) this.log?.error({ err: error }, "mail: cannot read the outbox");
        return;
      }
      if (rows.length === 0) return;
      for (const row of rows) {
        await this.yieldToRequests(row);
        if (this.stopped) return;
        try {
          await this.attempt(row);
        } catch (error) {
          // A full disk: the row stays due, tried after a pause (not abandoned: it may have gone).
          if (this.writes.hit(error)) return;
          // A row that cannot even be attempted (corrupt JSON, store closed) must not stall the rest.
          this.log?.error({ err: error, outboxId: row.id }, "mail: cannot process outbox row");
          markMailAbandoned(this.store, row.id, row.attempts + 1, this.clock(), String(error));
          this.settle(row.id, { ok: false, error: String(error) });
        }
      }
    }
  }

  private async attempt(row: OutboxRow): Promise<void> {
    const stored = await mailToSend(this.store, row, this.clock(), this.ledger);
    const { template, messageKey, calendar: _event, icalEvent: _text, ...mail } = stored;
    const attempts = row.attempts + 1;
    const parts = template ? await render(template) : {};
    const from = typeof this.options.from === "function" ? this.options.from() : this.options.from;
    try {
      await this.transport.send({
        ...mail,
        ...parts,
        calendar: calendarPartOf(stored),
        from,
        // Rows queued before Message-IDs were random keep their old, per-database form.
        messageId: messageIdFor(messageKey ?? `outbox-${row.id}`, from),
        outboxId: row.id,
      });
    } catch (error) {
      // A full disk refused the .eml file: nothing went, no attempt counted; the sender pauses.
      if (writeFailureCode(error)) throw error;
      // A 5xx refusal keeps the server's own words ("550 5.1.1 mailbox unavailable").
      const refused = permanentRejection(error);
      const reason = refused ?? (error instanceof Error ? error.message : String(error));
      const backoff = { baseMs: this.baseDelayMs, maxMs: this.maxDelayMs };
      const failure = { attempts, now: this.clock(), reason, permanent: refused !== undefined };
      recordFailure(this.store, row, failure, backoff, this.log);
      this.writes.wrote();
      this.settle(row.id, { ok: false, error: reason });
      return;
    }
    // It went: a mark the disk refuses is written once it has room, and the mail not sent again.
    this.writes.recordSent(this.store, this.ledger, { row, attempts, at: this.clock() });
    this.log?.info({ outboxId: row.id, kind: row.kind, to: mail.to.length }, "mail: delivered");
    this.settle(row.id, { ok: true });
  }

  private settle(id: number, result: DeliveryResult): void {
    const waiting = this.waiters.get(id);
    this.waiters.delete(id);
    for (const resolve of waiting ?? []) resolve(result);
  }
}
