// The waitlist's e-mails: the joining confirmation and the offer of freed time. Each carries a
// link to leave the list whose token is minted as the mail is sent (the outbox holds a slot).
import {
  formatMailDay,
  WAITLIST_LEAVE_PATH,
  waitlistBookingPath,
  waitlistMailTexts,
  waitlistTexts,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import type { WaitlistRow } from "../store/waitlist.js";
import { brandOf } from "./brand.js";
import type { Fact } from "../store/mail-message.js";

/** Stands for the leave link's token in a stored mail; no token has this shape. */
export const WAITLIST_TOKEN_SLOT = "{waitlist-token}";

const base = (publicUrl: string) => publicUrl.replace(/\/$/, "");

const factsOf = (entry: WaitlistRow, now: Date): Fact[] => [
  { label: "Night", value: formatMailDay(entry.date, now) },
  { label: "Waiting for", value: waitlistMailTexts.need(entry) },
];

/** Who the waitlist's mails are from and when they are written. */
interface WaitlistMailContext {
  profile: StudioProfile;
  publicUrl: string;
  now: Date;
}

/** What one waitlist mail says: its first line is also the inbox's preview (not the greeting). */
interface WaitlistContent {
  subject: string;
  heading: string;
  line: string;
  action?: { label: string; url: string };
}

function waitlistMail(entry: WaitlistRow, c: WaitlistMailContext, content: WaitlistContent): OutgoingMail {
  const { profile, publicUrl } = c;
  return {
    to: [entry.email],
    replyTo: profile.bookingsEmail,
    subject: content.subject,
    template: {
      name: "waitlist",
      props: {
        brand: brandOf(profile),
        heading: content.heading,
        preview: content.line,
        lines: [`Hi ${entry.firstName},`, content.line],
        facts: factsOf(entry, c.now),
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

export function waitlistJoinedMail(entry: WaitlistRow, c: WaitlistMailContext): OutgoingMail {
  return waitlistMail(entry, c, {
    subject: waitlistMailTexts.joinedSubject(c.profile.name, entry.date, c.now),
    heading: waitlistMailTexts.joinedHeading,
    line: waitlistTexts.joined(entry, formatMailDay(entry.date, c.now)),
  });
}

export function waitlistOfferMail(entry: WaitlistRow, c: WaitlistMailContext): OutgoingMail {
  return waitlistMail(entry, c, {
    subject: waitlistMailTexts.offerSubject(c.profile.name, entry.date, c.now),
    heading: waitlistMailTexts.offerHeading,
    line: waitlistMailTexts.offer(entry, c.now),
    action: { label: waitlistMailTexts.book, url: `${base(c.publicUrl)}${waitlistBookingPath(entry)}` },
  });
}
