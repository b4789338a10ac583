/**
 * Holds ("pencils"): staff keep a night for a named artist until an expiry. A hold takes its
 * interval exactly as a booking does; the public is told the time is taken, never for whom.
 */
import { londonDateTime, londonInstant } from "./schedule.js";
import type { Booking, PublicDayBooking } from "./schemas.js";
import { formatMoment } from "./when.js";

export const DEFAULT_HOLD_HOURS = 48;
const HOUR_MS = 3_600_000;

/** The public refusal over a hold: names neither the artist nor the expiry. */
export const HELD_PUBLIC_MESSAGE =
  "This time is being held for another booking. Please select a different time.";

/** The staff's refusal over a hold: 'Held for Ana Reyes until Sat 28 Nov, 6:00 PM'. */
export function heldForMessage(hold: { firstName: string; lastName: string; expiresAt: string }): string {
  const name = [hold.firstName, hold.lastName].filter(Boolean).join(" ");
  return `Held for ${name} until ${formatMoment(londonDateTime(Date.parse(hold.expiresAt)))}`;
}

export const HOLD_EXPIRY_PAST_MESSAGE = "The hold must expire in the future";
export const HOLD_ENDED_MESSAGE = "This hold has already been confirmed, released or lapsed.";
/** Confirming after the expiry, before the lapse sweep has run: the hold no longer keeps the time. */
export const HOLD_EXPIRED_MESSAGE = "This hold has expired. Place a new hold or book the session instead.";

/** A hold lapses at its expiry, whether or not the sweep has ended it yet. */
export const holdHasExpired = (expiresMs: number, now: Date): boolean => expiresMs <= now.getTime();

/** A hold as the staff's doors answer it: a booking's session and artist, an expiry and a note. */
export interface Hold
  extends Pick<
    Booking,
    "id" | "date" | "startTime" | "duration" | "engineer" | "firstName" | "lastName" | "email" | "phone"
  > {
  expiresAt: string;
  note: string | null;
}

/** A hold's interval in the public day list: like a booking's, with no one's details. */
export type PublicHeld = Omit<PublicDayBooking, "status"> & { status: "held" };

/** When a hold lapses (ms): the given expiry, or `holdHours` from now. */
export function holdExpiryMs(now: Date, holdHours: number, expiresAt?: string): number {
  return expiresAt ? Date.parse(expiresAt) : now.getTime() + holdHours * HOUR_MS;
}

/**
 * The expiry as staff type it, a London date and time (`2026-11-28T18:00`, whatever the laptop's own
 * zone), as the instant the hold door takes. One it cannot read, or in the hour the spring change
 * skips, is passed on as typed for the schema to refuse.
 */
export function holdExpiryInstant(londonLocal: string): string {
  const [date = "", time = ""] = londonLocal.split("T");
  const ms = /^\d{2}:\d{2}/.test(time) ? londonInstant(date, time.slice(0, 5)) : null;
  return ms === null ? londonLocal : new Date(ms).toISOString();
}
