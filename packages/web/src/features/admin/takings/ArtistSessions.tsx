import { Group, List, Text } from "@mantine/core";
import { formatStaffSession, statusLabel } from "@studio/domain";
import { type MaybeStaffBooking, PaymentBadges } from "./PaymentBadges";

/** The artist's sessions, latest first: when (its real day), with whom, its status and its money. */
export function ArtistSessions({
  bookings,
  labelledBy,
}: {
  bookings: MaybeStaffBooking[];
  labelledBy: string;
}) {
  const now = new Date();
  const latestFirst = [...bookings].sort(
    (a, b) => b.date.localeCompare(a.date) || b.startTime.localeCompare(a.startTime),
  );
  return (
    <List listStyleType="none" spacing="xs" aria-labelledby={labelledBy} data-testid="artist-sessions">
      {latestFirst.map((booking) => (
        <List.Item key={booking.id}>
          <Text size="sm" fw={500}>
            {formatStaffSession(booking, now)}
          </Text>
          <Group gap={6} mt={2}>
            <Text size="xs" c="dark.1">
              with {booking.engineer} · {statusLabel(booking.status)}
            </Text>
            <PaymentBadges booking={{ ...booking, customerNoShows: 0 }} />
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
