/**
 * Tonight on the staff's screens is the studio night under way: from 12:00 until 06:00 the next
 * morning (before 06:00 it is still the previous day's night). A session of tonight's stays with
 * tonight's work all night, even once it is over (staff still mark arrivals and take payments
 * after a session ends); it becomes past only when its night has ended.
 */
import { type SessionSlot, sessionInterval } from "./schedule.js";
import { currentStudioNight } from "./when.js";

/** The session belongs to the studio night under way at `now` (or today's, before it opens). */
export function isTonight(slot: Pick<SessionSlot, "date">, now: Date): boolean {
  return slot.date === currentStudioNight(now);
}

/** The session is over and so is its studio night: the work list's Past, not Upcoming. */
export function isPastSession(slot: SessionSlot, now: Date): boolean {
  if (slot.date >= currentStudioNight(now)) return false;
  const interval = sessionInterval(slot);
  return interval === null || interval.endMs <= now.getTime();
}
