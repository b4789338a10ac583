import { List, Text, Title } from "@mantine/core";
import { busyTitle, formatBusyRange, type StaffBusy } from "@studio/domain";

/**
 * Producers' busy time from their own calendars, still to come: "Busy" with the calendar's label
 * and the event's title (the server sends a producer only their own).
 */
export function BusyList({ busy, now }: { busy: readonly StaffBusy[]; now: Date }) {
  const coming = busy.filter((block) => block.endMs > now.getTime());
  if (coming.length === 0) return null;
  return (
    <section aria-labelledby="busy-heading">
      <Title order={3} size="h5" id="busy-heading" mb={4}>
        Busy in their own calendars
      </Title>
      <List spacing={4} size="sm" listStyleType="none" data-testid="busy-list">
        {coming.map((block) => (
          <List.Item key={block.id}>
            <Text size="sm">
              <Text span fw={600} size="sm">
                {busyTitle(block)}
              </Text>{" "}
              {formatBusyRange(block)}
            </Text>
          </List.Item>
        ))}
      </List>
    </section>
  );
}
