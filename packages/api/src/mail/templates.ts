// The studio's e-mails, rendered to plain data before they enter the outbox.
import {
  type Booking,
  formatLongDate,
  formatPounds,
  formatTime12,
  formatWeekdayOrdinal,
  londonDateTime,
  londonToday,
} from "@studio/domain";
import type { StudioProfile } from "../config.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { sessionCalendar } from "./ics.js";

const MAX_PEOPLE = 6;

const fullName = (b: Pick<Booking, "firstName" | "lastName">) => `${b.firstName} ${b.lastName}`;
const hours = (duration: number) => `${duration} hour${duration === 1 ? "" : "s"}`;

function sessionLines(booking: Booking, endMs: number): string[] {
  return [
    `Date:      ${formatLongDate(booking.date)}`,
    `Time:      ${formatTime12(booking.startTime)} to ${formatTime12(londonDateTime(endMs).time)} (${hours(booking.duration)})`,
    `Producer:  ${booking.engineer}`,
    `Total:     ${formatPounds(booking.totalCost)}, payable at the studio`,
  ];
}

export function bookingReceipt(
  booking: Booking,
  interval: { startMs: number; endMs: number },
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const where = `${profile.address.area}, ${profile.address.postcode}`;
  const text = [
    `Hi ${booking.firstName},`,
    "",
    `Your recording session at ${profile.name} is booked.`,
    "",
    ...sessionLines(booking, interval.endMs),
    `Where:     ${where}, near London Overground`,
    `Reference: ${booking.id}`,
    "",
    "Payment at studio: we take cash, card and contactless on the day. Nothing is charged online.",
    `Up to ${MAX_PEOPLE} people may come to the session.`,
    "",
    `Need to cancel? E-mail ${profile.bookingsEmail} or text ${profile.messagingNumber}, quoting your reference.`,
    "",
    "The attached calendar file adds the session to your calendar.",
    "",
    `See you soon,`,
    profile.name,
  ].join("\n");
  const ics = sessionCalendar({
    uid: `${booking.id}@${profile.bookingsEmail.split("@")[1] ?? "studio"}`,
    startMs: interval.startMs,
    endMs: interval.endMs,
    stampMs: now.getTime(),
    summary: `Recording session at ${profile.name} with ${booking.engineer}`,
    location: where,
    description: `${hours(booking.duration)} with ${booking.engineer}. ${formatPounds(booking.totalCost)}, payment at studio. Reference ${booking.id}.`,
    organizer: { name: profile.name, email: profile.bookingsEmail },
  });
  return {
    to: [booking.email],
    replyTo: profile.bookingsEmail,
    subject: `Your session at ${profile.name}: ${formatWeekdayOrdinal(booking.date)}, ${formatTime12(booking.startTime)}`,
    text,
    attachments: [
      { filename: "session.ics", content: ics, contentType: "text/calendar; charset=utf-8; method=PUBLISH" },
    ],
  };
}

export function staffNotification(
  booking: Booking,
  interval: { endMs: number },
  profile: StudioProfile,
): OutgoingMail {
  const text = [
    "A new session has been booked.",
    "",
    `Customer:  ${fullName(booking)}`,
    `E-mail:    ${booking.email}`,
    `Phone:     ${booking.phone}`,
    ...sessionLines(booking, interval.endMs),
    booking.projectDescription ? `Project:   ${booking.projectDescription}` : "Project:   (none given)",
    `Reference: ${booking.id}`,
  ].join("\n");
  return {
    to: [...profile.notificationRecipients],
    replyTo: booking.email,
    subject: `New booking: ${fullName(booking)}, ${formatWeekdayOrdinal(booking.date)} ${formatTime12(booking.startTime)}`,
    text,
  };
}

export function bookingSummary(bookings: Booking[], profile: StudioProfile, now: Date): OutgoingMail {
  const lines =
    bookings.length === 0
      ? ["There are no upcoming confirmed bookings."]
      : bookings.map(
          (b) =>
            `- ${formatWeekdayOrdinal(b.date)}, ${formatTime12(b.startTime)}, ${hours(b.duration)} with ${b.engineer}: ` +
            `${fullName(b)} (${b.email}, ${b.phone}), ${formatPounds(b.totalCost)}`,
        );
  return {
    to: [...profile.notificationRecipients],
    subject: `Upcoming bookings at ${profile.name}: ${bookings.length} from ${formatLongDate(londonToday(now))}`,
    text: [`Upcoming confirmed bookings (${bookings.length}):`, "", ...lines].join("\n"),
  };
}

export function testMail(profile: StudioProfile, now: Date): OutgoingMail {
  return {
    to: [...profile.notificationRecipients],
    subject: `Test e-mail from ${profile.name}`,
    text: [
      `This is a test e-mail from the ${profile.name} booking system, sent ${now.toISOString()}.`,
      "If you can read it, booking notifications will reach you.",
    ].join("\n"),
  };
}
