// Contact messages: the public form and the admin's Messages tab.
import { randomUUID } from "node:crypto";
import {
  type ContactMessage,
  type ContactSubmission,
  looksLikeSpam,
  type MessageStatus,
  nextMessageStatus,
  type SettableMessageStatus,
} from "@studio/domain";
import {
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  setContactMessageStatus,
  toContactMessage,
} from "../store/contact-messages.js";
import { contactNotice } from "../mail/templates.js";
import { enqueueMail } from "../store/email-outbox.js";
import type { ServiceContext } from "./context.js";
import { notFound } from "../errors.js";

/** What a visitor's submission became. */
export interface ContactOutcome {
  /** The answer the visitor gets: the same for a person and a suspected bot. */
  message: ContactMessage;
  /** Stored in quarantine (status `spam`): not in the inbox, and staff are not told of it. */
  spam: boolean;
}

/**
 * Stores a visitor's message. One that trips the bot traps is kept with status `spam` (never lost:
 * staff can move it back); the sender gets the same answer as a person, so a bot learns nothing.
 */
export function sendContactMessage(ctx: ServiceContext, submission: ContactSubmission): ContactOutcome {
  const now = ctx.clock();
  const message: ContactMessage = {
    id: randomUUID(),
    firstName: submission.firstName,
    lastName: submission.lastName,
    email: submission.email,
    phone: submission.phone ?? null,
    subject: submission.subject,
    message: submission.message,
    status: "unread",
    createdAt: now.toISOString(),
  };
  const spam = looksLikeSpam(submission, now);
  ctx.store.transaction(() => {
    insertContactMessage(ctx.store, spam ? { ...message, status: "spam" } : message);
    // Quarantined spam is kept for the staff to look at, but notifies nobody.
    if (!spam) queueContactNotice(ctx, message, now);
  });
  if (!spam) ctx.mailer.wake();
  return { message, spam };
}

/** Every staff recipient hears of a visitor's message (Reply-To: the visitor). */
function queueContactNotice(ctx: ServiceContext, message: ContactMessage, now: Date): void {
  enqueueMail(
    ctx.store,
    { kind: "contact-notice", bookingId: null, message: contactNotice(message, ctx.profile, now) },
    now,
  );
}

/** The inbox (spam left out), or the messages of one status (`spam`: the quarantine). */
export function listMessages(ctx: ServiceContext, status?: MessageStatus): ContactMessage[] {
  return listContactMessages(ctx.store, status).map(toContactMessage);
}

/** Unread -> read -> replied, never back; spam leaves quarantine for any of them. */
export function setMessageStatus(
  ctx: ServiceContext,
  id: string,
  status: SettableMessageStatus,
): ContactMessage {
  return ctx.store.transaction(() => {
    const row = findContactMessage(ctx.store, id);
    if (!row) throw notFound("Message");
    const next = nextMessageStatus(row.status, status);
    if (next !== row.status) setContactMessageStatus(ctx.store, id, next);
    const message = toContactMessage(findContactMessage(ctx.store, id)!);
    // "Not spam": the staff now hear of it, as they would have when it arrived.
    if (row.status === "spam" && next !== "spam") queueContactNotice(ctx, message, ctx.clock());
    return message;
  });
}
