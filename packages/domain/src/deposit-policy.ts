/**
 * A studio's deposit policy and cancellation terms, as the studio profile holds them.
 * No deposit (`null`, the default) keeps every booking confirmed at once, as before.
 */
import * as z from "zod/mini";
import { londonInstant } from "./schedule.js";

const DEFAULT_DEPOSIT_DUE_HOURS = 48;
const DEFAULT_DEPOSIT_CUTOFF_HOURS = 24;
const DEFAULT_DEPOSIT_REMINDER_HOURS = 24;

const hours = z.number().check(z.int(), z.minimum(0), z.maximum(24 * 90));

/** `{ percent }` of the price (rounded up to whole pounds) or a fixed `{ amountPence }`. */
const DEPOSIT_INVALID_MESSAGE = "A deposit is a whole percent from 1 to 100, or an amount over £0";
export const DEPOSIT_PERCENT_MESSAGE = "A whole percent from 1 to 100";
const DEPOSIT_AMOUNT_MESSAGE = "An amount over £0, in whole pence";
const depositSchema = z.union(
  [
    z.strictObject({
      percent: z
        .number(DEPOSIT_PERCENT_MESSAGE)
        .check(
          z.int(DEPOSIT_PERCENT_MESSAGE),
          z.minimum(1, DEPOSIT_PERCENT_MESSAGE),
          z.maximum(100, DEPOSIT_PERCENT_MESSAGE),
        ),
    }),
    z.strictObject({
      amountPence: z
        .number(DEPOSIT_AMOUNT_MESSAGE)
        .check(z.int(DEPOSIT_AMOUNT_MESSAGE), z.positive(DEPOSIT_AMOUNT_MESSAGE)),
    }),
  ],
  { error: DEPOSIT_INVALID_MESSAGE },
);
export type Deposit = z.infer<typeof depositSchema>;

/** One band: the share of what was paid kept on a cancel with at least `noticeHours` notice. */
const cancellationBandSchema = z.strictObject({
  noticeHours: hours,
  keepPercent: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
});
export type CancellationBand = z.infer<typeof cancellationBandSchema>;

/** The policy's keys of the studio profile, each with its default. */
export const depositPolicyFields = {
  deposit: z._default(z.nullable(depositSchema), null),
  /** Hours after booking to pay the deposit. */
  depositDueHours: z._default(hours.check(z.minimum(1)), DEFAULT_DEPOSIT_DUE_HOURS),
  /** The deposit is due no later than this many hours before the session. */
  depositCutoffHours: z._default(hours, DEFAULT_DEPOSIT_CUTOFF_HOURS),
  /** The one reminder goes this many hours before the deadline; 0 turns it off. */
  depositReminderHours: z._default(hours, DEFAULT_DEPOSIT_REMINDER_HOURS),
  /** How to pay: bank details, "quote your reference", "or pay at the studio". */
  paymentInstructions: z._default(z.string(), ""),
  /** Bands of notice and the share kept; none: nothing is kept automatically. */
  cancellationTerms: z._default(z.array(cancellationBandSchema), []),
};

/** The deposit policy and terms as the Studio tab edits them (the section's other keys ignored). */
export const depositPolicySchema = z.object(depositPolicyFields);
export type DepositPolicyValues = z.input<typeof depositPolicySchema>;

export interface DepositPolicy {
  deposit: Deposit | null;
  depositDueHours: number;
  depositCutoffHours: number;
  depositReminderHours: number;
  paymentInstructions: string;
  cancellationTerms: CancellationBand[];
}

/** Staff move a provisional booking's deadline: `{ dueAt }`, an ISO instant. */
export const depositDeadlineSchema = z.object({
  dueAt: z.iso.datetime({ offset: true, error: "Deadline must be a date and time" }),
});

/** The deadline as staff type it: a London date and time (`deadlineInstant` makes it an instant). */
export const depositDeadlineFieldsSchema = z.object({
  date: z.iso.date({ error: "Enter a date" }),
  time: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time, e.g. 18:00")),
});

/** The instant of a London date and time, as the deposit call takes it; undefined in the hour the clocks skip. */
export function deadlineInstant({ date, time }: { date: string; time: string }): string | undefined {
  const ms = londonInstant(date, time);
  return ms === null ? undefined : new Date(ms).toISOString();
}
