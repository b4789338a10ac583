/**
 * What a customer may do with their own booking, and when the studio reminds them: the rules of
 * the manage page, the manage API and the reminder schedule. No clock here: `now` is passed in.
 */
import { type SessionSlot, sessionInterval } from "./schedule.js";

export const DEFAULT_CANCELLATION_NOTICE_HOURS = 24;
export const DEFAULT_REMINDER_HOURS = 24;
/** What a customer is asked to bring, when the studio profile does not say. */
export const DEFAULT_WHAT_TO_BRING =
  "Your lyrics, beats or stems on a USB stick or in the cloud, headphones if you like your own, and a photo ID.";

const HOUR_MS = 3_600_000;

/** The customer's manage page: `{publicUrl}/booking/manage/{token}`. */
export function manageLink(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/booking/manage/${token}`;
}

/** The last instant a customer may cancel online (ms), or null for a start that does not exist. */
export function selfCancelDeadlineMs(slot: SessionSlot, noticeHours: number): number | null {
  const interval = sessionInterval(slot);
  return interval ? interval.startMs - noticeHours * HOUR_MS : null;
}

/** True while a confirmed booking may still be cancelled online. */
export function canSelfCancel(slot: SessionSlot, noticeHours: number, now: Date): boolean {
  const deadline = selfCancelDeadlineMs(slot, noticeHours);
  return deadline !== null && now.getTime() < deadline;
}

const hoursText = (hours: number) => `${hours} hour${hours === 1 ? "" : "s"}`;

/** How to reach the studio instead, once the notice window has begun. */
export function contactTheStudioText(contact: { bookingsEmail: string; messagingNumber: string }): string {
  return `Please e-mail ${contact.bookingsEmail} or text ${contact.messagingNumber} to cancel or change it.`;
}

/** The 409's message, and the manage page's text inside the notice window. */
export function selfCancelClosedMessage(
  noticeHours: number,
  contact: { bookingsEmail: string; messagingNumber: string },
): string {
  return `This booking can no longer be cancelled online: online cancellation closes ${hoursText(noticeHours)} before the session starts. ${contactTheStudioText(contact)}`;
}

/**
 * The studio's one cancellation policy: the booking page, confirmation, receipt, manage and privacy
 * pages say it. A mail that carries its own manage link (`inMail`) points to itself.
 */
export function cancellationPolicy(
  profile: {
    cancellationNoticeHours: number;
    bookingsEmail: string;
    messagingNumber: string;
  },
  inMail = false,
): string {
  return `You can cancel online, from the link in ${inMail ? "this" : "your confirmation"} e-mail, up to ${hoursText(profile.cancellationNoticeHours)} before your session starts. After that, please e-mail ${profile.bookingsEmail} or text ${profile.messagingNumber}.`;
}

/**
 * When a booking's reminder is due (ms), or null when it gets none: reminders off, a start that
 * does not exist, or a booking made (or moved) when the reminder time had already passed.
 */
export function reminderDueMs(
  booking: SessionSlot & { createdAt: string },
  reminderHours: number,
): number | null {
  if (reminderHours <= 0) return null;
  const interval = sessionInterval(booking);
  if (!interval) return null;
  const due = interval.startMs - reminderHours * HOUR_MS;
  return Date.parse(booking.createdAt) < due ? due : null;
}
