import { Badge, Box, Button, Group, Stack, Text } from "@mantine/core";
import { type Booking, formatPounds, formatStaffSession } from "@studio/domain";
import { useState } from "react";
import { PersonCard } from "../card/PersonCard";
import { StatusBadge } from "../card/StatusBadge";
import { useMay } from "../may";
import { TakingsActions } from "../takings/TakingsActions";
import { TakingsRow } from "../takings/TakingsRow";
import { RestoreDialog } from "../undo/RestoreDialog";
import { BookingFacts, bookedAt, Note } from "./BookingFacts";
import { CancelDialog } from "./CancelDialog";
import { useBookingStatus } from "./use-booking-status";
import { ordinal } from "./work-list";

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

/** The card's status button: a confirmed booking can be cancelled, a cancelled one restored. */
const STATUS_ACTIONS: Partial<
  Record<Booking["status"], { label: string; color: string; status: "cancelled" | "confirmed" }>
> = {
  confirmed: { label: "Cancel", color: "red", status: "cancelled" },
  cancelled: { label: "Restore", color: "green", status: "confirmed" },
};

export function BookingCard({
  booking,
  tonight = false,
  nth,
  away = false,
  onView,
  onEdit,
}: BookingCardProps) {
  const setStatus = useBookingStatus();
  // Edit, cancel and restore need every session's rights (a producer only reads their own).
  const mayChange = useMay()("bookings");
  // Both directions ask first: cancel (CancelDialog) and restore (RestoreDialog).
  const [confirming, setConfirming] = useState<"cancelled" | "confirmed" | null>(null);
  const pendingStatus = setStatus.isPending ? setStatus.variables?.status : undefined;
  const action = STATUS_ACTIONS[booking.status];

  return (
    <PersonCard
      person={booking}
      kind="booking"
      padding="md"
      gap="sm"
      contactFromSm
      badges={
        <>
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
          <StatusBadge status={booking.status} />
        </>
      }
    >
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm" data-testid="session-range">
          {formatStaffSession(booking, new Date())}
        </Text>
        {nth ? (
          <Text size="sm" c="dark.1" data-testid="customer-history" visibleFrom="sm">
            · {nth === 1 ? "1st booking" : `${ordinal(nth)} booking`}
          </Text>
        ) : null}
      </Group>

      <TakingsRow booking={booking} />

      {/* A phone shows the essentials; the rest is behind View. */}
      <Text size="sm" hiddenFrom="sm" data-testid="card-essentials">
        {booking.engineer} · {booking.duration} hours · {formatPounds(booking.totalCost)}
      </Text>
      <Box visibleFrom="sm">
        <Stack gap="sm">
          <BookingFacts booking={booking} />
          <Note label="Project" text={booking.projectDescription} />
          {booking.status === "cancelled" ? <Note label="Cancel reason" text={booking.cancelReason} /> : null}
          <Text size="sm" c="dark.1">
            Booked: {bookedAt(booking)}
          </Text>
        </Stack>
      </Box>

      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant="default" onClick={() => onView(booking.id)}>
          View
        </Button>
        {mayChange ? (
          <Button size="xs" variant="default" onClick={() => onEdit(booking)}>
            Edit
          </Button>
        ) : null}
        <TakingsActions booking={booking} />
        {action && mayChange ? (
          <Button
            size="xs"
            variant="light"
            color={action.color}
            loading={pendingStatus === action.status}
            disabled={setStatus.isPending}
            onClick={() => setConfirming(action.status)}
          >
            {action.label}
          </Button>
        ) : null}
      </Group>
      <CancelDialog
        booking={booking}
        opened={confirming === "cancelled"}
        onClose={() => setConfirming(null)}
        onConfirm={(reason, notifyCustomer, sendReason) => {
          setConfirming(null);
          setStatus.mutate({
            id: booking.id,
            status: "cancelled",
            notifyCustomer,
            ...(reason ? { reason, sendReason } : {}),
          });
        }}
      />
      <RestoreDialog
        booking={booking}
        opened={confirming === "confirmed"}
        onClose={() => setConfirming(null)}
        onConfirm={(notifyCustomer) => {
          setConfirming(null);
          setStatus.mutate({ id: booking.id, status: "confirmed", notifyCustomer });
        }}
      />
    </PersonCard>
  );
}
