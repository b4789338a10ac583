import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { type Booking, formatDateTime, statusColor, statusLabel } from "@studio/domain";
import { BookingFacts, ContactLine, fullName } from "./BookingFacts";
import { useBookingStatus } from "./useBookingStatus";

interface BookingCardProps {
  booking: Booking;
  onView: (id: string) => void;
  onEdit: (booking: Booking) => void;
}

export function BookingCard({ booking, onView, onEdit }: BookingCardProps) {
  const setStatus = useBookingStatus();
  const headingId = `booking-${booking.id}`;
  const pendingStatus = setStatus.isPending ? setStatus.variables?.status : undefined;

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="booking-card">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" id={headingId}>
              {fullName(booking)}
            </Title>
            <ContactLine email={booking.email} phone={booking.phone} />
          </Stack>
          <Badge variant="light" color={statusColor(booking.status)} style={{ flexShrink: 0 }}>
            {statusLabel(booking.status)}
          </Badge>
        </Group>

        <BookingFacts booking={booking} />

        {booking.projectDescription ? (
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            <Text span fw={600}>
              Project:{" "}
            </Text>
            {booking.projectDescription}
          </Text>
        ) : null}

        <Text size="sm" c="dark.1">
          Booked: {booking.createdAt ? formatDateTime(booking.createdAt) : "N/A"}
        </Text>

        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => onView(booking.id)}>
            View
          </Button>
          <Button size="xs" variant="default" onClick={() => onEdit(booking)}>
            Edit
          </Button>
          {booking.status === "confirmed" ? (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={pendingStatus === "cancelled"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: booking.id, status: "cancelled" })}
            >
              Cancel
            </Button>
          ) : null}
          {booking.status === "cancelled" ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              loading={pendingStatus === "confirmed"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: booking.id, status: "confirmed" })}
            >
              Restore
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
