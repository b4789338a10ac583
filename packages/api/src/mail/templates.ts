// The staff's other e-mails: the upcoming-bookings summary, the test e-mail and a contact message.
import {
  type Booking,
  type ContactMessage,
  formatMailDay,
  formatMailMoment,
  formatPounds,
  londonToday,
  splitCamelCase,
  hoursText,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { brandOf, fullName, shortWhen } from "./brand.js";

export function bookingSummary(bookings: Booking[], profile: StudioProfile, now: Date): OutgoingMail {
  const lines =
    bookings.length === 0
      ? ["There are no upcoming confirmed bookings."]
      : bookings.map(
          (b) =>
            `${shortWhen(b, now)}, ${hoursText(b.duration)} with ${b.engineer}: ` +
            `${fullName(b)} (${b.email}, ${b.phone}), ${formatPounds(b.totalCost)}`,
        );
  const heading = `Upcoming confirmed bookings (${bookings.length})`;
  return {
    to: [...profile.notificationRecipients],
    subject: `Upcoming bookings at ${profile.name}: ${bookings.length} from ${formatMailDay(londonToday(now), now)}`,
    template: { name: "summary", props: { brand: brandOf(profile), heading, lines } },
  };
}

export function testMail(profile: StudioProfile, now: Date): OutgoingMail {
  return {
    to: [...profile.notificationRecipients],
    subject: `Test e-mail from ${profile.name}`,
    template: {
      name: "test",
      props: {
        brand: brandOf(profile),
        heading: "Test e-mail",
        lines: [
          `This is a test e-mail from the ${profile.name} booking system, sent ${formatMailMoment(now, now)} (London time).`,
          "If you can read it, booking notifications will reach you.",
        ],
      },
    },
  };
}

/** A visitor's message for every staff recipient; replying goes straight to the visitor. */
export function contactNotice(message: ContactMessage, profile: StudioProfile, now: Date): OutgoingMail {
  const name = `${message.firstName} ${message.lastName}`;
  const subject = splitCamelCase(message.subject);
  return {
    to: [...profile.notificationRecipients],
    replyTo: message.email,
    subject: `New message from ${name}: ${subject}`,
    template: {
      name: "staff-notice",
      props: {
        brand: brandOf(profile),
        preview: `${name} wrote about ${subject.toLowerCase()}`,
        heading: "New contact message",
        facts: [
          { label: "From", value: name },
          { label: "E-mail", value: message.email },
          { label: "Phone", value: message.phone ?? "(none given)" },
          { label: "Subject", value: subject },
          { label: "Received", value: `${formatMailMoment(message.createdAt, now)} (London time)` },
        ],
        quote: { label: "Message", text: message.message },
      },
    },
  };
}

/** The owner's word that the server needs a look: each problem newly due a mail, in plain words. */
export function ownerAlertMail(
  problems: { title: string; reason: string }[],
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  return {
    to: [...profile.notificationRecipients],
    subject: `${profile.name} booking server: a problem with ${problems.map((p) => p.title).join(", ")}`,
    template: {
      name: "summary",
      props: {
        brand: brandOf(profile),
        heading: "The booking server needs a look",
        lines: [
          ...problems.map((p) => `${p.title[0]!.toUpperCase()}${p.title.slice(1)}: ${p.reason}`),
          `Checked ${formatMailMoment(now, now)} (London time). The Admin page's E-mail tab shows every check;` +
            " docs/operations.md says what to do. You are told again tomorrow if it lasts.",
        ],
      },
    },
  };
}
