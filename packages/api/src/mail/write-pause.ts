// The sender on a database that cannot be written (disk full, I/O error): it pauses, doubling the
// pause from a second to a minute, instead of trying again at once; says so once a minute at most
// (store/write-failures.ts); and remembers the mails that went out but could not be marked sent,
// so they are marked when the disk has room again, never sent again meanwhile.
import type { OutboxRow } from "../store/email-outbox.js";
import type { Store } from "../store/store.js";
import { type DeliveryLedger, recordSent } from "./delivery.js";
import { WRITE_WARNING_EVERY_MS, WriteFailures } from "../store/write-failures.js";

export interface WritePauseOptions {
  /** The first pause after a failed write; it doubles up to maxMs. */
  baseMs?: number;
  maxMs?: number;
  /** At most one warning line this often. */
  warnEveryMs?: number;
}

interface UnmarkedSend {
  row: OutboxRow;
  attempts: number;
  at: Date;
}

export class WritePause {
  readonly failures: WriteFailures;
  /** Mails that went out while their mark could not be written, by outbox id. */
  private readonly unmarked = new Map<number, UnmarkedSend>();
  private pauses = 0;
  private until = 0;
  private readonly baseMs: number;
  private readonly maxMs: number;

  constructor(log: ConstructorParameters<typeof WriteFailures>[1], options: WritePauseOptions = {}) {
    this.failures = new WriteFailures("mail", log, options.warnEveryMs ?? WRITE_WARNING_EVERY_MS);
    this.baseMs = options.baseMs ?? 1_000;
    this.maxMs = options.maxMs ?? 60_000;
  }

  /** True (and the sender pauses) when `error` is a write the storage refused. */
  hit(error: unknown): boolean {
    if (!this.failures.report(error)) return false;
    this.pauses += 1;
    this.until = performance.now() + Math.min(this.baseMs * 2 ** (this.pauses - 1), this.maxMs);
    return true;
  }

  /** A write went through: the pauses start again from the first. */
  wrote(): void {
    if (this.pauses === 0 && !this.failures.isFailing) return;
    this.pauses = 0;
    this.until = 0;
    this.failures.recovered();
  }

  /** Records a mail that went out; if the database refuses, remembers it (and throws). */
  recordSent(store: Store, ledger: DeliveryLedger | undefined, sent: UnmarkedSend): void {
    try {
      recordSent(store, ledger, sent);
    } catch (error) {
      this.unmarked.set(sent.row.id, sent);
      throw error;
    }
    this.wrote();
  }

  /** Marks the mails that went out while the database could not be written; throws while it still cannot. */
  markUnmarked(store: Store, ledger: DeliveryLedger | undefined, settle: (id: number) => void): void {
    for (const [id, sent] of this.unmarked) {
      recordSent(store, ledger, sent);
      this.unmarked.delete(id);
      this.wrote();
      settle(id);
    }
  }

  /** How long the sender still waits before its next write, in ms (0: none). */
  left(): number {
    return Math.max(0, this.until - performance.now());
  }
}
