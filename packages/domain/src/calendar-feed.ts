/**
 * The staff's calendar subscriptions: which sessions a feed holds and what each
 * event says. Pure: the caller passes `now`, the bookings and the studio's choice of details.
 */
import * as z from "zod/mini";
import type { Booking } from "./schemas.js";
import { addDays, londonToday } from "./schedule.js";

/** What a feed tells about the customer: the first name only (default), or everything. */
const CALENDAR_FEED_DETAILS = ["first-name", "full"] as const;
export type CalendarFeedDetails = (typeof CALENDAR_FEED_DETAILS)[number];
export const calendarFeedDetailsSchema = z.enum(CALENDAR_FEED_DETAILS, {
  error: 'must be "first-name" or "full"',
});

/** The whole studio's feed; any other scope is one producer's, named by their id. */
export const STUDIO_FEED_SCOPE = "studio";

const SCOPE_RULE = "Scope must be the studio or a producer's id";

export const calendarFeedScopeSchema = z.object({
  scope: z
    .string({ error: "Scope is required" })
    .check(
      z.trim(),
      z.minLength(1, "Scope is required"),
      z.maxLength(64, SCOPE_RULE),
      z.regex(/^[A-Za-z0-9-]+$/, SCOPE_RULE),
    ),
});

/** How far back a feed reaches; forward it reaches the furthest session booked, however far. */
const CALENDAR_FEED_WEEKS_BACK = 4;

/** The first studio night a feed holds at `now`: four weeks back (London); it has no last night. */
export function calendarFeedStart(now: Date): string {
  return addDays(londonToday(now), -7 * CALENDAR_FEED_WEEKS_BACK);
}

/** The calendar's name in the staff's app: 'Leyton Sound Studio' or 'Leyton Sound Studio: Marcus'. */
export function calendarFeedName(studio: string, producer?: string): string {
  return producer ? `${studio}: ${producer}` : studio;
}

type FeedBooking = Pick<
  Booking,
  "firstName" | "lastName" | "email" | "phone" | "engineer" | "projectDescription"
>;

/** 'Ada with Marcus': the customer's first name, unless the studio shows the full details. */
export function feedEventSummary(booking: FeedBooking, details: CalendarFeedDetails): string {
  const who = details === "full" ? `${booking.firstName} ${booking.lastName}` : booking.firstName;
  return `${who} with ${booking.engineer}`;
}

/** The booking's notes (its project description); with full details, the e-mail and phone too. */
export function feedEventDescription(booking: FeedBooking, details: CalendarFeedDetails): string {
  const notes = booking.projectDescription?.trim() || "No notes";
  if (details !== "full") return notes;
  return `${notes}\nE-mail: ${booking.email}\nPhone: ${booking.phone}`;
}

/** A closure in the studio's feed: 'Studio closed: Boiler service'. */
export const feedClosureSummary = (reason: string): string => `Studio closed: ${reason}`;

/** A feed's address: `{publicUrl}/calendar/{token}.ics`, and the same as `webcal://` for calendar apps. */
export function calendarFeedLinks(publicUrl: string, token: string): { url: string; webcalUrl: string } {
  const url = `${publicUrl.replace(/\/+$/, "")}/calendar/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}
