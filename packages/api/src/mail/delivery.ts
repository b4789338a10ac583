// One delivery attempt's bookkeeping: the Message-ID, the rendered parts, and what the outbox
// records after a send that failed (retry with backoff, or give up) or went out. The mail layer
// writes only the outbox: a link's token and what a sent mail tells its booking go through the
// application's DeliveryLedger (services/mail-delivery.ts).
import type { FastifyBaseLogger } from "fastify";
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
import { ENROLMENT_TOKEN_SLOT } from "./enrolment-link.js";
import type { MailTemplate } from "../store/mail-message.js";

/** A link a mail carries, whose token is minted at the send: a booking's manage link, a waitlist entry's, a person's enrolment. */
type MailLink = { manage: string } | { waitlist: string } | { enrolment: string };

/** What delivery needs of and tells the application (services/mail-delivery.ts keeps it). */
export interface DeliveryLedger {
  /** A fresh token for the link, its hash kept (in a write of its own); null when whom it was for is gone. */
  mintToken(link: MailLink, now: Date): string | null;
  /** A mail went out: what its booking records of it. Runs inside the outbox's own write. */
  sent(mail: Pick<OutboxRow, "kind" | "bookingId">, sentAt: Date): void;
}

/** A sender given no ledger (a test's bare sender): mails with links cannot go, and nothing is learned. */
const NO_LEDGER: DeliveryLedger = {
  mintToken: () => {
    throw new Error("mail: no delivery ledger to mint a link's token");
  },
  sent: () => {},
};

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
 * The row's mail as it goes out. A mail with a link gets a fresh token here, its hash stored and on
 * disk before the mail leaves, so the link works even if the server dies right after.
 */
export async function mailToSend(
  store: Store,
  row: OutboxRow,
  now: Date,
  ledger: DeliveryLedger = NO_LEDGER,
): Promise<OutgoingMail> {
  const { mintsManageToken, mintsWaitlistToken, mintsEnrolmentFor, ...mail } = JSON.parse(
    row.message,
  ) as OutgoingMail;
  const minted = async (link: MailLink, fill: (token: string) => OutgoingMail) => {
    const token = ledger.mintToken(link, now);
    if (token === null) return mail;
    await store.synced();
    return fill(token);
  };
  if (mintsWaitlistToken)
    return minted({ waitlist: mintsWaitlistToken }, (t) => withSlotFilled(mail, WAITLIST_TOKEN_SLOT, t));
  if (mintsEnrolmentFor)
    return minted({ enrolment: mintsEnrolmentFor }, (t) => withSlotFilled(mail, ENROLMENT_TOKEN_SLOT, t));
  if (!mintsManageToken || row.bookingId === null) return mail;
  return minted({ manage: row.bookingId }, (t) => withManageToken(mail, t));
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
 * Records a sent mail, and tells the ledger (the booking records that its receipt or the staff's
 * notification went out). No answer waits for it: it reaches the disk with the next group commit
 * (within a second). A mark lost in a power cut means the mail goes again, never that it is lost.
 */
export function recordSent(
  store: Store,
  ledger: DeliveryLedger | undefined,
  sent: { row: OutboxRow; attempts: number; at: Date },
): void {
  store.transaction(() => {
    markMailSent(store, sent.row.id, sent.attempts, sent.at);
    (ledger ?? NO_LEDGER).sent(sent.row, sent.at);
  });
}
