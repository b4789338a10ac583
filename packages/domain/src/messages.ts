/** Contact messages: what looks like a bot, and how a message's status may move (docs/rules.md, States). */
import { splitCamelCase } from "./format.js";
import type { ContactSubmission, MessageStatus, SettableMessageStatus } from "./schemas.js";

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
