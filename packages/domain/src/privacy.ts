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
