import { List, Stack, Text } from "@mantine/core";
import { auditActionLabel, describeChange, formatStaffTimestamp } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";

/** A booking's history in the View dialog: each change, when, and from which admin session. */
export function BookingHistory({ bookingId }: { bookingId: string }) {
  const trpc = useTRPC();
  const history = useQuery(trpc.admin.bookings.history.queryOptions({ id: bookingId }));
  return (
    <Stack gap={6} component="section" aria-labelledby="booking-history">
      <Text id="booking-history" size="xs" c="dark.1" tt="uppercase" fw={600}>
        History
      </Text>
      {history.isPending ? <Text size="sm">Loading history...</Text> : null}
      {history.isError ? <Text size="sm">Could not load the history</Text> : null}
      {history.data?.length === 0 ? <Text size="sm">No changes recorded</Text> : null}
      {history.data && history.data.length > 0 ? (
        <List spacing={6} size="sm" listStyleType="none" data-testid="booking-history">
          {history.data.map((entry) => (
            <List.Item key={entry.id}>
              <Text size="sm" span fw={600}>
                {auditActionLabel(entry.action)}
              </Text>{" "}
              <Text size="sm" span c="dark.1">
                {formatStaffTimestamp(entry.at, new Date())} · {entry.actor}
              </Text>
              {entry.action === "edited"
                ? entry.changes.map((change) => (
                    <Text key={change.field} size="sm" style={{ overflowWrap: "anywhere" }}>
                      {describeChange(change)}
                    </Text>
                  ))
                : null}
              {entry.note ? (
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  Reason: {entry.note}
                </Text>
              ) : null}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
