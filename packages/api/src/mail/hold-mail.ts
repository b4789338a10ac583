// The e-mails about a hold: the artist told it is placed (when staff ask), released or lapsed;
// the staff told when one lapses. No calendar event: a hold is not a booking.
import type { StudioProfile } from "../config/index.js";
import type { HoldRow } from "../store/holds.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { formatMailSessionLong } from "@studio/domain";
import { brandOf, fullName, hoursText, shortWhen } from "./brand.js";
import type { Fact } from "./model.js";

export type HoldNotice = "placed" | "released" | "lapsed";

const ARTIST_HEADING: Record<HoldNotice, string> = {
  placed: "A session is held for you",
  released: "Your held session is released",
  lapsed: "Your held session has lapsed",
};

const ARTIST_LINE: Record<HoldNotice, string> = {
  placed:
    "The studio is holding this time for you until {expiry}. It becomes a booking once the studio confirms it.",
  released: "The studio has released the time it was holding for you.",
  lapsed: "The time the studio was holding for you was not confirmed by {expiry} and is free again.",
};

const factsOf = (hold: HoldRow, expiry: string, now: Date): Fact[] => [
  { label: "When", value: formatMailSessionLong(hold, now) },
  { label: "Length", value: hoursText(hold.duration) },
  { label: "Producer", value: hold.engineer },
  { label: "Held until", value: expiry },
];

export function artistHoldMail(
  hold: HoldRow,
  notice: HoldNotice,
  profile: StudioProfile,
  expiry: string,
  now: Date,
): OutgoingMail {
  const heading = ARTIST_HEADING[notice];
  return {
    to: [hold.email],
    replyTo: profile.bookingsEmail,
    subject: `${heading}: ${profile.name}, ${shortWhen(hold, now)}`,
    template: {
      name: "staff-notice",
      props: {
        brand: brandOf(profile),
        preview: ARTIST_LINE[notice].replace("{expiry}", expiry),
        heading,
        facts: [
          { label: `Hi ${hold.firstName}`, value: ARTIST_LINE[notice].replace("{expiry}", expiry) },
          ...factsOf(hold, expiry, now),
        ],
      },
    },
  };
}

export function staffHoldLapsedMail(
  hold: HoldRow,
  profile: StudioProfile,
  expiry: string,
  now: Date,
): OutgoingMail {
  const title = `Hold lapsed: ${fullName(hold)}, ${shortWhen(hold, now)}`;
  return {
    to: [...profile.notificationRecipients],
    replyTo: hold.email,
    subject: title,
    template: {
      name: "staff-notice",
      props: {
        brand: brandOf(profile),
        preview: title,
        heading: "Hold lapsed",
        facts: [
          { label: "Artist", value: fullName(hold) },
          { label: "E-mail", value: hold.email },
          ...factsOf(hold, expiry, now),
        ],
      },
    },
  };
}
