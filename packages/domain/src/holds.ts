/**
 * Holds ("pencils"): staff keep a night for a named artist until an expiry. A hold takes its
 * interval exactly as a booking does; the public is told the time is taken, never for whom.
 */
import { londonDateTime } from "./schedule.js";
import { formatMoment } from "./when.js";

export const DEFAULT_HOLD_HOURS = 48;

/** The public refusal over a hold: names neither the artist nor the expiry. */
export const HELD_PUBLIC_MESSAGE =
  "This time is being held for another booking. Please select a different time.";

/** The staff's refusal over a hold: 'Held for Ana Reyes until Sat 28 Nov, 6:00 PM'. */
export function heldForMessage(hold: { firstName: string; lastName: string; expiresMs: number }): string {
  const name = [hold.firstName, hold.lastName].filter(Boolean).join(" ");
  return `Held for ${name} until ${formatMoment(londonDateTime(hold.expiresMs))}`;
}
