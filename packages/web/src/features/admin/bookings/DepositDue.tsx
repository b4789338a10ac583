// A provisional booking's line on the work list: 'Deposit £50 due by Tue 1 Dec, 6:00 PM'.
import { Badge, Group, Text } from "@mantine/core";
import { type Booking, depositDueText } from "@studio/domain";

export function DepositDue({ booking, now }: { booking: Booking; now: Date }) {
  if (!booking.depositPence || !booking.depositDueAt || booking.status === "cancelled") return null;
  return (
    <Group gap="xs" wrap="wrap" data-testid="deposit-due">
      <Badge color="dark" variant="outline">
        Provisional
      </Badge>
      <Text size="sm">{depositDueText(booking.depositPence, booking.depositDueAt, now)}</Text>
    </Group>
  );
}
