// Contact messages: the public form and the admin's Messages tab.
import { randomUUID } from "node:crypto";
import type { ContactMessage, ContactSubmission, MessageStatus } from "@studio/domain";
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
import { notFound } from "./errors.js";

/** A person takes longer than this to fill in the form; a script does not. */
const MIN_FILL_MS = 1_500;

function looksLikeABot(submission: ContactSubmission, now: Date): boolean {
  if (submission.website && submission.website.trim() !== "") return true;
  if (submission.startedAt === undefined) return false;
  const elapsed = now.getTime() - submission.startedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/**
 * Stores a visitor's message. A bot that fills the hidden field gets the same answer as a person
 * but nothing is stored, so it learns nothing.
 */
export function sendContactMessage(ctx: ServiceContext, submission: ContactSubmission): ContactMessage {
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
  if (looksLikeABot(submission, now)) return message;
  ctx.store.transaction(() => {
    insertContactMessage(ctx.store, message);
    if (!isQuarantined(message.status)) {
      enqueueMail(
        ctx.store,
        { kind: "contact-notice", bookingId: null, message: contactNotice(message, ctx.profile) },
        now,
      );
    }
  });
  ctx.mailer.wake();
  return message;
}

/** Quarantined spam is kept for the staff to look at but notifies nobody. */
const isQuarantined = (status: string) => status === "spam";

export function listMessages(ctx: ServiceContext): ContactMessage[] {
  return listContactMessages(ctx.store).map(toContactMessage);
}

/** Unread -> read -> replied; a message never moves back (spec §4). */
export function setMessageStatus(
  ctx: ServiceContext,
  id: string,
  status: Exclude<MessageStatus, "unread">,
): ContactMessage {
  return ctx.store.transaction(() => {
    const row = findContactMessage(ctx.store, id);
    if (!row) throw notFound("Message");
    if (!(row.status === "replied" || (row.status === "read" && status === "read"))) {
      setContactMessageStatus(ctx.store, id, status);
    }
    return toContactMessage(findContactMessage(ctx.store, id)!);
  });
}
