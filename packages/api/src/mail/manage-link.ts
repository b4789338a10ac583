// A customer's mail carries a manage link, but the outbox never holds its token: the stored mail
// has a slot where the token goes, and the sender mints a fresh token (keeping only its hash) just
// before it sends. A copy of the database or of a backup opens no booking; a resend after a crash
// mints another token, and both work.
import type { OutgoingMail } from "../store/email-outbox.js";
import { replaceInCalendar } from "./ics.js";

/** Stands for the token in a stored mail's manage link; no token has this shape. */
export const MANAGE_TOKEN_SLOT = "{manage-token}";

const fill = (value: unknown, token: string, slot = MANAGE_TOKEN_SLOT): unknown => {
  if (typeof value === "string") return value.replaceAll(slot, token);
  if (Array.isArray(value)) return value.map((item) => fill(item, token, slot));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, token, slot)]));
  return value;
};

/** The mail with every `slot` holding `token` (a mail without a calendar part: a waitlist mail). */
export const withSlotFilled = (mail: OutgoingMail, slot: string, token: string): OutgoingMail =>
  fill(mail, token, slot) as OutgoingMail;

/** The mail as it is sent: every slot holds `token` (a calendar's lines are folded again). */
export function withManageToken(mail: OutgoingMail, token: string): OutgoingMail {
  const { icalEvent, ...rest } = mail;
  const filled = fill(rest, token) as OutgoingMail;
  if (!icalEvent) return filled;
  return {
    ...filled,
    icalEvent: { ...icalEvent, content: replaceInCalendar(icalEvent.content, MANAGE_TOKEN_SLOT, token) },
  };
}
