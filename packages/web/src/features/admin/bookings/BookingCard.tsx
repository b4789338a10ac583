import { Alert, Badge, Box, Button, Group, Stack, Text } from "@mantine/core";
import { type Booking, formatPounds, formatStaffSession, shownStatus } from "@studio/domain";
import { PersonCard } from "../card/PersonCard";
import { StatusBadge } from "../card/StatusBadge";
import { useMay } from "../may";
import { TakingsActions } from "../takings/TakingsActions";
import { TakingsRow } from "../takings/TakingsRow";
import { BookingFacts, bookedAt, Note } from "./BookingFacts";
import { DepositActions } from "./DepositActions";
import { DepositDue } from "./DepositDue";
import { StatusAction } from "./StatusAction";
import { ordinal } from "./work-list";

interface BookingCardProps {
  /** With the staff's warning when the producer's own calendar shows them busy during it. */
  booking: Booking & { busyWarning?: string };
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
  return (
    <PersonCard
      person={booking}
      kind="booking"
      padding="md"
      gap="sm"
      contactFromSm
      badges={<CardBadges booking={booking} tonight={tonight} away={away} />}
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

      <DepositDue booking={booking} now={new Date()} />
      {booking.busyWarning ? (
        <Alert color="yellow" p="xs" title={booking.busyWarning} data-testid="busy-warning" />
      ) : null}
      <TakingsRow booking={booking} />
      <CardDetails booking={booking} />
      <CardActions booking={booking} onView={onView} onEdit={onEdit} />
    </PersonCard>
  );
}

type CardBooking = Pick<BookingCardProps, "booking">;

/** Tonight, Away (the producer), and the booking's status. */
function CardBadges({ booking, tonight, away }: CardBooking & { tonight: boolean; away: boolean }) {
  return (
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
      <StatusBadge status={shownStatus(booking)} />
    </>
  );
}

/** The facts, the project, a cancel reason and when it was booked: shown from a tablet up. */
function CardDetails({ booking }: CardBooking) {
  return (
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
  );
}

/** View, then (from a tablet up) Edit and the payment, deposit and status actions. */
function CardActions({ booking, onView, onEdit }: CardBooking & Pick<BookingCardProps, "onView" | "onEdit">) {
  // Edit needs every session's rights (a producer only reads their own).
  const mayEdit = useMay()("bookings");
  return (
    <Group gap="xs" wrap="wrap">
      {/* A phone shows the essentials beside View; the rest is behind it. */}
      <Text size="sm" hiddenFrom="sm" data-testid="card-essentials" me="auto">
        {booking.engineer} · {booking.duration} hours · {formatPounds(booking.totalCost)}
      </Text>
      <Button size="xs" variant="default" onClick={() => onView(booking.id)}>
        View
      </Button>
      {/* A phone's card keeps View alone; the view has every action, under the same rights. */}
      <Group gap="xs" wrap="wrap" visibleFrom="sm" data-testid="card-actions">
        {mayEdit ? (
          <Button size="xs" variant="default" onClick={() => onEdit(booking)}>
            Edit
          </Button>
        ) : null}
        <TakingsActions booking={booking} />
        <DepositActions booking={booking} />
        <StatusAction booking={booking} />
      </Group>
    </Group>
  );
}
