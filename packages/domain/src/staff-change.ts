/**
 * What a staff change may say about its e-mails: whether the customer hears of it, and which
 * earlier change it undoes. A staff change's mails wait out the undo window; an Undo inside it
 * means nobody is e-mailed at all. A session recorded after it happened e-mails nobody either.
 * Staff's create and edit options (their mails, the diary's override) are read here too: the
 * booking page, which uses the diary's and the holds' public rules, then builds none of them.
 */
import * as z from "zod/mini";
import { adminBookingEditSchema, adminBookingInputSchema, type FieldIssue } from "./admin.js";
import { type SessionSlot, sessionInterval } from "./schedule.js";

export const DONT_EMAIL_CUSTOMER_LABEL = "Don't e-mail the customer";
export const RECORD_PAST_LABEL = "Record a past session";

/** The history's note on a change the customer was not told of, and on an Undo nobody heard of. */
export const CUSTOMER_NOT_EMAILED_NOTE = "Customer not e-mailed";
export const UNDONE_SILENTLY_NOTE = "Undone inside the undo window: nobody was e-mailed";
export const PAST_SESSION_NOTE = "Recorded as a past session: nobody was e-mailed";

export const PAST_START_MESSAGE = `This session starts in the past. Tick "${RECORD_PAST_LABEL}" to record it without e-mailing anyone.`;

/** The e-mail options every staff change takes (both doors, every change). */
export const staffMailOptionsSchema = z.object({
  notifyCustomer: z.optional(z.boolean({ error: "notifyCustomer must be true or false" })),
  undoes: z.optional(z.uuid({ error: "undoes must be the key of the change to undo" })),
});
export type StaffMailOptions = z.infer<typeof staffMailOptionsSchema>;

/** An Undo's key names a change to another booking than the one it is sent with. */
export const UNDO_OF_ANOTHER_BOOKING = "undoes must be the key of a change to this booking";

/** What a held change answers with: the key an Undo names, and until when it is silent. */
export interface StaffUndo {
  key: string;
  /** ISO instant: an Undo before it e-mails nobody. */
  until: string;
}

/** A start in the past: staff must say they are recording one (and then nobody is e-mailed). */
export function pastStartIssues(slot: SessionSlot, now: Date, recordPast: boolean): FieldIssue[] {
  if (recordPast) return [];
  const interval = sessionInterval(slot);
  if (!interval || interval.startMs >= now.getTime()) return [];
  return [{ path: "startTime", message: PAST_START_MESSAGE }];
}

/** The Archive's Restore question: it books the session again and says whom it will e-mail. */
export function restoreQuestion(
  customerEmail: string,
  staffEmails: readonly string[],
  notify: boolean,
): string {
  const staff = staffEmails.length > 0 ? `the staff (${staffEmails.join(", ")})` : "the staff";
  const who = notify ? `${customerEmail} and ${staff}` : `${staff} only; the customer is not told`;
  return `Restore this session? It is booked again and e-mails ${who}.`;
}

/** Staff go ahead over a closed night, a producer's leave or busy time: only when they say so. */
const overrideDiarySchema = z.optional(z.boolean({ error: "overrideDiary must be true or false" }));

/** Admin create: the booking, and an explicit override of a closure, leave or busy time. */
export const adminCreateSchema = z.extend(adminBookingInputSchema, {
  overrideDiary: overrideDiarySchema,
  notifyCustomer: staffMailOptionsSchema.shape.notifyCustomer,
  recordPast: z.optional(z.boolean({ error: "recordPast must be true or false" })),
  /** Under a deposit policy: the booking is provisional until its deposit is paid (else confirmed). */
  askDeposit: z.optional(z.boolean({ error: "askDeposit must be true or false" })),
});
export type AdminCreateInput = z.infer<typeof adminCreateSchema>;

/** An edit's or a restore's options: its mails, and the override of the diary. */
export const staffEditOptionsSchema = z.extend(staffMailOptionsSchema, {
  overrideDiary: overrideDiarySchema,
});
export type StaffEditOptions = z.infer<typeof staffEditOptionsSchema>;

/** The Edit dialog's values: the booking, its cost required, and whether the customer hears. */
export const adminEditFormSchema = z.extend(adminBookingEditSchema, {
  notifyCustomer: staffMailOptionsSchema.shape.notifyCustomer,
});
export type AdminEditFormOutput = z.infer<typeof adminEditFormSchema>;
