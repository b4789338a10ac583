/** Every payload's zod schema, with the spec's messages. One schema per payload. */
import { z } from "zod";
import { DURATION_RULE_TEXT, isDuration, type Duration } from "./money.js";
import { isRealDate } from "./schedule.js";

// No eval-compiled parsers: the site's Content-Security-Policy forbids eval, and zod's probe for it
// is logged by the browser as a violation. Parsing a booking measured the same without (~7 us).
z.config({ jitless: true });

const MAX_NAME = 100;
const MAX_EMAIL = 254;
const MAX_PHONE = 30;
const MAX_TEXT = 5000;

export const CONTACT_SUBJECTS = ["booking", "pricing", "equipment", "collaboration", "other"] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const BOOKING_STATUSES = ["confirmed", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
export const MESSAGE_STATUSES = ["unread", "read", "replied"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const NO_CHANGES = "No changes detected";
export const CONTROL_CHARACTERS_MESSAGE = "Must not contain control characters";

// Control characters (C0, DEL, C1) and the bidirectional overrides that can disguise a name in the
// dashboard or an e-mail; free text may still hold line breaks and tabs.
const LINE_CONTROLS = /[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const TEXT_CONTROLS = /(?![\t\n\r])[\p{Cc}\u202a-\u202e\u2066-\u2069]/u;
const withoutLineControls = (value: string) => !LINE_CONTROLS.test(value);
const withoutTextControls = (value: string) => !TEXT_CONTROLS.test(value);

/** Latest instant a JavaScript Date can hold (ms since the epoch). */
const MAX_INSTANT_MS = 8_640_000_000_000_000;

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Must be at most ${max} characters`)
    .refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE);

const emailSchema = z
  .string({ error: "Invalid email address" })
  .trim()
  .max(MAX_EMAIL, "Invalid email address")
  .pipe(z.email({ error: "Invalid email address" }));

const phoneSchema = z
  .string({ error: "Phone number must be at least 10 digits" })
  .trim()
  .min(10, "Phone number must be at least 10 digits")
  .max(MAX_PHONE, `Must be at most ${MAX_PHONE} characters`)
  .refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE);

/** 'YYYY-MM-DD' and a real calendar date. */
export const isoDateSchema = z
  .string({ error: "Date is required" })
  .min(1, "Date is required")
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be in YYYY-MM-DD format")
  .refine(isRealDate, "Date must be a real calendar date");

/** 'HH:MM', 00:00 to 23:59. */
export const timeSchema = z
  .string({ error: "Start time is required" })
  .min(1, "Start time is required")
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Start time must be in HH:MM format");

const durationSchema = z
  .number({ error: DURATION_RULE_TEXT })
  .refine((value): value is Duration => isDuration(value), DURATION_RULE_TEXT);

const costSchema = z
  .number({ error: "Total cost must be a whole number of pence" })
  .int("Total cost must be a whole number of pence")
  .min(0, "Total cost must be positive")
  .max(100_000_000, "Total cost is too large");

const descriptionSchema = z
  .string()
  .trim()
  .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
  .refine(withoutTextControls, CONTROL_CHARACTERS_MESSAGE)
  .optional();

const bookingFields = {
  firstName: requiredText("First name is required", MAX_NAME),
  lastName: requiredText("Last name is required", MAX_NAME),
  email: emailSchema,
  phone: phoneSchema,
  date: isoDateSchema,
  startTime: timeSchema,
  engineer: requiredText("Engineer is required", MAX_NAME),
  duration: durationSchema,
  projectDescription: descriptionSchema,
};

/** The public booking payload (spec §3, §5). totalCost must match the price table (checked by the rules). */
export const bookingInputSchema = z.object({ ...bookingFields, totalCost: costSchema });
export type BookingInput = z.infer<typeof bookingInputSchema>;

/** Admin create: the same fields, the cost optional (computed from the duration when absent). */
export const adminBookingInputSchema = z.object({ ...bookingFields, totalCost: costSchema.optional() });
export type AdminBookingInput = z.infer<typeof adminBookingInputSchema>;

/** Admin edit: only the changed fields. */
export const bookingUpdateSchema = z.object(bookingFields).extend({ totalCost: costSchema }).partial();
export type BookingUpdate = z.infer<typeof bookingUpdateSchema>;

export const bookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, { error: "Status must be confirmed or cancelled" }),
});
export const messageStatusSchema = z.object({
  status: z.enum(["read", "replied"], { error: "Status must be read or replied" }),
});

export const contactInputSchema = z.object({
  firstName: requiredText("First name is required", MAX_NAME),
  lastName: requiredText("Last name is required", MAX_NAME),
  email: emailSchema,
  phone: z
    .string()
    .trim()
    .max(MAX_PHONE, `Must be at most ${MAX_PHONE} characters`)
    .refine(withoutLineControls, CONTROL_CHARACTERS_MESSAGE)
    .optional()
    .transform((value) => (value ? value : undefined)),
  subject: z.enum(CONTACT_SUBJECTS, {
    error: "Subject must be booking, pricing, equipment, collaboration or other",
  }),
  message: z
    .string({ error: "Message must be at least 10 characters" })
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(MAX_TEXT, `Must be at most ${MAX_TEXT} characters`)
    .refine(withoutTextControls, CONTROL_CHARACTERS_MESSAGE),
});
export type ContactInput = z.infer<typeof contactInputSchema>;

/** What the contact form sends: the message plus two bot traps (a hidden field and the fill time). */
export const contactSubmissionSchema = contactInputSchema.extend({
  website: z.string().max(500).optional(),
  // When the form was shown (ms since the epoch); anything else is not a time a browser sends.
  startedAt: z.number().int().min(0).max(MAX_INSTANT_MS).optional(),
});
export type ContactSubmission = z.infer<typeof contactSubmissionSchema>;

export const loginSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(1024, "Password is too long"),
});

export const dateParamSchema = z.object({ date: isoDateSchema });
export const idParamSchema = z.object({ id: z.string().min(1, "Id is required").max(100, "Id is too long") });

/** A booking as stored and returned by the API (spec §3). */
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
  status: BookingStatus;
  customerReceiptSent: boolean;
  adminNotificationSent: boolean;
  receiptEmailSentAt: string | null;
  adminEmailSentAt: string | null;
  cancelledAt: string | null;
  /** Why staff cancelled it, if they said. */
  cancelReason: string | null;
  createdAt: string;
}

/** What the public day endpoint may show: the grid's needs, no customer data (DESIGN §3.5). */
export interface PublicDayBooking {
  date: string;
  startTime: string;
  duration: number;
  engineer: string;
  status: BookingStatus;
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

export interface Engineer {
  id: string;
  name: string;
  active: boolean;
  availability: string[];
}

const EDITABLE_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "date",
  "startTime",
  "engineer",
  "duration",
  "totalCost",
  "projectDescription",
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
