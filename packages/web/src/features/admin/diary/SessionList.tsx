import { List } from "@mantine/core";
import { type Booking, formatStaffSession } from "@studio/domain";
import { fullName } from "../bookings/BookingFacts";

/** 'Ada Lovelace, Fri 27 Nov 8:00 PM – 10:00 PM with Dre', one session a line. */
export function SessionList({ bookings, testId }: { bookings: readonly Booking[]; testId: string }) {
  return (
    <List size="sm" data-testid={testId}>
      {bookings.map((booking) => (
        <List.Item key={booking.id}>
          {fullName(booking)}, {formatStaffSession(booking, new Date())} with {booking.engineer}
        </List.Item>
      ))}
    </List>
  );
}
