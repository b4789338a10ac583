// The waitlist's e-mails: the joining confirmation and the offer of freed time. Each carries a
// link to leave the list whose token is minted as the mail is sent (the outbox holds a slot).
import {
  formatShortDay,
  WAITLIST_LEAVE_PATH,
  waitlistBookingPath,
  waitlistMailTexts,
  waitlistTexts,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import type { WaitlistRow } from "../store/waitlist.js";
import { brandOf } from "./brand.js";
import type { Fact } from "./model.js";

/** Stands for the leave link's token in a stored mail; no token has this shape. */
export const WAITLIST_TOKEN_SLOT = "{waitlist-token}";

const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

const factsOf = (entry: WaitlistRow): Fact[] => [
  { label: "Night", value: formatShortDay(entry.date) },
  { label: "Waiting for", value: waitlistMailTexts.need(entry) },
];

function waitlistMail(
  entry: WaitlistRow,
  profile: StudioProfile,
  publicUrl: string,
  content: { subject: string; heading: string; lines: string[]; action?: { label: string; url: string } },
): OutgoingMail {
  return {
    to: [entry.email],
    replyTo: profile.bookingsEmail,
    subject: content.subject,
    template: {
      name: "waitlist",
      props: {
        brand: brandOf(profile),
        heading: content.heading,
        lines: [`Hi ${entry.firstName},`, ...content.lines],
        facts: factsOf(entry),
        ...(content.action ? { action: content.action } : {}),
        leave: {
          line: waitlistMailTexts.leaveLine,
          url: `${base(publicUrl)}${WAITLIST_LEAVE_PATH}${WAITLIST_TOKEN_SLOT}`,
        },
      },
    },
    mintsWaitlistToken: entry.id,
  };
}

export function waitlistJoinedMail(
  entry: WaitlistRow,
  profile: StudioProfile,
  publicUrl: string,
): OutgoingMail {
  return waitlistMail(entry, profile, publicUrl, {
    subject: waitlistMailTexts.joinedSubject(profile.name, entry.date),
    heading: waitlistMailTexts.joinedHeading,
    lines: [waitlistTexts.joined(entry)],
  });
}

export function waitlistOfferMail(
  entry: WaitlistRow,
  profile: StudioProfile,
  publicUrl: string,
): OutgoingMail {
  return waitlistMail(entry, profile, publicUrl, {
    subject: waitlistMailTexts.offerSubject(profile.name, entry.date),
    heading: waitlistMailTexts.offerHeading,
    lines: [waitlistMailTexts.offer(entry)],
    action: { label: waitlistMailTexts.book, url: `${base(publicUrl)}${waitlistBookingPath(entry)}` },
  });
}
