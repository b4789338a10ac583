// The admin's e-mail panel: who is notified, the upcoming-bookings summary, a test e-mail, and
// the mail that has not gone out yet.
import type { OutboxKind } from "../store/tables.js";
import {
  deleteHeldMail,
  enqueueMail,
  findOutboxRow,
  type OutgoingMail,
  requeueFailedMail,
  undeliveredMail,
} from "../store/email-outbox.js";
import { isErasedMail } from "../store/privacy-mail.js";
import { toBooking, upcomingConfirmed } from "../store/bookings.js";
import { bookingSummary, testMail } from "../mail/templates.js";
import type { ServiceContext } from "./context.js";
import { invalid, notFound, ServiceError } from "../errors.js";
import { type HealthChecks, healthChecks } from "./health-checks.js";

export function recipients(ctx: ServiceContext): string[] {
  return [...ctx.profile.notificationRecipients];
}

async function sendNow(ctx: ServiceContext, queued: number): Promise<void> {
  const result = await ctx.mailer.deliver(queued);
  if (!result.ok) throw new ServiceError("mail-failed", `The e-mail could not be sent: ${result.error}`);
}

/** E-mails the upcoming confirmed bookings to the notification recipients. */
export async function resendSummary(ctx: ServiceContext): Promise<{ success: true; totalBookings: number }> {
  const now = ctx.clock();
  const bookings = upcomingConfirmed(ctx.store, now.getTime()).map(toBooking);
  const id = enqueueMail(
    ctx.store,
    { kind: "summary", bookingId: null, message: bookingSummary(bookings, ctx.profile, now) },
    now,
  );
  await sendNow(ctx, id);
  return { success: true, totalBookings: bookings.length };
}

export async function sendTestEmail(ctx: ServiceContext): Promise<{ success: true; recipients: string[] }> {
  const now = ctx.clock();
  const id = enqueueMail(
    ctx.store,
    { kind: "test", bookingId: null, message: testMail(ctx.profile, now) },
    now,
  );
  await sendNow(ctx, id);
  return { success: true, recipients: recipients(ctx) };
}

/** The server's checks as GET /api/health gives them (null when the host has not said where DATA_DIR is). */
export function serverChecks(ctx: ServiceContext): HealthChecks | null {
  if (!ctx.dataDir) return null;
  const host = { dataDir: ctx.dataDir, offsiteBackups: ctx.offsiteBackups ?? false };
  return healthChecks(ctx.store, host, ctx.clock());
}

export interface OutboxEntry {
  id: number;
  kind: OutboxKind;
  bookingId: string | null;
  to: string[];
  subject: string;
  /**
   * pending: not tried yet; retrying: failed, tried again at nextAttemptAt; failed: given up on;
   * held: waiting when the restored backup was taken, sent only if staff say so (it may have gone).
   */
  status: "pending" | "retrying" | "failed" | "held";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  failedAt: string | null;
}

/** Most undelivered mails the admin is shown at once (newest first). */
const OUTBOX_VIEW_LIMIT = 200;

/** The mail that has not gone out, with why: what the admin checks when a customer had no receipt. */
export function undeliveredOutbox(ctx: ServiceContext): OutboxEntry[] {
  return undeliveredMail(ctx.store, OUTBOX_VIEW_LIMIT).map((row) => {
    let mail: Partial<OutgoingMail> = {};
    try {
      mail = JSON.parse(row.message) as OutgoingMail;
    } catch {
      // an unreadable row is still listed (the sender has given up on it)
    }
    const status = row.heldAt
      ? "held"
      : row.abandonedAt
        ? "failed"
        : row.attempts > 0
          ? "retrying"
          : "pending";
    return {
      id: row.id,
      kind: row.kind,
      bookingId: row.bookingId,
      to: Array.isArray(mail.to) ? mail.to : [],
      subject: typeof mail.subject === "string" ? mail.subject : "",
      status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: row.abandonedAt ? null : new Date(row.nextAttemptAt).toISOString(),
      createdAt: row.createdAt,
      failedAt: row.heldAt ? null : row.abandonedAt,
    };
  });
}

/**
 * Resend on a failed mail (Send on a held one): back in the queue for one more attempt, at once. Only
 * a failed or held mail (the server refused it, the sender gave up, a restore held it): a waiting one goes by itself, a sent one is not sent
 * twice, an erased one has nobody to go to.
 */
const outboxIdOf = (id: string): number => {
  const outboxId = Number(id);
  if (!Number.isSafeInteger(outboxId) || outboxId < 1) throw invalid("id", "Id must be an e-mail's number");
  return outboxId;
};

export function resendFailedMail(ctx: ServiceContext, id: string): { success: true; id: number } {
  const outboxId = outboxIdOf(id);
  ctx.store.transaction(() => {
    const row = findOutboxRow(ctx.store, outboxId);
    if (!row) throw notFound("E-mail");
    if (row.sentAt) throw new ServiceError("conflict", "This e-mail has already been sent.");
    if (!row.abandonedAt)
      throw new ServiceError("conflict", "This e-mail is still in the queue: it will go by itself.");
    if (isErasedMail(row.message)) {
      throw new ServiceError(
        "conflict",
        "This e-mail was erased with its customer's details: there is no one to send it to.",
      );
    }
    requeueFailedMail(ctx.store, outboxId, ctx.clock().getTime());
  });
  ctx.mailer.wake();
  return { success: true, id: outboxId };
}

/** Drop on a mail held after a restore: deleted unsent (staff judged it went before the backup's loss). */
export function dropHeldMail(ctx: ServiceContext, id: string): { success: true; id: number } {
  const outboxId = outboxIdOf(id);
  ctx.store.transaction(() => {
    const row = findOutboxRow(ctx.store, outboxId);
    if (!row) throw notFound("E-mail");
    if (row.sentAt) throw new ServiceError("conflict", "This e-mail has already been sent.");
    if (!row.heldAt)
      throw new ServiceError("conflict", "Only an e-mail held after a restore can be dropped.");
    deleteHeldMail(ctx.store, outboxId);
  });
  return { success: true, id: outboxId };
}
