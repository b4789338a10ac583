// The studio as its e-mails show it, and the facts of a session in the studio's words.
import {
  type Booking,
  customerMoneyRows,
  formatMailSession,
  formatMailSessionLong,
  formatPounds,
  hoursText,
  isActiveStatus,
  type SessionSlot,
  type Takings,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { Brand, Fact } from "../store/mail-message.js";

export function brandOf(profile: StudioProfile): Brand {
  return {
    name: profile.name,
    tagline: profile.tagline,
    address: `${profile.address.area}, ${profile.address.postcode}`,
    bookingsEmail: profile.bookingsEmail,
    messagingNumber: profile.messagingNumber,
  };
}

export const fullName = (b: Pick<Booking, "firstName" | "lastName">) => `${b.firstName} ${b.lastName}`;

/** The session fields a customer can see; a change to any other sends nothing. */
export type SessionFields = Pick<Booking, "date" | "startTime" | "duration" | "engineer" | "totalCost">;

/** 'Sat 28 Nov, 11:00 PM – Sun 29 Nov, 1:00 AM' (the year when not `now`'s): subjects and lists. */
export const shortWhen = (b: SessionSlot, now: Date) => formatMailSession(b, now);

/** What a booking's takings come to, as its mails say it (the manage page's rows). */
export type MailTakings = Pick<Takings, "paidPence" | "balancePence">;

/**
 * What is paid and what is due: the total, what was paid and what is left (`provisional`: the
 * deposit in it). A cancelled session has nothing to pay and no total, only what was paid (if anything).
 */
export function moneyFacts(b: Pick<Booking, "status" | "totalCost">, takings: MailTakings): Fact[] {
  const rows = customerMoneyRows(b, takings);
  return isActiveStatus(b.status) ? rows : rows.filter((row) => row.label !== "Total");
}

/** When, how long, with whom, then what is paid and due. */
export function sessionFacts(b: SessionFields, now: Date, money: Fact[]): Fact[] {
  return [
    { label: "When", value: formatMailSessionLong(b, now) },
    { label: "Length", value: hoursText(b.duration) },
    { label: "Producer", value: b.engineer },
    ...money,
  ];
}

const whenChanged = (before: SessionFields, after: SessionFields) =>
  before.date !== after.date || before.startTime !== after.startTime || before.duration !== after.duration;

/** What the session was, for the fields this change altered. */
export function previousFacts(before: SessionFields, after: SessionFields, now: Date): Fact[] {
  const facts: Fact[] = [];
  if (whenChanged(before, after)) facts.push({ label: "When", value: formatMailSessionLong(before, now) });
  if (before.engineer !== after.engineer) facts.push({ label: "Producer", value: before.engineer });
  if (before.totalCost !== after.totalCost)
    facts.push({ label: "Total", value: formatPounds(before.totalCost) });
  return facts;
}

export function customerSeesChange(before: SessionFields, after: SessionFields): boolean {
  return (
    whenChanged(before, after) || before.engineer !== after.engineer || before.totalCost !== after.totalCost
  );
}
