// A door that takes input, as the bad-input battery sees it: a label, a valid input, its fields and
// their kinds, and how to send a raw body there. The visitor's doors are here; the staff's are in
// staff-doors.ts.
import { DEFAULT_RATE_CARD, priceOf } from "@studio/domain";
import { bookingPayload, PASSWORD, upcoming } from "../../../../../packages/api/test/helpers.js";
import type { Kind } from "./bad-values.js";
import { type BadInputStudio, type Send, sendersOf } from "./bad-input-studio.js";

export interface Field {
  name: string;
  kind: Kind;
  required: boolean;
}

export interface Target {
  label: string;
  /** A valid input: each case breaks one thing in it. */
  valid: Record<string, unknown>;
  fields: Field[];
  send: Send;
  /** Where the input's fields sit in an issue path (tRPC update nests them under `changes`). */
  prefix?: string;
  /** Wraps the input (tRPC update: { id, changes }). */
  wrap?: (input: Record<string, unknown>) => unknown;
}

export const bookingFields: Field[] = [
  { name: "firstName", kind: "name", required: true },
  { name: "lastName", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "phone", kind: "phone", required: true },
  { name: "date", kind: "bookingDate", required: true },
  { name: "startTime", kind: "time", required: true },
  { name: "engineer", kind: "engineer", required: true },
  { name: "duration", kind: "duration", required: true },
  { name: "totalCost", kind: "cost", required: true },
  { name: "projectDescription", kind: "text", required: false },
];
const publicBookingFields = bookingFields.map((f) =>
  f.name === "startTime" ? { ...f, kind: "publicTime" as const } : f,
);
const contactFields: Field[] = [
  { name: "firstName", kind: "name", required: true },
  { name: "lastName", kind: "name", required: true },
  { name: "email", kind: "email", required: true },
  { name: "phone", kind: "optionalPhone", required: false },
  { name: "subject", kind: "subject", required: true },
  { name: "message", kind: "text", required: true },
  { name: "website", kind: "website", required: false },
  { name: "startedAt", kind: "startedAt", required: false },
];
export const optional = (fields: Field[]) => fields.map((f) => ({ ...f, required: false }));

/** Doors that take the same input (a REST route and its tRPC twin, or two procedures). */
export function twins(
  pairs: (readonly [string, Send])[],
  valid: Record<string, unknown>,
  fields: Field[],
): Target[] {
  return pairs.map(([label, send]) => ({ label, valid, fields, send }));
}

/** The visitor's doors: booking, contact, login. */
export function publicTargets(studio: BadInputStudio): Target[] {
  const { rest, mutation } = sendersOf(studio);
  const publicBooking = {
    ...bookingPayload({ date: upcoming(6, 2), startTime: "18:00" }),
    totalCost: priceOf(DEFAULT_RATE_CARD, null, 2),
  };
  const contact = {
    firstName: "Sam",
    lastName: "Lee",
    email: "sam@example.com",
    phone: "07700900123",
    subject: "other",
    message: "A perfectly good question",
    website: "",
    startedAt: Date.now() - 60_000,
  };
  return [
    ...twins(
      [
        ["REST POST /api/bookings", rest("POST", "/api/bookings", false)],
        ["tRPC bookings.create", mutation("bookings.create", false)],
      ],
      publicBooking,
      publicBookingFields,
    ),
    ...twins(
      [
        ["REST POST /api/contact", rest("POST", "/api/contact", false)],
        ["tRPC contact.send", mutation("contact.send", false)],
      ],
      contact,
      contactFields,
    ),
    ...twins(
      [
        ["REST POST /api/admin/login", rest("POST", "/api/admin/login", false)],
        ["tRPC admin.login", mutation("admin.login", false)],
      ],
      { password: PASSWORD },
      [{ name: "password", kind: "password", required: true }],
    ),
  ];
}
