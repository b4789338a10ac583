/**
 * A booking's zod schemas, with the rules' messages, and the booking as stored. One schema per
 * payload; staff's own payloads are with the staff rules (admin.ts), the contact form's with the
 * message rules (messages.ts).
 */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { DURATION_RULE_TEXT, isDuration, type Duration } from "./money.js";
import { plainIssueText } from "./plain-issues.js";
import { isRealDate } from "./schedule.js";
import { paragraphText, phoneText, requiredText, text } from "./text.js";

// No eval-compiled parsers: the site's Content-Security-Policy forbids eval, and zod's probe for it
// is logged by the browser as a violation. Parsing a booking measured the same without (~7 us).
// zod/mini (a schema is built with one clone per `.check`, not one per chained call; half the code
// in the browser) leaves the messages' language to the app: English, for the few checks without a
// message of their own, in plain words where they are about a number or a missing field.
z.config({ ...en(), customError: plainIssueText, jitless: true });

const MAX_NAME = 100;
const MAX_EMAIL = 254;
/** The longest free text a payload takes (a session's description, a message). */
export const MAX_TEXT = 5000;

export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/**
 * A booking that holds its time: confirmed, or provisional while its deposit is due (the manage
 * view and the doors' answers say 'provisional'; the store keeps it 'confirmed').
 */
export const isActiveStatus = (status: string): boolean => status === "confirmed" || status === "provisional";
export const START_ON_THE_HOUR_MESSAGE = "Start time must be on the hour";

export const emailSchema = z.pipe(
  text("Invalid email address").check(z.trim(), z.maxLength(MAX_EMAIL, "Invalid email address")),
  z.email({ error: "Invalid email address" }),
);

/** 'YYYY-MM-DD' and a real calendar date. */
export const isoDateSchema = z
  .string({ error: "Date is required" })
  .check(
    z.minLength(1, "Date is required"),
    z.regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be in YYYY-MM-DD format"),
    z.refine(isRealDate, "Date must be a real calendar date"),
  );

/** 'HH:MM', 00:00 to 23:59. */
export const timeSchema = z
  .string({ error: "Start time is required" })
  .check(
    z.minLength(1, "Start time is required"),
    z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be in HH:MM format"),
  );

/** A public start: the grid's hourly slots only (12:30 would block two sellable hours). */
const hourSchema = timeSchema.check(
  z.refine((value: string) => value.endsWith(":00"), START_ON_THE_HOUR_MESSAGE),
);

const durationSchema = z
  .number({ error: DURATION_RULE_TEXT })
  .check(z.refine((value: number): value is Duration => isDuration(value), DURATION_RULE_TEXT));

export const costSchema = z
  .number({ error: "Total cost must be a whole number of pence" })
  .check(
    z.int("Total cost must be a whole number of pence"),
    z.minimum(0, "Total cost must be positive"),
    z.maximum(100_000_000, "Total cost is too large"),
  );

const descriptionSchema = z.optional(paragraphText(MAX_TEXT));

export const bookingFields = {
  firstName: requiredText("First name is required", MAX_NAME),
  lastName: requiredText("Last name is required", MAX_NAME),
  email: emailSchema,
  phone: phoneText(false),
  date: isoDateSchema,
  startTime: timeSchema,
  engineer: requiredText("Engineer is required", MAX_NAME),
  duration: durationSchema,
  projectDescription: descriptionSchema,
};

/** The public booking payload (docs/rules.md). totalCost must match the price table (checked by the rules). */
export const bookingInputSchema = z.object({
  ...bookingFields,
  startTime: hourSchema,
  totalCost: costSchema,
});
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** A booking as stored and returned by the API (docs/rules.md, Records). */
export interface Booking {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  date: string;
  startTime: string;
  engineer: string;
  duration: number;
  totalCost: number;
  projectDescription: string | null;
  /** `provisional`: a deposit is due; staff set the other two. */
  status: BookingStatus | "provisional";
  customerReceiptSent: boolean;
  adminNotificationSent: boolean;
  receiptEmailSentAt: string | null;
  adminEmailSentAt: string | null;
  cancelledAt: string | null;
  /** Why staff cancelled it, if they said. */
  cancelReason: string | null;
  createdAt: string;
  depositPence?: number; // a provisional booking's deposit and its deadline (an ISO instant)
  depositDueAt?: string;
}

/** What a booking holds before anything has happened to it: confirmed, no e-mail sent, not cancelled. */
export const NEW_BOOKING_STATE = {
  status: "confirmed",
  customerReceiptSent: false,
  adminNotificationSent: false,
  receiptEmailSentAt: null,
  adminEmailSentAt: null,
  cancelledAt: null,
  cancelReason: null,
} as const satisfies Partial<Booking>;

/**
 * What the public day endpoint may show: the grid's needs, no customer data (docs/decisions.md), each
 * with its JSON type. The store selects these and the REST door writes nothing else (publicDayJson).
 */
const PUBLIC_DAY_FIELDS = {
  date: "string",
  startTime: "string",
  duration: "integer",
  engineer: "string",
  status: "string",
} as const satisfies Partial<Record<keyof Booking, "string" | "integer">>;
export type PublicDayField = keyof typeof PUBLIC_DAY_FIELDS;
export const PUBLIC_DAY_FIELD_NAMES = Object.keys(PUBLIC_DAY_FIELDS) as PublicDayField[];
export type PublicDayBooking = Pick<Booking, PublicDayField>;

/** A night's public sessions as the REST door sends them: each with the grid's fields and no other. */
export function publicDayJson(rows: readonly Readonly<Record<PublicDayField, unknown>>[]): string {
  return JSON.stringify(rows, PUBLIC_DAY_FIELD_NAMES);
}

export interface ArchivedBooking extends Omit<Booking, "status"> {
  status: string;
  originalBookingId: string;
  archivedAt: string;
}
