/**
 * Deposits: how much a provisional booking must pay, by when, and the texts that say it.
 * Pure: the caller passes `now` and the instants; amounts are whole pence.
 */
import type { Deposit, DepositPolicy } from "./deposit-policy.js";
import { londonZoneName } from "./mail-dates.js";
import { formatPounds } from "./money.js";
import { londonDateTime } from "./schedule.js";
import { formatMoment } from "./when.js";

const HOUR_MS = 3_600_000;
/** Less than this to pay: the public booking is refused (staff may still book it). */
export const DEPOSIT_MIN_HOURS_TO_PAY = 2;

/** £50 for whole pounds, else £50.50. */
export function formatDepositPounds(pence: number): string {
  const text = formatPounds(pence);
  return text.endsWith(".00") ? text.slice(0, -3) : text;
}

/** The deposit on a price: a percent rounded up to whole pounds, or the fixed amount; never above the price. */
export function depositPenceFor(deposit: Deposit, pricePence: number): number {
  const pence =
    "percent" in deposit ? Math.ceil((pricePence * deposit.percent) / 10_000) * 100 : deposit.amountPence;
  return Math.min(pence, pricePence);
}

/** The deadline (ms): the earlier of booking + due hours and start − cutoff hours. */
export function depositDeadlineMs(
  policy: Pick<DepositPolicy, "depositDueHours" | "depositCutoffHours">,
  bookedAtMs: number,
  startMs: number,
): number {
  return Math.min(
    bookedAtMs + policy.depositDueHours * HOUR_MS,
    startMs - policy.depositCutoffHours * HOUR_MS,
  );
}

/** Under two hours to pay: the public booking is refused. */
export function depositTooLate(deadlineMs: number, now: Date): boolean {
  return deadlineMs - now.getTime() < DEPOSIT_MIN_HOURS_TO_PAY * HOUR_MS;
}

/** The public refusal when there is no time left to pay the deposit. */
export function depositTooLateMessage(contact: { messagingNumber: string; bookingsEmail: string }): string {
  return (
    "This session starts too soon to pay the deposit in time. " +
    `Please message the studio on ${contact.messagingNumber} or e-mail ${contact.bookingsEmail} to book it.`
  );
}

/** When the reminder goes (ms); null when reminders are off or it would go before the booking. */
export function depositReminderMs(
  deadlineMs: number,
  reminderHours: number,
  bookedAtMs: number,
): number | null {
  const at = deadlineMs - reminderHours * HOUR_MS;
  return reminderHours > 0 && at > bookedAtMs ? at : null;
}

/**
 * A deadline's real day and time: 'Tue 1 Dec, 6:00 PM' (the year when not `now`'s), with GMT or BST
 * named when the clock changes within twelve hours of it, where a wall time alone misleads.
 */
export function formatDeadline(instant: string | number, now: Date): string {
  const ms = typeof instant === "number" ? instant : Date.parse(instant);
  const wall = londonDateTime(ms);
  const year = wall.date.slice(0, 4) !== londonDateTime(now.getTime()).date.slice(0, 4);
  const changes = londonZoneName(ms - 12 * HOUR_MS) !== londonZoneName(ms + 12 * HOUR_MS);
  return `${formatMoment(wall, { year })}${changes ? ` ${londonZoneName(ms)}` : ""}`;
}

/**
 * The status staff see: a booking still owing its deposit is 'provisional' (it is stored
 * 'confirmed', its time taken, with the deposit due beside it); any other shows its own.
 */
export function shownStatus(booking: {
  status: string;
  depositPence?: number | null | undefined;
  depositDueAt?: string | null | undefined;
}): string {
  return booking.status === "confirmed" && booking.depositPence && booking.depositDueAt
    ? "provisional"
    : booking.status;
}

/** The work list's line: 'Deposit £50 due by Tue 1 Dec, 6:00 PM'. */
export function depositDueText(depositPence: number, dueAt: string, now: Date): string {
  return `Deposit ${formatDepositPounds(depositPence)} due by ${formatDeadline(dueAt, now)}`;
}

/**
 * The Take payment dialog's line on a provisional booking: 'Deposit £18 due by Tue 1 Dec, 6:00 PM:
 * £8.00 more confirms the booking.' (what is left of the deposit after what was paid).
 */
export function depositPaymentLine(
  depositPence: number,
  paidPence: number,
  dueAt: string,
  now: Date,
): string {
  const left = Math.max(depositPence - paidPence, 0);
  return `${depositDueText(depositPence, dueAt, now)}: ${formatPounds(left)} more confirms the booking.`;
}

/** The reason a lapsed booking is cancelled with: 'No deposit by Tue 1 Dec, 6:00 PM'. */
export function depositLapseReason(dueAt: string, now: Date): string {
  return `No deposit by ${formatDeadline(dueAt, now)}`;
}

/** The Create form's choice, offered when the studio has a deposit policy. */
export const ASK_DEPOSIT_LABEL = "Ask for a deposit";
export const NO_DEPOSIT_POLICY_MESSAGE = "The studio has no deposit policy: set one in the Studio tab first";
/** Staff asked for a deposit that could not be paid in time. */
export const DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE = `Less than ${DEPOSIT_MIN_HOURS_TO_PAY} hours are left to pay a deposit before this session: book it without one`;
/** Staff moved a provisional booking so near that its deposit could not be paid in time. */
export const DEPOSIT_TOO_LATE_FOR_MOVE_MESSAGE = `Less than ${DEPOSIT_MIN_HOURS_TO_PAY} hours would be left to pay this booking's deposit: confirm it without one first`;

export const DEPOSIT_LAPSED_MESSAGE =
  "This booking was released because its deposit was not paid in time. Nothing was recorded.";
export const NOT_PROVISIONAL_MESSAGE = "Only a provisional booking has a deposit deadline";
export const DEPOSIT_DUE_PAST_MESSAGE = "The deposit deadline must be in the future";
export const DEPOSIT_DUE_AFTER_START_MESSAGE = "The deposit deadline must come before the session starts";

/**
 * The deposit a booking made now would owe: its amount and deadline, "too-late" when under two
 * hours would be left to pay it, null without a deposit. The server's plan and the forms' words.
 */
export function depositPlan(
  policy: Pick<DepositPolicy, "deposit" | "depositDueHours" | "depositCutoffHours">,
  pricePence: number,
  startMs: number,
  now: Date,
): { depositPence: number; dueMs: number } | "too-late" | null {
  const depositPence = policy.deposit ? depositPenceFor(policy.deposit, pricePence) : 0;
  if (depositPence <= 0) return null;
  const dueMs = depositDeadlineMs(policy, now.getTime(), startMs);
  return depositTooLate(dueMs, now) ? "too-late" : { depositPence, dueMs };
}

/**
 * The booking form's word on the deposit before the visitor books: the amount and the deadline
 * it would have if booked now ('Deposit: £18, due by Wed 2 Dec, 6:00 PM to confirm ...'), the
 * public refusal when too near to pay it; null without a deposit.
 */
export function depositBeforeBooking(
  policy: Pick<DepositPolicy, "deposit" | "depositDueHours" | "depositCutoffHours"> & {
    messagingNumber: string;
    bookingsEmail: string;
  },
  pricePence: number,
  startMs: number,
  now: Date,
): string | null {
  const plan = depositPlan(policy, pricePence, startMs, now);
  if (plan === null) return null;
  if (plan === "too-late") return depositTooLateMessage(policy);
  return `Deposit: ${formatDepositPounds(plan.depositPence)}, due by ${formatDeadline(plan.dueMs, now)} to confirm your booking; the rest is paid at the studio.`;
}

/**
 * The staff's Create form, asking a deposit: 'Deposit £18 due by Wed 2 Dec, 6:00 PM; provisional
 * until it is paid', or why none can be asked.
 */
export function staffDepositText(
  policy: Pick<DepositPolicy, "deposit" | "depositDueHours" | "depositCutoffHours">,
  pricePence: number,
  startMs: number,
  now: Date,
): string | null {
  const plan = depositPlan(policy, pricePence, startMs, now);
  if (plan === null) return null;
  if (plan === "too-late") return DEPOSIT_TOO_LATE_FOR_STAFF_MESSAGE;
  return `${depositDueText(plan.depositPence, new Date(plan.dueMs).toISOString(), now)}; provisional until it is paid`;
}
