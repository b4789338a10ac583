// The e-mails about a hold: the artist told it is placed (when staff ask), released or lapsed;
// the staff told when one lapses. No calendar event: a hold is not a booking.
import type { StudioProfile } from "../config/index.js";
import type { HoldRow } from "../store/holds.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { formatMailMoment, formatMailSessionLong, hoursText } from "@studio/domain";
import { brandOf, fullName, shortWhen } from "./brand.js";
import type { Fact } from "../store/mail-message.js";

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

/** The hold's expiry in the mails' one date style: 'Monday 30 November, 11:17 PM'. */
const expiryOf = (hold: HoldRow, now: Date) => formatMailMoment(hold.expiresMs, now);

/** The session held; "Held until" only while it still means something (placed, or for the staff). */
const factsOf = (hold: HoldRow, now: Date, heldUntil: boolean): Fact[] => [
  { label: "When", value: formatMailSessionLong(hold, now) },
  { label: "Length", value: hoursText(hold.duration) },
  { label: "Producer", value: hold.engineer },
  ...(heldUntil ? [{ label: "Held until", value: expiryOf(hold, now) }] : []),
];

export function artistHoldMail(
  hold: HoldRow,
  notice: HoldNotice,
  profile: StudioProfile,
  now: Date,
): OutgoingMail {
  const heading = ARTIST_HEADING[notice];
  const line = ARTIST_LINE[notice].replace("{expiry}", expiryOf(hold, now));
  return {
    to: [hold.email],
    replyTo: profile.bookingsEmail,
    subject: `${heading}: ${profile.name}, ${shortWhen(hold, now)}`,
    template: {
      name: "staff-notice",
      props: {
        brand: brandOf(profile),
        preview: line,
        heading,
        lines: [`Hi ${hold.firstName},`, line],
        facts: factsOf(hold, now, notice === "placed"),
      },
    },
  };
}

export function staffHoldLapsedMail(hold: HoldRow, profile: StudioProfile, now: Date): OutgoingMail {
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
          ...factsOf(hold, now, true),
        ],
      },
    },
  };
}
