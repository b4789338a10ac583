import { Button, Group, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import { type Booking, formatStaffSession, formatStaffTimestamp, shownStatus } from "@studio/domain";
import { StatusBadge } from "../card/StatusBadge";
import { useMay } from "../may";
import { TakingsActions } from "../takings/TakingsActions";
import { TakingsRow } from "../takings/TakingsRow";
import { useLastValue } from "../use-last-value";
import { BookingArtistNotes } from "./BookingArtistNotes";
import { BookingFacts, bookedAt, ContactLine, Fact, fullName } from "./BookingFacts";
import { BookingHistory } from "./BookingHistory";
import { DepositActions } from "./DepositActions";
import { StatusAction } from "./StatusAction";

interface BookingDetailsModalProps {
  booking: Booking | null;
  onClose: () => void;
  onEdit: (booking: Booking) => void;
}

const sentAt = (sent: boolean, at: string | null) =>
  sent ? `Sent ${at ? formatStaffTimestamp(at, new Date()) : ""}`.trim() : "Not sent yet";

/** The booking view: opened by View on a card and by a click on a calendar event. */
export function BookingDetailsModal({ booking, onClose, onEdit }: BookingDetailsModalProps) {
  const shown = useLastValue(booking);
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Booking Details" size="lg">
      {shown ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} miw={0}>
              <Text fw={700} size="lg" style={{ overflowWrap: "anywhere" }}>
                {fullName(shown)}
              </Text>
              <ContactLine email={shown.email} phone={shown.phone} />
            </Stack>
            <StatusBadge status={shownStatus(shown)} />
          </Group>
          <Text fw={600}>{formatStaffSession(shown, new Date())}</Text>
          <TakingsRow booking={shown} />
          <BookingFacts booking={shown} />
          <ProjectDescription text={shown.projectDescription} />
          <BookingTimes booking={shown} />
          <BookingArtistNotes booking={shown} />
          <BookingHistory bookingId={shown.id} />
          <DetailsActions booking={shown} onClose={onClose} onEdit={onEdit} />
        </Stack>
      ) : null}
    </Modal>
  );
}

function ProjectDescription({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div>
      <Text size="xs" c="dark.1" tt="uppercase" fw={600}>
        Project description
      </Text>
      <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{text}</Text>
    </div>
  );
}

/** When it was booked (and cancelled, and why), and when its e-mails went. */
function BookingTimes({ booking }: { booking: Booking }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
      <Fact label="Booked">{bookedAt(booking)}</Fact>
      {booking.cancelledAt ? (
        <Fact label="Cancelled">{formatStaffTimestamp(booking.cancelledAt, new Date())}</Fact>
      ) : null}
      {booking.cancelReason ? <Fact label="Cancel reason">{booking.cancelReason}</Fact> : null}
      <Fact label="Customer receipt">{sentAt(booking.customerReceiptSent, booking.receiptEmailSentAt)}</Fact>
      <Fact label="Staff notification">
        {sentAt(booking.adminNotificationSent, booking.adminEmailSentAt)}
      </Fact>
    </SimpleGrid>
  );
}

/** Every action on the booking, under the person's rights, then Close and Edit. */
function DetailsActions({ booking, onClose, onEdit }: BookingDetailsModalProps & { booking: Booking }) {
  const mayEdit = useMay()("bookings");
  return (
    <Group justify="flex-end" gap="sm" wrap="wrap">
      <TakingsActions booking={booking} />
      <DepositActions booking={booking} />
      <StatusAction booking={booking} />
      <Button variant="default" onClick={onClose}>
        Close
      </Button>
      {mayEdit ? <Button onClick={() => onEdit(booking)}>Edit</Button> : null}
    </Group>
  );
}
