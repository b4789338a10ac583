// Data protection: who a customer is (by e-mail or phone), what erasing leaves behind, how long
// personal data is kept, and the privacy notice's default texts. No clock: `now` is passed in.
import { z } from "zod";
import { londonToday } from "./schedule.js";

/** What replaces an erased name, e-mail, phone or free text. */
export const ERASED = "[erased]";

export const DEFAULT_RETENTION_MONTHS = 72;
export const DEFAULT_MESSAGE_RETENTION_MONTHS = 24;
/** Sent e-mails keep their bodies this long. */
export const MAIL_BODY_RETENTION_DAYS = 90;
/** Contact messages quarantined as spam are purged after this long. */
export const SPAM_RETENTION_DAYS = 30;

export const CUSTOMER_QUERY_TEXT = "Enter the customer's e-mail address or phone number";

/** The digits that identify a phone number: +44 / 0044 read as the leading 0 of a UK number. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  if (digits.startsWith("0044")) return `0${digits.slice(4)}`;
  if (phone.trim().startsWith("+44") || (digits.startsWith("44") && digits.length === 12))
    return `0${digits.slice(2)}`;
  return digits;
}

export type CustomerQuery = { kind: "email"; email: string } | { kind: "phone"; phone: string };

/** An e-mail address (matched ignoring case) or a phone number (matched on its digits). */
export const customerQuerySchema = z.object({
  q: z
    .string({ error: CUSTOMER_QUERY_TEXT })
    .trim()
    .min(1, CUSTOMER_QUERY_TEXT)
    .max(254, CUSTOMER_QUERY_TEXT)
    .refine((q) => (q.includes("@") ? z.email().safeParse(q).success : phoneKey(q).length >= 7), {
      error: CUSTOMER_QUERY_TEXT,
    }),
});

export const ERASE_CONFIRM_TEXT = "Confirm the erasure: it cannot be undone";
export const eraseCustomerSchema = customerQuerySchema.extend({
  confirm: z.literal(true, { error: ERASE_CONFIRM_TEXT }),
});

export const exportFormatSchema = z.object({
  format: z.enum(["json", "csv"], { error: "Format must be json or csv" }).default("json"),
});

export function parseCustomerQuery(q: string): CustomerQuery {
  const value = q.trim();
  return value.includes("@")
    ? { kind: "email", email: value.toLowerCase() }
    : { kind: "phone", phone: phoneKey(value) };
}

/** Whether a stored record (its e-mail and phone) belongs to the customer searched for. */
export function matchesCustomer(
  query: CustomerQuery,
  record: { email: string; phone: string | null },
): boolean {
  if (record.email === ERASED) return false;
  if (query.kind === "email") return record.email.trim().toLowerCase() === query.email;
  return record.phone !== null && record.phone !== ERASED && phoneKey(record.phone) === query.phone;
}

/** `months` calendar months before a 'YYYY-MM-DD' date (the 31st clamps to the month's last day). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number, w = 2) => String(n).padStart(w, "0");
  return `${pad(year, 4)}-${pad(month)}-${pad(Math.min(d, last))}`;
}

export interface RetentionRules {
  retentionMonths: number;
  messageRetentionMonths: number;
}

export interface RetentionCutoffs {
  /** Bookings whose session date is before this London date lose their personal data. */
  bookingsBefore: string;
  /** Contact messages written before this instant (ISO) lose their personal data. */
  messagesBefore: string;
  /** Sent mails sent before this instant lose their bodies. */
  mailBodiesBefore: string;
  /** Spam messages written before this instant are deleted. */
  spamBefore: string;
}

export function retentionCutoffs(now: Date, rules: RetentionRules): RetentionCutoffs {
  const today = londonToday(now);
  const dayMs = 24 * 60 * 60_000;
  return {
    bookingsBefore: monthsBefore(today, rules.retentionMonths),
    messagesBefore: `${monthsBefore(today, rules.messageRetentionMonths)}T00:00:00.000Z`,
    mailBodiesBefore: new Date(now.getTime() - MAIL_BODY_RETENTION_DAYS * dayMs).toISOString(),
    spamBefore: new Date(now.getTime() - SPAM_RETENTION_DAYS * dayMs).toISOString(),
  };
}

// The privacy notice (/privacy). The studio may replace any text in its profile (`privacyNotice`);
// {name}, {area}, {postcode}, {bookingsEmail}, {messagingNumber}, {retentionYears} and
// {messageRetentionMonths} are filled in from the profile.
export const PRIVACY_SECTIONS = [
  { key: "who", heading: "Who we are" },
  { key: "what", heading: "What we collect and why" },
  { key: "recipients", heading: "Who receives it" },
  { key: "retention", heading: "How long we keep it" },
  { key: "rights", heading: "Your rights" },
  { key: "complaints", heading: "How to complain" },
  { key: "cookies", heading: "Cookies" },
] as const;

export type PrivacySectionKey = (typeof PRIVACY_SECTIONS)[number]["key"];
export type PrivacyNoticeTexts = Record<PrivacySectionKey, string>;

export const DEFAULT_PRIVACY_NOTICE: PrivacyNoticeTexts = {
  who: "{name} is a recording studio in {area} ({postcode}). We are responsible for the personal data you give us on this site. Write to {bookingsEmail} or text {messagingNumber} about anything in this notice.",
  what: "When you book a session we keep your name, e-mail address, phone number and what you tell us about your project, with the session's date, time, producer and cost. When you send us a message we keep your name, e-mail address, phone number (if given) and the message. We use them only to run your booking and answer you: confirming the session, sending your receipt and calendar file, and contacting you about it. The legal basis is the contract you make with us when you book, or take steps to make by writing to us.",
  recipients:
    "Our staff, and the e-mail provider that delivers the studio's e-mails. We do not sell your data or share it with anyone for marketing.",
  retention:
    "Bookings are business records: their personal data is erased automatically {retentionYears} years after the session (HMRC asks us to keep records for six years); the date, time, producer and cost stay, without your name or contact details. Messages are erased {messageRetentionMonths} months after they were sent. The text of the e-mails we send is deleted after 90 days. Backups age out within 30 days.",
  rights:
    "You can ask us for a copy of everything we hold about you, to correct it, or to erase it; we answer within one month. Write to {bookingsEmail} from the address you used, or text {messagingNumber}.",
  complaints:
    "If you are unhappy with how we handle your data, please tell us first. You can also complain to the Information Commissioner's Office (ICO): ico.org.uk/make-a-complaint, or call 0303 123 1113.",
  cookies:
    "This site sets no tracking or advertising cookies and uses no analytics. The only cookies are the admin session cookie and the admin's device cookie, used by the studio's staff to sign in to the dashboard; they are strictly necessary, so there is no cookie banner.",
};

export interface PrivacyNoticeProfile {
  name: string;
  bookingsEmail: string;
  messagingNumber: string;
  address: { area: string; postcode: string };
  retentionMonths: number;
  messageRetentionMonths: number;
  privacyNotice?: Partial<PrivacyNoticeTexts> | undefined;
}

/** The notice's sections with the profile's values filled in: what /privacy shows. */
export function privacyNoticeSections(
  profile: PrivacyNoticeProfile,
): { key: PrivacySectionKey; heading: string; text: string }[] {
  const values: Record<string, string> = {
    name: profile.name,
    area: profile.address.area,
    postcode: profile.address.postcode,
    bookingsEmail: profile.bookingsEmail,
    messagingNumber: profile.messagingNumber,
    retentionYears: String(Math.round((profile.retentionMonths / 12) * 10) / 10),
    retentionMonths: String(profile.retentionMonths),
    messageRetentionMonths: String(profile.messageRetentionMonths),
  };
  return PRIVACY_SECTIONS.map(({ key, heading }) => ({
    key,
    heading,
    text: (profile.privacyNotice?.[key] ?? DEFAULT_PRIVACY_NOTICE[key]).replace(
      /\{(\w+)\}/g,
      (whole, name: string) => values[name] ?? whole,
    ),
  }));
}
