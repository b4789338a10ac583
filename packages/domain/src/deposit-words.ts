/**
 * A provisional booking's words to its customer: what is owed of the deposit and by when, the
 * receipt's and the manage page's lines, the reminder, a moved deadline, the confirmation, and the
 * deposit mails' subjects and headings. Pure: `now` is passed in.
 */
import { formatDeadline, formatDepositPounds } from "./deposits.js";
import { bookingReference } from "./takings.js";

/** What a deposit still asks once part of it is paid: '£8 more (£10 of the £18 deposit is paid)'. */
function restOfDeposit(depositPence: number, paidPence: number): string | null {
  if (paidPence <= 0 || paidPence >= depositPence) return null;
  const rest = formatDepositPounds(depositPence - paidPence);
  return `${rest} more (${formatDepositPounds(paidPence)} of the ${formatDepositPounds(depositPence)} deposit is paid)`;
}

/** What a deposit still asks, and by when: '£18, due by ...', or '£8 more (...), due by ...'. */
export function depositOwedText(depositPence: number, paidPence: number, dueAt: string, now: Date): string {
  const owed = restOfDeposit(depositPence, paidPence) ?? formatDepositPounds(depositPence);
  return `${owed}, due by ${formatDeadline(dueAt, now)}`;
}

/**
 * The receipt's and the manage page's lines for a provisional booking, in order; with part of the
 * deposit paid (`paidPence`), the deposit's line says what is left of it.
 */
export function provisionalLines(
  booking: { id: string; depositPence: number; depositDueAt: string; paidPence?: number },
  paymentInstructions: string,
  now: Date,
): string[] {
  const deadline = formatDeadline(booking.depositDueAt, now);
  const owed = depositOwedText(booking.depositPence, booking.paidPence ?? 0, booking.depositDueAt, now);
  return [
    "Your booking is provisional until the deposit is paid.",
    `Deposit: ${owed}.`,
    ...(paymentInstructions.trim() ? [paymentInstructions.trim()] : []),
    `Your booking reference: ${bookingReference(booking.id)}.`,
    `If the deposit is not paid by ${deadline}, the date is released.`,
  ];
}

/**
 * The reminder's line: 'Your deposit of £50 is still due by Tue 1 Dec, 6:00 PM.', or with part of
 * it paid, 'Your deposit is not yet paid in full: £8 more (...) is due by ...'.
 */
export function depositReminderLine(depositPence: number, dueAt: string, now: Date, paidPence = 0): string {
  const rest = restOfDeposit(depositPence, paidPence);
  const deadline = formatDeadline(dueAt, now);
  return rest
    ? `Your deposit is not yet paid in full: ${rest} is due by ${deadline}.`
    : `Your deposit of ${formatDepositPounds(depositPence)} is still due by ${deadline}.`;
}

/** Staff changed the deadline: 'The studio has changed your deposit's deadline: £50 is now due by ...' */
export function depositDeadlineMovedLine(
  depositPence: number,
  dueAt: string,
  now: Date,
  paidPence = 0,
): string {
  const owed = restOfDeposit(depositPence, paidPence) ?? formatDepositPounds(depositPence);
  return `The studio has changed your deposit's deadline: ${owed} is now due by ${formatDeadline(dueAt, now)}.`;
}

/** How a provisional booking came to be confirmed: a payment, a lower price that what was paid covers, or staff. */
export type DepositConfirmation = "paid" | "covered" | "waived";

/** The confirmation's line to the customer, by how it came. */
export const DEPOSIT_CONFIRMED_LINES: Readonly<Record<DepositConfirmation, string>> = {
  paid: "Your deposit has been received: your booking is confirmed.",
  covered: "What you have paid now covers the deposit: your booking is confirmed.",
  waived: "The studio has confirmed your booking: no deposit is needed.",
};

/** The deposit mails' subjects and headings (the booking mail's own subject after the colon). */
export const DEPOSIT_MAIL_WORDS = {
  provisionalSubject: (subject: string) => `Provisional: ${subject}`,
  provisionalHeading: "Your session is provisionally booked",
  provisionalIntro: (studio: string) => `Your recording session at ${studio} is provisionally booked.`,
  confirmedSubject: (studio: string) => `Your session at ${studio} is confirmed`,
  confirmedHeading: "Your session is confirmed",
  reminderSubject: (studio: string) => `Deposit reminder: your session at ${studio}`,
  reminderHeading: "Your deposit is due soon",
  deadlineSubject: (studio: string) => `New deposit deadline: your session at ${studio}`,
  deadlineHeading: "Your deposit deadline has changed",
  /** The staff's mail when a recorded deposit confirms a booking, or a new price that what was paid covers. */
  staffConfirmedHeading: "Deposit received, booking confirmed",
  staffCoveredHeading: "Deposit covered by the new price, booking confirmed",
} as const;
