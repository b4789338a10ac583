/**
 * What a change does to a provisional booking's deposit: a move's deadline, a new price's amount,
 * and the move form's word on both. Pure: the caller passes `now`.
 */
import type { DepositPolicy } from "./deposit-policy.js";
import {
  DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE,
  depositPenceFor,
  depositTooLate,
  depositTooLateMessage,
  formatDeadline,
  formatDepositPounds,
} from "./deposits.js";

const HOUR_MS = 3_600_000;

/**
 * A provisional booking moved keeps its deadline, unless the new session's cutoff (start − cutoff
 * hours) comes earlier: then that one. What was paid moves with the booking untouched.
 */
export function depositDeadlineAfterMove(
  policy: Pick<DepositPolicy, "depositCutoffHours">,
  dueMs: number,
  newStartMs: number,
): number {
  return Math.min(dueMs, newStartMs - policy.depositCutoffHours * HOUR_MS);
}

/**
 * A provisional booking whose price changed (a staff edit, a move to another length) owes the
 * studio's deposit on the new price; with no policy now, the deposit it had, never above the price.
 * A change that keeps the price keeps the deposit (a policy changed since does not reach it).
 */
export function depositAfterPriceChange(
  policy: Pick<DepositPolicy, "deposit">,
  depositPence: number,
  price: { from: number; to: number },
): number {
  if (price.from === price.to) return depositPence;
  return depositPenceFor(policy.deposit ?? { amountPence: depositPence }, price.to);
}

/**
 * The move form's and the staff's Edit form's word on a provisional booking's deposit after the
 * change: paid up to its amount on the new price, that the change confirms it; else the amount
 * and its deadline ('Deposit: £32, due by Tue 1 Dec, 6:00 PM.'), or the refusal (the customer's
 * or the staff's) when under two hours would be left to pay; null when no deposit is due.
 */
export function depositAfterChange(
  policy: Pick<DepositPolicy, "deposit" | "depositCutoffHours"> & {
    messagingNumber: string;
    bookingsEmail: string;
  },
  due: {
    /** The price before the change. */
    totalCost: number;
    depositPence?: number | null | undefined;
    depositDueAt?: string | null | undefined;
    paidPence?: number | undefined;
  },
  change: { pricePence: number; startMs: number; by: "customer" | "staff" },
  now: Date,
): string | null {
  if (!due.depositPence || !due.depositDueAt) return null;
  const price = { from: due.totalCost, to: change.pricePence };
  const pence = depositAfterPriceChange(policy, due.depositPence, price);
  if ((due.paidPence ?? 0) >= pence) return DEPOSIT_PAID_BY_CHANGE_LINE;
  const keptMs = Date.parse(due.depositDueAt);
  const dueMs = depositDeadlineAfterMove(policy, keptMs, change.startMs);
  if (dueMs !== keptMs && depositTooLate(dueMs, now))
    return change.by === "customer" ? depositTooLateMessage(policy) : DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE;
  return `Deposit: ${formatDepositPounds(pence)}, due by ${formatDeadline(dueMs, now)}.`;
}

/** What is paid already covers the deposit on the new price. */
export const DEPOSIT_PAID_BY_CHANGE_LINE =
  "What has been paid covers the deposit: this change confirms the booking.";
