// A booking's calendar event: one UID per booking, the same in every e-mail's .ics, the manage
// page's file and the staff's feeds; the SEQUENCE says which is newest.
import { type Booking, hoursText, sessionInterval } from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { CalendarEvent, CalendarMethod } from "../store/mail-message.js";
import { fullName, type MailTakings } from "./brand.js";
import { sessionCalendar } from "./ics.js";

/** A booking's calendar UID: the same in every e-mail's .ics and in the staff's feeds. */
export const bookingUid = (bookingId: string, profile: StudioProfile) =>
  `${bookingId}@${profile.bookingsEmail.split("@")[1] ?? "studio"}`;

/** Where sessions happen, as calendars show it. */
export const studioPlace = (profile: StudioProfile) => `${profile.address.area}, ${profile.address.postcode}`;

/** The booking's calendar event as data: one UID per booking, at the given SEQUENCE. */
export function bookingEvent(
  booking: Booking,
  method: CalendarMethod,
  sequence: number,
  profile: StudioProfile,
  now: Date,
  settled = false,
): CalendarEvent {
  const interval = sessionInterval(booking) ?? { startMs: 0, endMs: 0 };
  const payment = method === "CANCEL" || settled ? "" : " Payment at the studio.";
  return {
    method,
    sequence,
    uid: bookingUid(booking.id, profile),
    startMs: interval.startMs,
    endMs: interval.endMs,
    stampMs: now.getTime(),
    summary: `Recording session at ${profile.name} with ${booking.engineer}`,
    location: studioPlace(profile),
    description: `${hoursText(booking.duration)} with ${booking.engineer}.${payment} Reference ${booking.id}.`,
    organizer: { name: profile.name, email: profile.bookingsEmail },
    attendee: { name: fullName(booking), email: booking.email },
  };
}

/**
 * The booking's calendar file, leading back to its manage page; a paid booking's asks for nothing,
 * and a provisional one's (its deposit due) is tentative.
 */
export function bookingCalendar(
  booking: Booking,
  method: CalendarMethod,
  sequence: number,
  profile: StudioProfile,
  now: Date,
  link: { manageUrl?: string; takings?: MailTakings; tentative?: boolean } = {},
): string {
  const paid = link.takings !== undefined && link.takings.balancePence <= 0;
  const event = bookingEvent(booking, method, sequence, profile, now, paid);
  return sessionCalendar(link.tentative ? { ...event, tentative: true } : event, link.manageUrl);
}
