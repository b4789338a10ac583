/**
 * Who came: a session is marked arrived or no-show once it has started; a cancel inside the
 * cancellation notice window is a late cancel; and a customer with too many recent no-shows books
 * through the studio, not online. No clock here: `now` is passed in.
 */
import * as z from "zod/mini";
import type { StudioContact } from "./limits.js";
import { type SessionSlot, sessionInterval } from "./schedule.js";
import { selfCancelDeadlineMs } from "./self-service.js";

const ATTENDANCES = ["arrived", "no-show"] as const;
export type Attendance = (typeof ATTENDANCES)[number];

export const attendanceInputSchema = z.object({
  attendance: z.enum(ATTENDANCES, { error: "Attendance must be arrived or no-show" }),
});

export const ATTENDANCE_TOO_EARLY = "Attendance can be marked once the session has started";
export const ATTENDANCE_CANCELLED = "A cancelled booking has no attendance to mark";

/** True once the session's real start has passed. */
export function hasSessionStarted(slot: SessionSlot, now: Date): boolean {
  const interval = sessionInterval(slot);
  return interval !== null && interval.startMs <= now.getTime();
}

/** A cancel at `now` is late when the online cancellation deadline has passed. */
export function isLateCancel(slot: SessionSlot, noticeHours: number, now: Date): boolean {
  const deadline = selfCancelDeadlineMs(slot, noticeHours);
  return deadline !== null && now.getTime() >= deadline;
}

/** No-shows count for the policy for this many months. */
export const NO_SHOW_WINDOW_MONTHS = 12;

/** The policy is on when the limit is above zero; then that many no-shows stop online booking. */
export function noShowsBlockBooking(noShows: number, limit: number): boolean {
  return limit > 0 && noShows >= limit;
}

export function noShowLimitText(studio: StudioContact): string {
  return `We can't take this booking online. Please contact the studio: e-mail ${studio.bookingsEmail} or message ${studio.messagingNumber}.`;
}

/** Staff's warning in Create: '2 no-shows in the last 12 months'. */
export function noShowsText(noShows: number): string {
  return `${noShows} no-show${noShows === 1 ? "" : "s"}`;
}
