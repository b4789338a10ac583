// A mail in the outbox as erasure leaves it: a mail about the erased person keeps only the marker,
// a mail about many people (a summary) has their details scrubbed; the retention sweep's bodiless
// mail. Used by store/privacy.ts and store/retention.ts.
import { ERASED } from "@studio/domain";
import type { OutboxRow, OutgoingMail } from "./email-outbox.js";
import type { Store } from "./store.js";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Replaces every needle (any case; in HTML also its escaped form) with the marker. */
function scrub(text: string, needles: string[]): string {
  let out = text;
  for (const needle of needles) {
    for (const form of new Set([needle, escapeHtml(needle)])) {
      out = out.replace(new RegExp(escapeRegExp(form), "gi"), ERASED);
    }
  }
  return out;
}

/** A mail's stored message with its body gone; who it went to and its subject stay. */
export const withoutBody = (mail: OutgoingMail): OutgoingMail => ({
  to: mail.to,
  // A mail with a Reply-To is a visitor's message passed on: its subject names them.
  subject: mail.replyTo ? ERASED : mail.subject,
  text: ERASED,
});

const ERASED_MAIL = JSON.stringify({ to: [ERASED], subject: ERASED, text: ERASED } satisfies OutgoingMail);

/** A mail erasure emptied (its person is gone): there is nobody to send it to, ever. */
export const isErasedMail = (message: string) => message === ERASED_MAIL;

/**
 * A mail about the people being erased: a mail about one of their bookings (or addressed to them)
 * keeps only the marker; any other mail (a summary of many bookings) has their details scrubbed.
 */
function erasedMessage(row: OutboxRow, ownBookings: Set<string>, needles: string[]): string {
  const mail = JSON.parse(row.message) as OutgoingMail;
  const own =
    (row.bookingId !== null && ownBookings.has(row.bookingId)) ||
    [...mail.to, mail.replyTo ?? ""].some((to) =>
      needles.some((n) => n.toLowerCase() === to.trim().toLowerCase()),
    );
  if (own) return ERASED_MAIL;
  const scrubbed: OutgoingMail = {
    to: mail.to.map((to) => scrub(to, needles)),
    subject: scrub(mail.subject, needles),
    ...(mail.text === undefined ? {} : { text: scrub(mail.text, needles) }),
    ...(mail.html === undefined ? {} : { html: scrub(mail.html, needles) }),
    ...(mail.replyTo === undefined ? {} : { replyTo: scrub(mail.replyTo, needles) }),
    // The template's data is plain JSON strings: the marker holds no quote or backslash.
    ...(mail.template === undefined
      ? {}
      : { template: JSON.parse(scrub(JSON.stringify(mail.template), needles)) as typeof mail.template }),
    ...(mail.messageKey === undefined ? {} : { messageKey: mail.messageKey }),
  };
  // The calendar part is dropped rather than scrubbed, like an attachment (folded lines).
  if (mail.icalEvent && scrub(mail.icalEvent.content, needles) === mail.icalEvent.content) {
    scrubbed.icalEvent = mail.icalEvent;
  }
  // An attachment (the .ics) is dropped rather than scrubbed: folded lines can split a value.
  const attachments = mail.attachments?.filter((a) => scrub(a.content, needles) === a.content);
  if (attachments && attachments.length > 0) scrubbed.attachments = attachments;
  return JSON.stringify(scrubbed);
}

/** Rewrites one outbox row for an erasure; a mail to the person not yet sent never goes. */
export function eraseMail(
  store: Store,
  mail: OutboxRow,
  erasing: { ownBookings: Set<string>; needles: string[]; at: Date },
): void {
  const message = erasedMessage(mail, erasing.ownBookings, erasing.needles);
  // A mail to the erased person that has not gone yet never will: there is no one to send it to.
  const stopped = message === ERASED_MAIL && mail.sentAt === null && mail.abandonedAt === null;
  store.run(
    store.db
      .updateTable("email_outbox")
      .set({
        message,
        lastError: stopped
          ? "Erased before it was sent"
          : mail.lastError === null
            ? null
            : scrub(mail.lastError, erasing.needles),
        ...(stopped ? { abandonedAt: erasing.at.toISOString() } : {}),
      })
      .where("id", "=", mail.id),
  );
}
