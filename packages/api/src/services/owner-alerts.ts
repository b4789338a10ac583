// The owner is told when the server needs a look (a nearly full disk, mail failing, a stale or
// failed backup): one e-mail a day at most per problem, however often the checks run. When each
// problem may be told again is kept in the database's job schedule, so a restart does not repeat it.
import { backupsDueBy, OWNER_ALERT_EVERY_MS, problemsToTell } from "@studio/domain";
import { ownerAlertMail } from "../mail/templates.js";
import { enqueueMail } from "../store/email-outbox.js";
import { nextRunOf, scheduleRun } from "../store/retention.js";
import type { ServiceContext } from "./context.js";
import { healthChecks } from "./health-checks.js";
import { startPolling } from "./polling.js";

const jobName = (check: string) => `owner-alert:${check}`;

/** When the database was first migrated (a new server has had no night to take its backup yet). */
function createdMs(ctx: ServiceContext): number | null {
  const first = ctx.store.sqlite.prepare("select min(timestamp) from kysely_migration").pluck().get();
  return typeof first === "string" ? Date.parse(first) : null;
}

/** Queues the owner's mail about every problem not told in the last day; returns their names. */
export function tellOwnerOfProblems(ctx: ServiceContext): string[] {
  if (!ctx.dataDir) return [];
  const now = ctx.clock();
  const checks = healthChecks(
    ctx.store,
    { dataDir: ctx.dataDir, offsiteBackups: ctx.offsiteBackups ?? false },
    now,
  );
  const created = createdMs(ctx);
  const problems = problemsToTell(checks, created !== null && backupsDueBy(created, now.getTime()));
  const told = ctx.store.transaction(() => {
    const due = problems.filter((p) => (nextRunOf(ctx.store, jobName(p.name)) ?? 0) <= now.getTime());
    if (due.length === 0) return [];
    const message = ownerAlertMail(due, ctx.profile, now);
    enqueueMail(ctx.store, { kind: "summary", bookingId: null, message }, now);
    for (const p of due)
      scheduleRun(ctx.store, jobName(p.name), now.getTime() + OWNER_ALERT_EVERY_MS, now.getTime());
    return due.map((p) => p.name);
  });
  if (told.length > 0) ctx.mailer.wake();
  return told;
}

/** Looks at the checks now and every `everyMs` (main.ts starts it with the reminders). */
export function startOwnerAlerts(
  ctx: ServiceContext,
  onError: (error: unknown) => void,
  everyMs = 5 * 60_000,
): () => void {
  return startPolling(() => tellOwnerOfProblems(ctx), onError, everyMs);
}
