import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { type ArchivedBooking, formatArchiveTime } from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { BookingFacts, Note } from "../bookings/BookingFacts";
import { PersonCard } from "../card/PersonCard";
import { serverMessage } from "../../../trpc";
import { TabState } from "../TabState";
import classes from "./ArchiveTab.module.css";
import { toast } from "../toast";

const TEXTS = {
  loading: "Loading archived bookings...",
  errorTitle: "Could not load the archive",
  empty: "No archived bookings yet",
  emptyHint: "Cancelled bookings will appear here",
};

/** The Archive tab: snapshots of cancelled bookings, each restorable if its slot is still free. */
export function ArchiveTab() {
  const archived = useQuery(useTRPC().admin.archived.list.queryOptions());
  return (
    <TabState query={archived} {...TEXTS}>
      {(entries) => (
        <Stack gap="md">
          {entries.map((entry) => (
            <ArchivedCard key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}
    </TabState>
  );
}

function ArchivedCard({ entry }: { entry: ArchivedBooking }) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const restore = useMutation(
    trpc.admin.archived.restore.mutationOptions({
      onSuccess: () => toast("Booking restored successfully", "The session is confirmed again", "green"),
      // A slot taken since the cancel: the server says by whom and when.
      onError: (error) =>
        toast("Failed to restore booking", serverMessage(error) ?? "Please try again", "red"),
      onSettled: () => bookingsChanged({ archive: true }),
    }),
  );
  return (
    <PersonCard
      person={entry}
      kind="archived"
      className={classes.dimmed}
      badges={
        <Badge variant="outline" color="gray">
          Archived
        </Badge>
      }
    >
      <Text size="sm" c="dark.1">
        Archived: {formatArchiveTime(entry.archivedAt)}
      </Text>
      <BookingFacts booking={entry} />
      <Note label="Cancel reason" text={entry.cancelReason} />
      <Group>
        <Button
          size="xs"
          variant="light"
          color="green"
          onClick={() => restore.mutate({ id: entry.id })}
          disabled={restore.isPending}
        >
          {restore.isPending ? "Restoring..." : "Restore"}
        </Button>
      </Group>
    </PersonCard>
  );
}
