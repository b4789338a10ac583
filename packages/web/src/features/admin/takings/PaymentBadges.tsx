import { Badge } from "@mantine/core";
import {
  type Booking,
  noShowsText,
  owesText,
  type PaymentStatus,
  paymentStatusLabel,
  type StaffBookingFacts,
} from "@studio/domain";

const STATUS_COLORS: Readonly<Record<PaymentStatus, string>> = {
  unpaid: "gray",
  "part-paid": "yellow",
  paid: "green",
  refunded: "grape",
};

/** A booking with its takings when the list carries them (the archive and calendar do not). */
export type MaybeStaffBooking = Booking & Partial<StaffBookingFacts>;

/** The takings at a glance: payment status, what is owed, who came, and the customer's no-shows. */
export function PaymentBadges({ booking }: { booking: MaybeStaffBooking }) {
  if (booking.paymentStatus === undefined) return null;
  const owes = owesText(booking);
  return (
    <>
      <Badge variant="light" color={STATUS_COLORS[booking.paymentStatus]} data-testid="payment-status">
        {paymentStatusLabel(booking.paymentStatus)}
      </Badge>
      {owes ? (
        <Badge variant="outline" color="orange" data-testid="owes">
          {owes}
        </Badge>
      ) : null}
      {booking.attendance ? (
        <Badge variant="light" color={booking.attendance === "arrived" ? "teal" : "red"}>
          {booking.attendance === "arrived" ? "Arrived" : "No-show"}
        </Badge>
      ) : null}
      {booking.lateCancel ? (
        <Badge variant="outline" color="red">
          Late cancel
        </Badge>
      ) : null}
      {booking.customerNoShows ? (
        <Badge variant="filled" color="red" data-testid="no-shows">
          {noShowsText(booking.customerNoShows)}
        </Badge>
      ) : null}
    </>
  );
}
