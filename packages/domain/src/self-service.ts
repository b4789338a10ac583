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
