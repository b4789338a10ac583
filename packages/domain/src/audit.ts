/** A booking's history: what each admin change did, in words every screen shares. */
import * as z from "zod/mini";
import { formatPounds } from "./money.js";
import { londonDateTime } from "./schedule.js";
import { formatMoment } from "./when.js";
import { bookingStatusSchema } from "./admin.js";
import { staffEditOptionsSchema } from "./staff-change.js";
import { paragraphText } from "./text.js";

const AUDIT_ACTIONS = ["created", "edited", "cancelled", "restored"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** One changed field: its value before and after. */
export interface FieldChange {
  field: string;
  from: string | number | null;
  to: string | number | null;
}

/** One entry of a booking's history, as the API answers it. */
export interface AuditEntry {
  id: number;
  bookingId: string;
  /** ISO instant of the change. */
  at: string;
  /** Which admin session (and device) made it, or 'public booking form'. */
  actor: string;
  action: AuditAction;
  changes: FieldChange[];
  /** The reason given for a cancellation, if any. */
  note: string | null;
}

export const MAX_CANCEL_REASON = 500;

/** Staff cancel with an optional reason (kept on the booking, shown in the Archive). */
const cancelReasonSchema = z.optional(
  paragraphText(MAX_CANCEL_REASON, {
    type: "Reason must be text",
    tooLong: `Reason must be at most ${MAX_CANCEL_REASON} characters`,
  }),
);

/**
 * The status call: confirmed or cancelled, and for a cancel an optional reason, which the customer's
 * cancellation e-mail carries only when staff choose to send it.
 */
export const bookingStatusChangeSchema = z.extend(bookingStatusSchema, {
  reason: cancelReasonSchema,
  sendReason: z.optional(z.boolean({ error: "Send reason must be true or false" })),
  /** A staff cancel keeps nothing of what was paid (the studio's cancellation terms waived). */
  waiveTerms: z.optional(z.boolean({ error: "waiveTerms must be true or false" })),
});

/**
 * The status call as staff send it: the change, whether the customer is e-mailed of it, and for a
 * restore onto a night since closed (or its producer since away) the override of the diary.
 */
export const staffStatusChangeSchema = z.extend(bookingStatusChangeSchema, staffEditOptionsSchema.shape);
export type StaffStatusChange = z.infer<typeof staffStatusChangeSchema>;

const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  created: "Created",
  edited: "Edited",
  cancelled: "Cancelled",
  restored: "Restored",
};

export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action];
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  date: "Date",
  startTime: "Start time",
  engineer: "Engineer",
  duration: "Duration",
  totalCost: "Total cost",
  projectDescription: "Project description",
  status: "Status",
  cancelReason: "Cancel reason",
  payment: "Payment",
  refund: "Refund",
  attendance: "Attendance",
  deposit: "Deposit",
  depositPence: "Deposit amount",
  depositDueAt: "Deposit deadline",
};

/** Entries of the takings (money in and out, who came): recorded as they happen, never diffed. */
const TAKINGS_FIELDS: readonly string[] = ["payment", "refund", "attendance"];
/** A provisional booking's deposit (its state, amount and deadline): recorded by the deposit's own calls. */
const DEPOSIT_FIELDS: readonly string[] = ["deposit", "depositPence", "depositDueAt"];

function valueText(field: string, value: string | number | null): string {
  if (value === null || value === "") return "(empty)";
  if ((field === "totalCost" || field === "depositPence") && typeof value === "number")
    return formatPounds(value);
  if (field === "depositDueAt" && typeof value === "string")
    return formatMoment(londonDateTime(Date.parse(value)), { year: true });
  if (field === "duration") return `${value} hours`;
  return String(value);
}

/** 'Start time: 15:00 → 17:00'. */
export function describeChange(change: FieldChange): string {
  const label = FIELD_LABELS[change.field] ?? change.field;
  return `${label}: ${valueText(change.field, change.from)} → ${valueText(change.field, change.to)}`;
}

type Comparable = Record<string, unknown>;

/** The fields of `fields` whose value differs between `before` and `after`, old → new. */
export function diffFields(before: Comparable, after: Comparable, fields: readonly string[]): FieldChange[] {
  const scalar = (value: unknown): string | number | null =>
    typeof value === "string" || typeof value === "number" ? value : null;
  return fields
    .filter((field) => scalar(before[field]) !== scalar(after[field]))
    .map((field) => ({ field, from: scalar(before[field]), to: scalar(after[field]) }));
}

/** What an edit may change and the history records. */
export const AUDITED_FIELDS = Object.keys(FIELD_LABELS).filter(
  (field) => field !== "status" && !TAKINGS_FIELDS.includes(field) && !DEPOSIT_FIELDS.includes(field),
);
