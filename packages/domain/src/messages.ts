/**
 * Contact messages: the form's payload, what looks like a bot, and how a message's status may move
 * (docs/rules.md, States).
 */
import * as z from "zod/mini";
import { splitCamelCase } from "./format.js";
import { bookingFields, MAX_TEXT } from "./schemas.js";
import { lineText, paragraphText, phoneText } from "./text.js";

export const CONTACT_SUBJECTS = ["booking", "pricing", "equipment", "collaboration", "other"] as const;
type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
/** `spam`: kept out of the inbox, never discarded (docs/decisions.md); staff move it back with "Not spam". */
export const MESSAGE_STATUSES = ["unread", "read", "replied", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The statuses staff may set; `unread` takes a message out of the spam quarantine, `spam` puts it in. */
export const SETTABLE_MESSAGE_STATUSES = ["unread", "read", "replied", "spam"] as const;
export type SettableMessageStatus = (typeof SETTABLE_MESSAGE_STATUSES)[number];

/** Latest instant a JavaScript Date can hold (ms since the epoch). */
const MAX_INSTANT_MS = 8_640_000_000_000_000;

export const contactInputSchema = z.object({
  firstName: bookingFields.firstName,
  lastName: bookingFields.lastName,
  email: bookingFields.email,
  // Optional; when given, the same rule as a booking's.
  phone: z.pipe(
    z.optional(phoneText(true)),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: "Subject must be booking, pricing, equipment, collaboration or other",
  }),
  message: paragraphText(MAX_TEXT, { type: "Message must be at least 10 characters" }).check(
    z.minLength(10, "Message must be at least 10 characters"),
  ),
});

/** What the contact form sends: the message plus two bot traps (a hidden field and the fill time). */
export const contactSubmissionSchema = z.extend(contactInputSchema, {
  website: z.optional(lineText(500)),
  // When the form was shown (ms since the epoch); anything else is not a time a browser sends.
  startedAt: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_INSTANT_MS))),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const messageStatusSchema = z.object({
  status: z.enum(SETTABLE_MESSAGE_STATUSES, { error: "Status must be unread, read, replied or spam" }),
});

/** The Messages tab's lists: the inbox by default, `status: "spam"` the quarantine. */
export const messageListSchema = z.object({
  status: z.optional(z.enum(MESSAGE_STATUSES, { error: "Status must be unread, read, replied or spam" })),
});

export interface ContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

/** A person takes longer than this to fill in the form; a script does not. */
export const MIN_FILL_MS = 1_500;

/** The bot traps: the hidden `website` field filled, or the form sent faster than a person types. */
export function looksLikeSpam(
  submission: Pick<ContactSubmission, "website" | "startedAt">,
  now: Date,
): boolean {
  if (submission.website && submission.website.trim() !== "") return true;
  if (submission.startedAt === undefined) return false;
  const elapsed = now.getTime() - submission.startedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/**
 * Unread -> read -> replied, never back; a quarantined message leaves spam for whatever staff
 * choose ("Not spam" is unread); staff may put any message there by hand ("Mark as spam"). A move the rules do not allow leaves the status as it is.
 */
export function nextMessageStatus(current: MessageStatus, requested: SettableMessageStatus): MessageStatus {
  if (current === "spam" || requested === "spam") return requested;
  const order: readonly MessageStatus[] = ["unread", "read", "replied"];
  return order.indexOf(requested) > order.indexOf(current) ? requested : current;
}

/** The Reply button's link: the staff's own mail program, to the sender, 'Re: {subject}'. */
export function replyLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email)}?subject=${encodeURIComponent(`Re: ${splitCamelCase(subject)}`)}`;
}
