// Counts per key over a fixed window (a minute, an hour): a small, exact counter for the public
// limits, where one request can carry many calls (a tRPC batch) and only some outcomes count.

export class WindowCounter {
  private readonly counts = new Map<string, { count: number; since: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Takes `n` from `key`'s allowance, all or nothing; returns the seconds to wait when refused. */
  take(key: string, n = 1): { ok: true } | { ok: false; retryAfterSeconds: number } {
    const now = this.clock();
    this.forgetOld(now);
    let entry = this.counts.get(key);
    if (!entry || now - entry.since >= this.windowMs) entry = { count: 0, since: now };
    if (entry.count + n > this.max) {
      return {
        ok: false,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.since + this.windowMs - now) / 1000)),
      };
    }
    entry.count += n;
    this.counts.set(key, entry);
    return { ok: true };
  }

  /** Gives back what `take` took for an attempt that did not count (a refused booking). */
  give(key: string, n = 1): void {
    const entry = this.counts.get(key);
    if (entry) entry.count = Math.max(0, entry.count - n);
  }

  private lastSweep = 0;
  private forgetOld(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.counts) if (now - entry.since >= this.windowMs) this.counts.delete(key);
  }
}
