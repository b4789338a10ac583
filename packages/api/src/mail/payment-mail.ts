// The payment receipt a customer gets when staff take money (or give it back) with "E-mail a receipt" on.
import {
  type Booking,
  depositOwedText,
  formatMailMoment,
  formatMailSessionLong,
  formatPounds,
  type Payment,
  paymentMethodLabel,
  type Takings,
} from "@studio/domain";
import type { StudioProfile } from "../config/index.js";
import type { OutgoingMail } from "../store/email-outbox.js";
import { brandOf, moneyFacts } from "./brand.js";

/** The session the money was for; a refund on a cancelled one says so. */
const sessionOf = (booking: Booking, now: Date) =>
  `${formatMailSessionLong(booking, now)}${booking.status === "cancelled" ? " (cancelled)" : ""}`;

export function paymentReceiptMail(
  booking: Booking,
  payment: Omit<Payment, "id">,
  after: Takings,
  profile: StudioProfile,
  /** A deposit still due after it: what is left of it confirms the booking. */
  deposit?: { depositPence: number; dueAt: string },
): OutgoingMail {
  const amount = formatPounds(payment.amountPence);
  // Taken now: the receipt's dates read as every other mail's, from the moment it was taken.
  const now = new Date(payment.takenAt);
  const refund = payment.kind === "refund";
  const heading = refund ? "Refund" : "Payment received";
  const intro = refund
    ? `We have refunded ${amount} for your session at ${profile.name}.`
    : `Thank you: we have received ${amount} for your session at ${profile.name}.`;
  return {
    to: [booking.email],
    replyTo: profile.bookingsEmail,
    subject: `${heading}: ${amount} at ${profile.name}`,
    template: {
      name: "payment-receipt",
      props: {
        brand: brandOf(profile),
        preview: intro,
        heading,
        greeting: `Hi ${booking.firstName},`,
        intro,
        facts: [
          { label: refund ? "Refunded" : "Received", value: amount },
          { label: "Method", value: paymentMethodLabel(payment.method) },
          { label: "When", value: `${formatMailMoment(payment.takenAt, now)} (London time)` },
          { label: "Session", value: sessionOf(booking, now) },
          // What is paid and what is due after it, in the words of every booking mail.
          ...moneyFacts(deposit ? { ...booking, status: "provisional" } : booking, after),
          ...(deposit
            ? [
                {
                  label: "Deposit",
                  value: `${depositOwedText(deposit.depositPence, after.paidPence, deposit.dueAt, now)}, to confirm your booking`,
                },
              ]
            : []),
          { label: "Reference", value: booking.id },
        ],
        closing: `Questions about a payment? Reply to this e-mail or write to ${profile.bookingsEmail}.`,
      },
    },
  };
}
