import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  type Booking,
  formatDateTime,
  formatSessionRangeFrom,
  statusColor,
  statusLabel,
} from "@studio/domain";
import { useState } from "react";
import { BookingFacts, ContactLine, fullName } from "./BookingFacts";
import { CancelDialog } from "./CancelDialog";
import { useBookingStatus } from "./useBookingStatus";
import { ordinal } from "./workList";

interface BookingCardProps {
  booking: Booking;
  /** The session belongs to tonight's studio night. */
  tonight?: boolean;
  /** This customer's nth booking. */
  nth?: number;
  /** The producer is away on this night. */
  away?: boolean;
  onView: (id: string) => void;
  onEdit: (booking: Booking) => void;
}

export function BookingCard({
  booking,
  tonight = false,
  nth,
  away = false,
  onView,
  onEdit,
}: BookingCardProps) {
  const setStatus = useBookingStatus();
  const [confirming, setConfirming] = useState(false);
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
          <Group gap={6} justify="flex-end" style={{ flexShrink: 0 }}>
            {tonight ? (
              <Badge color="amber" variant="filled" c="dark.9">
                Tonight
              </Badge>
            ) : null}
            {away ? (
              <Badge color="yellow" variant="outline">
                Away
              </Badge>
            ) : null}
            <Badge variant="light" color={statusColor(booking.status)}>
              {statusLabel(booking.status)}
            </Badge>
          </Group>
        </Group>

        <Group gap="xs" wrap="wrap">
          <Text fw={600} data-testid="session-range">
            {formatSessionRangeFrom(booking, new Date())}
          </Text>
          {nth ? (
            <Text size="sm" c="dark.1" data-testid="customer-history">
              · {nth === 1 ? "1st booking" : `${ordinal(nth)} booking`}
            </Text>
          ) : null}
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

        {booking.status === "cancelled" && booking.cancelReason ? (
          <Text size="sm" style={{ overflowWrap: "anywhere" }}>
            <Text span fw={600}>
              Cancel reason:{" "}
            </Text>
            {booking.cancelReason}
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
              onClick={() => setConfirming(true)}
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
      <CancelDialog
        booking={booking}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(reason) => {
          setConfirming(false);
          setStatus.mutate({ id: booking.id, status: "cancelled", ...(reason ? { reason } : {}) });
        }}
      />
    </Card>
  );
}
