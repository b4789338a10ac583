/** Every payload's zod schema, with the rules' messages. One schema per payload. */
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { CUSTOMER_FIELDS } from "./fields.js";
import { DURATION_RULE_TEXT, isDuration, type Duration } from "./money.js";
import { isRealDate } from "./schedule.js";
import { lineText, paragraphText, phoneText, requiredText, text } from "./text.js";

// No eval-compiled parsers: the site's Content-Security-Policy forbids eval, and zod's probe for it
// is logged by the browser as a violation. Parsing a booking measured the same without (~7 us).
// zod/mini (a schema is built with one clone per `.check`, not one per chained call; half the code
// in the browser) leaves the messages' language to the app: English, for the few checks without a
// message of their own.
z.config({ ...en(), jitless: true });

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_TEXT = 5000;

export const CONTACT_SUBJECTS = ["booking", "pricing", "equipment", "collaboration", "other"] as const;
type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** `spam`: kept out of the inbox, never discarded (docs/decisions.md); staff move it back with "Not spam". */
export const MESSAGE_STATUSES = ["unread", "read", "replied", "spam"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
/** The statuses staff may set; `unread` takes a message out of the spam quarantine, `spam` puts it in. */
export const SETTABLE_MESSAGE_STATUSES = ["unread", "read", "replied", "spam"] as const;
export type SettableMessageStatus = (typeof SETTABLE_MESSAGE_STATUSES)[number];

export const NO_CHANGES = "No changes detected";
export const START_ON_THE_HOUR_MESSAGE = "Start time must be on the hour";

/** Latest instant a JavaScript Date can hold (ms since the epoch). */
const MAX_INSTANT_MS = 8_640_000_000_000_000;

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

const costSchema = z
  .number({ error: "Total cost must be a whole number of pence" })
  .check(
    z.int("Total cost must be a whole number of pence"),
    z.minimum(0, "Total cost must be positive"),
    z.maximum(100_000_000, "Total cost is too large"),
  );

const descriptionSchema = z.optional(paragraphText(MAX_TEXT));

const bookingFields = {
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

/** Admin create: the same fields, the cost optional (computed from the duration when absent). */
export const adminBookingInputSchema = z.object({ ...bookingFields, totalCost: z.optional(costSchema) });
export type AdminBookingInput = z.infer<typeof adminBookingInputSchema>;

/** Admin edit form: every field, the cost required; staff may start off the hour. */
export const adminBookingEditSchema = z.object({ ...bookingFields, totalCost: costSchema });

/** Admin edit: only the changed fields. */
export const bookingUpdateSchema = z.partial(adminBookingEditSchema);
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Status must be confirmed or cancelled" }),
});
export const messageStatusSchema = z.object({
  status: z.enum(SETTABLE_MESSAGE_STATUSES, { error: "Status must be unread, read, replied or spam" }),
});

export const contactInputSchema = z.object({
  firstName: requiredText("First name is required", MAX_NAME),
  lastName: requiredText("Last name is required", MAX_NAME),
  email: emailSchema,
  // Optional; when given, the same rule as a booking's.
  phone: z.pipe(
    z.optional(phoneText(true)),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: "Subject must be booking, pricing, equipment, collaboration or other",
  }),
  message: paragraphText(MAX_TEXT, { type: "Message must be at least 10 characters" }).check(
    z.minLength(10, "Message must be at least 10 characters"),
  ),
});

/** What the contact form sends: the message plus two bot traps (a hidden field and the fill time). */
export const contactSubmissionSchema = z.extend(contactInputSchema, {
  website: z.optional(lineText(500)),
  // When the form was shown (ms since the epoch); anything else is not a time a browser sends.
  startedAt: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(MAX_INSTANT_MS))),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const loginSchema = z.object({
  password: text("Password is required").check(
    z.minLength(1, "Password is required"),
    z.maxLength(1024, "Password is too long"),
  ),
});

/** The Messages tab's lists: the inbox by default, `status: "spam"` the quarantine. */
export const messageListSchema = z.object({
  status: z.optional(z.enum(MESSAGE_STATUSES, { error: "Status must be unread, read, replied or spam" })),
});

export const dateParamSchema = z.object({ date: isoDateSchema });
export const idParamSchema = z.object({
  id: text("Id is required").check(z.minLength(1, "Id is required"), z.maxLength(100, "Id is too long")),
});

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

export interface ContactMessage {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subject: ContactSubject;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

const EDITABLE_FIELDS = [
  ...CUSTOMER_FIELDS,
  ...(["date", "startTime", "engineer", "duration", "totalCost", "projectDescription"] as const),
] as const satisfies readonly (keyof BookingUpdate & keyof Booking)[];

const normalise = (value: unknown) => (typeof value === "string" ? value.trim() : (value ?? ""));

/** The fields of an edited booking that differ from the original, or null: 'No changes detected'. */
export function changedFields(original: Booking, edited: AdminBookingInput): BookingUpdate | null {
  const changes: Record<string, unknown> = {};
  for (const field of EDITABLE_FIELDS) {
    const value = edited[field];
    if (value === undefined) continue;
    if (normalise(value) !== normalise(original[field])) changes[field] = value;
  }
  return Object.keys(changes).length > 0 ? (changes as BookingUpdate) : null;
}
