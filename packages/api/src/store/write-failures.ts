// A loop that writes (the mail sender, reminders, hold lapses, retention) and meets a database or a
// file that cannot be written (disk full, I/O error, read-only) says so in one line, no stack, at
// most once a minute, and tries again later by itself. Any other error is reported as before: a bug.
import { storageFailureCode } from "./store.js";

interface LoopLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** A file the disk refused (the .eml outbox in development, a cache): no room, quota, read-only, I/O. */
const FILE_WRITE_FAILURES = new Set(["ENOSPC", "EDQUOT", "EROFS", "EIO"]);

/** The code of a write the storage refused, SQLite's or a file's; null for any other error. */
export function writeFailureCode(error: unknown): string | null {
  const sqlite = storageFailureCode(error);
  if (sqlite) return sqlite;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && FILE_WRITE_FAILURES.has(code) ? code : null;
}

/** How often a loop whose writes keep failing may say so. */
export const WRITE_WARNING_EVERY_MS = 60_000;

export class WriteFailures {
  private lastWarnAt = Number.NEGATIVE_INFINITY;
  /** Failures since the last line, told in the next one. */
  private unreported = 0;
  private failing = false;

  constructor(
    private readonly loop: string,
    private log: LoopLog | undefined,
    private readonly everyMs = WRITE_WARNING_EVERY_MS,
  ) {}

  useLogger(log: LoopLog): void {
    this.log = log;
  }

  get isFailing(): boolean {
    return this.failing;
  }

  /** True when `error` is the storage's fault: counted, and told in one line a minute at most. */
  report(error: unknown): boolean {
    const code = writeFailureCode(error);
    if (!code) return false;
    this.failing = true;
    const at = performance.now();
    if (at - this.lastWarnAt < this.everyMs) {
      this.unreported += 1;
      return true;
    }
    const more = this.unreported > 0 ? { failedSinceLastLine: this.unreported } : {};
    const what = code.startsWith("SQLITE_") ? "the database" : "the disk";
    this.log?.warn({ code, ...more }, `${this.loop}: ${what} cannot be written (${code}); will retry`);
    this.lastWarnAt = at;
    this.unreported = 0;
    return true;
  }

  /** A pass that wrote after failures: one line that the loop works again. */
  recovered(): void {
    if (!this.failing) return;
    this.failing = false;
    this.unreported = 0;
    this.log?.info({}, `${this.loop}: the database can be written again; resumed`);
  }
}

/** The error handler of a polling loop (startPolling): write failures as above, the rest with their stack. */
export function loopErrors(loop: string, what: string, log: LoopLog): (error: unknown) => void {
  const failures = new WriteFailures(loop, log);
  return (error) => {
    if (!failures.report(error)) log.error({ err: error }, `${loop}: ${what}`);
  };
}
