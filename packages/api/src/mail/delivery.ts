// One delivery attempt's bookkeeping: the Message-ID, the rendered parts, and what the outbox
// and the booking record after a send that failed (retry with backoff, or give up) or went out.
import type { FastifyBaseLogger } from "fastify";
import { newLinkToken } from "../auth/link-token.js";
import { insertManageToken } from "../store/booking-calendar.js";
import { updateBooking } from "../store/bookings.js";
import {
  markMailAbandoned,
  markMailFailed,
  markMailSent,
  type OutboxRow,
  type OutgoingMail,
} from "../store/email-outbox.js";
import type { Store } from "../store/store.js";
import { withoutPersonalData } from "./without-personal-data.js";
import { withManageToken, withSlotFilled } from "./manage-link.js";
import { WAITLIST_TOKEN_SLOT } from "./waitlist-mail.js";
import { withEnrolmentToken } from "./enrolment-link.js";
import { findEntry, insertWaitlistToken } from "../store/waitlist.js";
import type { MailTemplate } from "../store/mail-message.js";

// Admin-triggered mails (a test mail) are reported to the admin at once and not retried behind their back.
const RETRIED_KINDS = new Set([
  "receipt",
  "staff-notification",
  "booking-update",
  "staff-update",
  "reminder",
  "contact-notice",
  "staff-enrolment",
]);

/** Globally unique (RFC 5322 3.6.4): the mail's random key and the sender's domain. */
export function messageIdFor(messageKey: string, from: string): string {
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? "studio.local";
  return `<${messageKey}@${domain}>`;
}

/** React Email and react-dom/server load with the first mail, not with the server's start. */
export async function render(template: MailTemplate): Promise<{ html: string; text: string }> {
  const { renderMail } = await import("./render.js");
  return renderMail(template);
}

/**
 * The row's mail as it goes out. A mail with a manage link gets a fresh token here, its hash stored
 * and on disk before the mail leaves, so the link works even if the server dies right after.
 */
export async function mailToSend(store: Store, row: OutboxRow, now: Date): Promise<OutgoingMail> {
  const { mintsManageToken, mintsWaitlistToken, mintsEnrolmentFor, ...mail } = JSON.parse(
    row.message,
  ) as OutgoingMail;
  if (mintsWaitlistToken) return withWaitlistToken(store, mail, mintsWaitlistToken, now);
  if (mintsEnrolmentFor) return withEnrolmentToken(store, mail, mintsEnrolmentFor, now);
  if (!mintsManageToken || row.bookingId === null) return mail;
  const { token, hash } = newLinkToken();
  const bookingId = row.bookingId;
  store.transaction(() => insertManageToken(store, hash, bookingId, now.toISOString()));
  await store.synced();
  return withManageToken(mail, token);
}

/** A waitlist mail's leave link: a fresh token for the entry, its hash on disk before the mail leaves. */
async function withWaitlistToken(store: Store, mail: OutgoingMail, entryId: string, now: Date) {
  const { token, hash } = newLinkToken();
  // An entry erased or purged since the mail was queued has no link to give: the slot stays unfilled.
  const minted = store.transaction(() => {
    if (!findEntry(store, entryId)) return false;
    insertWaitlistToken(store, hash, entryId, now.toISOString());
    return true;
  });
  if (!minted) return mail;
  await store.synced();
  return withSlotFilled(mail, WAITLIST_TOKEN_SLOT, token);
}

/** How long a retried kind waits before its next attempt: doubling from `baseMs`, at most `maxMs`. */
export interface Backoff {
  baseMs: number;
  maxMs: number;
}

/** One failed attempt: `permanent` when the server refused the message for good (a 5xx). */
export interface Failure {
  attempts: number;
  now: Date;
  reason: string;
  permanent?: boolean;
}

/**
 * Records a failed attempt: a retried kind is due again after the backoff, unless the server refused
 * it for good (it is marked failed with the server's reason, for the staff's Resend); any other kind
 * is abandoned.
 */
export function recordFailure(
  store: Store,
  row: OutboxRow,
  failure: Failure,
  backoff: Backoff,
  log: Pick<FastifyBaseLogger, "warn"> | undefined,
): void {
  const { attempts, now, reason } = failure;
  if (RETRIED_KINDS.has(row.kind) && !failure.permanent) {
    const delay = Math.min(backoff.baseMs * 2 ** (attempts - 1), backoff.maxMs);
    store.transaction(() => markMailFailed(store, row.id, attempts, now.getTime() + delay, reason));
    log?.warn(
      { outboxId: row.id, kind: row.kind, attempts, retryInMs: delay, reason: withoutPersonalData(reason) },
      "mail: delivery failed, will retry",
    );
  } else {
    store.transaction(() => markMailAbandoned(store, row.id, attempts, now, reason));
    log?.warn(
      { outboxId: row.id, kind: row.kind, attempts, reason: withoutPersonalData(reason) },
      failure.permanent ? "mail: refused by the mail server, not retried" : "mail: delivery failed",
    );
  }
}

/**
 * Records a sent mail, and on its booking that the receipt or the staff's notification went out.
 * No answer waits for it: it reaches the disk with the next group commit (within a second). A
 * mark lost in a power cut means the mail goes again, never that it is lost.
 */
export function recordSent(store: Store, row: OutboxRow, attempts: number, sentAt: Date): void {
  store.transaction(() => {
    markMailSent(store, row.id, attempts, sentAt);
    if (row.bookingId && row.kind === "receipt") {
      updateBooking(store, row.bookingId, {
        customerReceiptSent: 1,
        receiptEmailSentAt: sentAt.toISOString(),
      });
    }
    if (row.bookingId && row.kind === "staff-notification") {
      updateBooking(store, row.bookingId, {
        adminNotificationSent: 1,
        adminEmailSentAt: sentAt.toISOString(),
      });
    }
  });
}
