// Retention: personal data is not kept past its time. A daily sweep inside the server erases old
// bookings', holds' and messages' personal data, strips sent mails' bodies and purges old spam. When it
// runs next is kept in the database, so a restart neither skips nor repeats it.
import { londonToday, retentionCutoffs } from "@studio/domain";
import { purgeOrphanArtistNotes } from "../store/artist-notes.js";
import { type ErasedCounts, eraseRows, needlesOf } from "../store/privacy.js";
import { compact, recordAudit } from "../store/privacy-audit.js";
import { dropOldMailBodies, expiredRows, nextRunOf, purgeSpam, scheduleRun } from "../store/retention.js";
import { purgePassedEntries } from "../store/waitlist.js";
import type { ServiceContext } from "./context.js";
import { removeMailFiles } from "./mail-files.js";
import { WriteFailures } from "../store/write-failures.js";

const RETENTION_JOB = "retention";
const DAY_MS = 24 * 60 * 60_000;

/** What one sweep changed: the personal data it erased (waitlist: entries of nights passed, deleted), and more. */
export interface RetentionCounts extends ErasedCounts {
  mailBodies: number;
  spam: number;
  artistNotes: number;
  files: number;
}

/** One sweep at `now`; returns how many records of each kind it changed (never whose). */
function runRetention(ctx: ServiceContext, now: Date): RetentionCounts {
  const cutoffs = retentionCutoffs(now, ctx.profile);
  const result = ctx.store.transaction(() => {
    const rows = expiredRows(ctx.store, cutoffs);
    const erased = eraseRows(ctx.store, rows, needlesOf(rows), now);
    const bodies = dropOldMailBodies(ctx.store, cutoffs.mailBodiesBefore);
    const spam = purgeSpam(ctx.store, cutoffs.spamBefore);
    const artistNotes = purgeOrphanArtistNotes(ctx.store);
    const waitlist = purgePassedEntries(ctx.store, londonToday(now));
    const counts = { ...erased, waitlist, mailBodies: bodies.length, spam, artistNotes };
    if (Object.values(counts).some((n) => n > 0)) {
      recordAudit(ctx.store, {
        action: "retention",
        actor: "retention job",
        at: now.toISOString(),
        counts: JSON.stringify(counts),
      });
    }
    return { counts, mailIds: [...rows.mails.map((m) => m.id), ...bodies] };
  });
  // The bodies are gone from the rows, so the .eml copies go too (found by outbox id only).
  const files = removeMailFiles(ctx.outboxDir, result.mailIds, []);
  const counts = { ...result.counts, files };
  if (Object.values(result.counts).some((n) => n > 0)) compact(ctx.store);
  return counts;
}

export interface RetentionJobOptions {
  log?: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** How often the sweep runs. */
  everyMs?: number;
  /** Longest sleep before looking at the schedule again (a changed clock is noticed). */
  pollMs?: number;
}

/** Runs the sweep when the schedule in the database says it is due; `tick()` is one look. */
export class RetentionJob {
  private timer: NodeJS.Timeout | undefined;
  private readonly everyMs: number;
  private readonly pollMs: number;
  private readonly writes: WriteFailures;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly options: RetentionJobOptions = {},
  ) {
    this.everyMs = options.everyMs ?? DAY_MS;
    this.pollMs = options.pollMs ?? 60 * 60_000;
    this.writes = new WriteFailures("privacy: retention", options.log);
  }

  /** Runs the sweep if it is due (or has never run); returns its counts, or null if not due. */
  tick(): RetentionCounts | null {
    const now = this.ctx.clock();
    const due = nextRunOf(this.ctx.store, RETENTION_JOB);
    if (due !== undefined && due > now.getTime()) return null;
    const counts = runRetention(this.ctx, now);
    scheduleRun(this.ctx.store, RETENTION_JOB, now.getTime() + this.everyMs, now.getTime());
    this.options.log?.info({ retention: counts }, "privacy: retention sweep done");
    return counts;
  }

  start(): void {
    this.stop();
    const look = () => {
      let delay = this.pollMs; // after a failure: try again at the next poll, not at once
      try {
        this.tick();
        const due = nextRunOf(this.ctx.store, RETENTION_JOB) ?? 0;
        delay = Math.min(Math.max(due - this.ctx.clock().getTime(), 1_000), this.pollMs);
        this.writes.recovered();
      } catch (error) {
        // A database that cannot be written (full disk): one line, no stack (store/write-failures.ts).
        if (!this.writes.report(error)) {
          this.options.log?.error({ err: error }, "privacy: retention sweep failed; will retry");
        }
      }
      this.timer = setTimeout(look, delay);
      this.timer.unref();
    };
    look();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
