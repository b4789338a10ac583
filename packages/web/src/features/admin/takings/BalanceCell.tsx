import { formatPounds, paymentStatusLabel } from "@studio/domain";
import type { MaybeStaffBooking } from "./PaymentBadges";

/** The night sheet's balance: what is still owed and the payment status ('£30.00, Part-paid'). */
export function BalanceCell({ booking }: { booking: MaybeStaffBooking }) {
  if (booking.balancePence === undefined || booking.paymentStatus === undefined) return null;
  return (
    <>{`${formatPounds(Math.max(booking.balancePence, 0))}, ${paymentStatusLabel(booking.paymentStatus)}`}</>
  );
}
