import { Group } from "@mantine/core";
import { type MaybeStaffBooking, PaymentBadges } from "./PaymentBadges";

/** The takings badges on their own wrapping line, so a phone-wide card never scrolls sideways. */
export function TakingsRow({ booking }: { booking: MaybeStaffBooking }) {
  if (booking.paymentStatus === undefined) return null;
  return (
    <Group gap={6} wrap="wrap" data-testid="takings">
      <PaymentBadges booking={booking} />
    </Group>
  );
}
