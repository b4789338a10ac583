/**
 * The studio's takings on one booking: payments and refunds taken at the studio (never online), what
 * is still owed and the status staff see. Amounts are whole pence; the balance is the price less
 * what was paid plus what was refunded.
 */
import * as z from "zod/mini";
import type { Attendance } from "./attendance.js";
import type { Booking } from "./schemas.js";
import { formatPounds } from "./money.js";
import { paragraphText } from "./text.js";

export const PAYMENT_METHODS = ["cash", "card", "contactless", "bank-transfer"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
const PAYMENT_KINDS = ["payment", "refund"] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
const PAYMENT_STATUSES = ["unpaid", "part-paid", "paid", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const METHOD_LABELS: Readonly<Record<PaymentMethod, string>> = {
  cash: "Cash",
  card: "Card",
  contactless: "Contactless",
  "bank-transfer": "Bank transfer",
};
const STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: "Unpaid",
  "part-paid": "Part-paid",
  paid: "Paid",
  refunded: "Refunded",
};

export const paymentMethodLabel = (method: PaymentMethod) => METHOD_LABELS[method];
export const paymentStatusLabel = (status: PaymentStatus) => STATUS_LABELS[status];

/** One payment or refund as the API answers it. */
export interface Payment {
  id: number;
  bookingId: string;
  kind: PaymentKind;
  amountPence: number;
  method: PaymentMethod;
  note: string | null;
  /** Why money went back; every refund has one. */
  reason: string | null;
  /** ISO instant. */
  takenAt: string;
  takenBy: string;
}

type Money = Pick<Payment, "kind" | "amountPence">;

/** What a booking's payments come to: paid is payments less refunds. */
export interface Takings {
  paidPence: number;
  balancePence: number;
  paymentStatus: PaymentStatus;
}

export function takingsOf(pricePence: number, entries: readonly Money[]): Takings {
  let taken = 0;
  let refunded = 0;
  for (const entry of entries) {
    if (entry.kind === "payment") taken += entry.amountPence;
    else refunded += entry.amountPence;
  }
  const paidPence = taken - refunded;
  const balancePence = pricePence - paidPence;
  return { paidPence, balancePence, paymentStatus: statusOf(taken, refunded, balancePence) };
}

function statusOf(taken: number, refunded: number, balance: number): PaymentStatus {
  if (refunded > 0 && taken - refunded <= 0) return "refunded";
  if (balance <= 0) return "paid";
  return taken - refunded > 0 ? "part-paid" : "unpaid";
}

/** A booking as the staff's lists show it: its takings, who came, and the customer's no-shows. */
export interface StaffBookingFacts extends Takings {
  attendance: Attendance | null;
  lateCancel: boolean;
  /** The customer's no-shows on any booking (same e-mail or phone). */
  customerNoShows: number;
  /** Set when the producer's own calendar shows them busy during it (busy-for-staff.ts). */
  busyWarning?: string;
  /** On a cancelled booking: what its cancel's terms owe back and staff have not yet refunded. */
  refundDuePence?: number;
}

export type StaffBooking = Booking & StaffBookingFacts;

/** 'owes £30.00' on an active booking with something left to pay, else null. */
export function owesText(booking: Pick<Booking, "status"> & Partial<Takings>): string | null {
  if (booking.status !== "confirmed" || booking.balancePence === undefined || booking.balancePence <= 0)
    return null;
  return `owes ${formatPounds(booking.balancePence)}`;
}

/** A payment or refund about to be taken; a refund may lower the price by what it gives back. */
type MoneyMove = Money & { reducePrice?: boolean };

type MoneyVerdict = { ok: true; after: Takings; pricePence: number } | { ok: false; message: string };

/**
 * The price after a refund that lowers it: down by the part of the refund that is not a credit
 * being given back (money paid over the price), never below zero. So a settled booking stays settled.
 */
function priceAfterRefund(pricePence: number, paidPence: number, refundPence: number): number {
  const credit = Math.max(paidPence - pricePence, 0);
  return Math.max(pricePence - Math.max(refundPence - credit, 0), 0);
}

/**
 * Whether a payment or refund may be taken: a payment never takes the balance below zero, a refund
 * never gives back more than was paid. The refusal names the balance (or what was paid). A refund
 * with `reducePrice` also gives the booking's new price.
 */
export function checkMoneyMove(pricePence: number, entries: readonly Money[], move: MoneyMove): MoneyVerdict {
  const before = takingsOf(pricePence, entries);
  if (move.kind === "payment" && move.amountPence > before.balancePence) {
    return {
      ok: false,
      message: `A payment of ${formatPounds(move.amountPence)} is more than the balance of ${formatPounds(Math.max(before.balancePence, 0))}`,
    };
  }
  if (move.kind === "refund" && move.amountPence > before.paidPence) {
    return {
      ok: false,
      message: `A refund of ${formatPounds(move.amountPence)} is more than the ${formatPounds(Math.max(before.paidPence, 0))} paid`,
    };
  }
  const price =
    move.kind === "refund" && move.reducePrice
      ? priceAfterRefund(pricePence, before.paidPence, move.amountPence)
      : pricePence;
  const entry: Money = { kind: move.kind, amountPence: move.amountPence };
  return { ok: true, after: takingsOf(price, [...entries, entry]), pricePence: price };
}

const MAX_PAYMENT_NOTE = 500;
const AMOUNT_TEXT = "Amount must be a whole number of pence";
const REFUND_REASON_REQUIRED = "Reason is required for a refund";

const noteSchema = paragraphText(MAX_PAYMENT_NOTE, {
  type: "Note must be text",
  tooLong: `Note must be at most ${MAX_PAYMENT_NOTE} characters`,
});

/** What staff send to take a payment or a refund. */
export const paymentInputSchema = z
  .object({
    amountPence: z
      .number({ error: AMOUNT_TEXT })
      .check(
        z.int(AMOUNT_TEXT),
        z.minimum(1, "Amount must be more than zero"),
        z.maximum(100_000_000, "Amount is too large"),
      ),
    method: z.enum(PAYMENT_METHODS, { error: "Method must be cash, card, contactless or bank-transfer" }),
    note: z.optional(noteSchema),
    kind: z._default(z.enum(PAYMENT_KINDS, { error: "Kind must be payment or refund" }), "payment"),
    reason: z.optional(noteSchema),
    sendReceipt: z._default(z.boolean({ error: "Send receipt must be true or false" }), true),
    /** A refund lowers the booking's price by what it gives back (the booking stays settled) unless false. */
    reducePrice: z._default(z.boolean({ error: "Reduce price must be true or false" }), true),
  })
  .check(
    z.superRefine((input, issues) => {
      if (input.kind === "refund" && !input.reason) {
        issues.addIssue({ code: "custom", path: ["reason"], message: REFUND_REASON_REQUIRED });
      }
    }),
  );
export type PaymentInput = z.infer<typeof paymentInputSchema>;
