/**
 * Staff's payloads (a booking created, edited or its status set; a hold placed; the login; an
 * address's date or id), and what a staff booking must hold beyond its schema: a producer the
 * studio has and a date the diary can hold. Both depend on data (the producers, today), so the
 * caller passes them in.
 */
import dayjs from "dayjs";
import * as z from "zod/mini";
import { CUSTOMER_FIELDS } from "./fields.js";
import { londonToday } from "./schedule.js";
import { BOOKING_STATUSES, type Booking, bookingFields, costSchema, isoDateSchema } from "./schemas.js";
import { text } from "./text.js";

export const NO_CHANGES = "No changes detected";

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

export const loginSchema = z.object({
  password: text("Password is required").check(
    z.minLength(1, "Password is required"),
    z.maxLength(1024, "Password is too long"),
  ),
});

export const dateParamSchema = z.object({ date: isoDateSchema });
export const idParamSchema = z.object({
  id: text("Id is required").check(z.minLength(1, "Id is required"), z.maxLength(100, "Id is too long")),
});

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

export interface FieldIssue {
  path: string;
  message: string;
}

export interface StaffDiary {
  now: Date;
  /** Names of the studio's producers. */
  producers: readonly string[];
}

/** Staff may enter a session up to a year back (a late entry) and two years ahead. */
export function staffDateRange(now: Date): { min: string; max: string } {
  const today = dayjs.utc(londonToday(now));
  return {
    min: today.subtract(1, "year").format("YYYY-MM-DD"),
    max: today.add(2, "year").format("YYYY-MM-DD"),
  };
}

/** The staff rules the given fields break, one issue per field (fields not given are not checked). */
export function staffBookingIssues(
  fields: { date?: string | undefined; engineer?: string | undefined },
  diary: StaffDiary,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (fields.date !== undefined) {
    const { min, max } = staffDateRange(diary.now);
    if (fields.date < min || fields.date > max) {
      issues.push({
        path: "date",
        message: `Date must be from ${min} to ${max} (a year back to two years ahead)`,
      });
    }
  }
  if (fields.engineer !== undefined && !diary.producers.includes(fields.engineer)) {
    issues.push({
      path: "engineer",
      message: `Engineer must be one of the studio's engineers: ${diary.producers.join(", ")}`,
    });
  }
  return issues;
}

/** Staff place a hold: the artist and the session as on the admin form, an optional expiry and note. */
export const holdInputSchema = z.extend(
  z.pick(adminBookingInputSchema, {
    firstName: true,
    lastName: true,
    email: true,
    phone: true,
    date: true,
    startTime: true,
  }),
  {
    engineer: adminBookingInputSchema.shape.engineer,
    duration: adminBookingInputSchema.shape.duration,
    /** ISO instant; default: `holdHours` of the studio profile from now. */
    expiresAt: z.optional(z.iso.datetime({ offset: true, error: "Expiry must be a date and time" })),
    note: adminBookingInputSchema.shape.projectDescription,
    /** E-mail the artist that the night is held for them. */
    notifyArtist: z.optional(z.boolean({ error: "Notify artist must be true or false" })),
  },
);
export type HoldInput = z.infer<typeof holdInputSchema>;
