import { Alert, Text } from "@mantine/core";
import type { Booking } from "@studio/domain";
import { SessionList } from "./SessionList";

/** The bookings a new closure leaves inside it, until dismissed. */
export function ClosureAffected({
  affected,
  onDismiss,
}: {
  affected: Booking[] | null;
  onDismiss: () => void;
}) {
  if (!affected || affected.length === 0) return null;
  return (
    <Alert
      color="yellow"
      title="Bookings inside the closure"
      withCloseButton
      onClose={onDismiss}
      closeButtonLabel="Dismiss"
    >
      <Text size="sm">These stay booked until you move or cancel them:</Text>
      <SessionList bookings={affected} testId="closure-affected" />
    </Alert>
  );
}
