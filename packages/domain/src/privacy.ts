// Data protection: who a customer is (by e-mail or phone), what erasing leaves behind, how long
// personal data is kept, and the privacy notice's default texts. No clock: `now` is passed in.
import * as z from "zod/mini";
import { londonToday } from "./schedule.js";

/** What replaces an erased name, e-mail, phone or free text. */
export const ERASED = "[erased]";

export const DEFAULT_RETENTION_MONTHS = 72;
export const DEFAULT_MESSAGE_RETENTION_MONTHS = 24;
/** Sent e-mails keep their bodies this long. */
const MAIL_BODY_RETENTION_DAYS = 90;
/** Contact messages quarantined as spam are purged after this long. */
const SPAM_RETENTION_DAYS = 30;

export const CUSTOMER_QUERY_TEXT = "Enter the customer's e-mail address or phone number";

/**
 * Who a phone number belongs to, written once for every place that matches customers: its digits,
 * whatever the spaces and punctuation. A UK number is its national form, however it is written
 * (+44, 0044, 44 and twelve digits, +44 (0)...); any other international number keeps its country
 * code after a "+" (+33 and 0033 alike).
 */
export function phoneKey(phone: string): string {
  const written = phone.trim();
  const digits = written.replace(/\D/g, "");
  const plus = written.startsWith("+");
  if (!plus && !digits.startsWith("00"))
    return digits.startsWith("44") && digits.length === 12 ? `0${digits.slice(2)}` : digits;
  // "(0)" is the trunk digit a caller inside the country dials; it is not part of the number.
  const number = written
    .replace(/\(\s*0\s*\)/, "")
    .replace(/\D/g, "")
    .slice(plus ? 0 : 2);
  return number.startsWith("44") ? `0${number.slice(2).replace(/^0/, "")}` : `+${number}`;
}

/** Who an e-mail address belongs to: the address, ignoring case and surrounding spaces. */
const emailKey = (email: string): string => email.trim().toLowerCase();

/** Whether two records name the same customer: the same e-mail address or the same phone number. */
export function isSameCustomer(
  a: { email: string; phone: string | null },
  b: { email: string; phone: string | null },
): boolean {
  if (a.email === ERASED || b.email === ERASED) return false;
  if (emailKey(a.email) === emailKey(b.email)) return true;
  if (a.phone === null || b.phone === null || a.phone === ERASED || b.phone === ERASED) return false;
  const key = phoneKey(a.phone);
  return key.replace(/\D/g, "").length > 0 && key === phoneKey(b.phone);
}

export type CustomerQuery = { kind: "email"; email: string } | { kind: "phone"; phone: string };

/** An e-mail address (matched ignoring case) or a phone number (matched on its digits). */
const anEmail = z.email();
export const customerQuerySchema = z.object({
  q: z.string({ error: CUSTOMER_QUERY_TEXT }).check(
    z.trim(),
    z.minLength(1, CUSTOMER_QUERY_TEXT),
    z.maxLength(254, CUSTOMER_QUERY_TEXT),
    z.refine((q: string) => (q.includes("@") ? anEmail.safeParse(q).success : phoneKey(q).length >= 7), {
      error: CUSTOMER_QUERY_TEXT,
    }),
  ),
});

const ERASE_CONFIRM_TEXT = "Confirm the erasure: it cannot be undone";
export const eraseCustomerSchema = z.extend(customerQuerySchema, {
  confirm: z.literal(true, { error: ERASE_CONFIRM_TEXT }),
});

export const exportFormatSchema = z.object({
  format: z._default(z.enum(["json", "csv"], { error: "Format must be json or csv" }), "json"),
});

export function parseCustomerQuery(q: string): CustomerQuery {
  const value = q.trim();
  return value.includes("@")
    ? { kind: "email", email: emailKey(value) }
    : { kind: "phone", phone: phoneKey(value) };
}

/** Whether a stored record (its e-mail and phone) belongs to the customer searched for. */
export function matchesCustomer(
  query: CustomerQuery,
  record: { email: string; phone: string | null },
): boolean {
  if (record.email === ERASED) return false;
  if (query.kind === "email") return emailKey(record.email) === query.email;
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
