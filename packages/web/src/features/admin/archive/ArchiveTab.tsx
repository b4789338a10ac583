import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { type ArchivedBooking, formatStaffTimestamp } from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { OverrideDialog } from "../booking-form/OverrideDialog";
import { useDiaryOverride } from "../booking-form/use-diary-override";
import { BookingFacts, Note } from "../bookings/BookingFacts";
import { PersonCard } from "../card/PersonCard";
import { serverMessage } from "../../../trpc";
import { TabState } from "../TabState";
import classes from "./ArchiveTab.module.css";
import { showToast } from "../../../components/toast";
import { RestoreDialog } from "../undo/RestoreDialog";
import { undoStatusChange } from "../undo/undo-status-change";
import { undoToast } from "../undo/undo-toast";

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

/**
 * Restore, with Undo on its toast; a slot taken since the cancel: the server says by whom and when. A
 * night closed since (or its producer away) is kept in `diary`: staff may restore anyway.
 */
function useRestore() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const refresh = () => bookingsChanged({ archive: true });
  const diary = useDiaryOverride<{ id: string; notifyCustomer: boolean }>((input) => restore.mutate(input));
  const restore = useMutation(
    trpc.admin.archived.restore.mutationOptions({
      onSuccess: (booking) => {
        const { undo: change } = booking;
        undoToast("Booking restored successfully", "The session is confirmed again", change, () => {
          if (change) void undoStatusChange(booking.id, "cancelled", change.key, refresh);
        });
      },
      onError: (error, { id, notifyCustomer = true }) => {
        if (diary.refused(error, { id, notifyCustomer })) return;
        showToast({
          title: "Failed to restore booking",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        });
      },
      onSettled: refresh,
    }),
  );
  return { restore, diary };
}

function ArchivedCard({ entry }: { entry: ArchivedBooking }) {
  const [confirming, setConfirming] = useState(false);
  const { restore, diary } = useRestore();
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
        Archived: {formatStaffTimestamp(entry.archivedAt, new Date())}
      </Text>
      <BookingFacts booking={entry} />
      <Note label="Cancel reason" text={entry.cancelReason} />
      <Group>
        <Button
          size="xs"
          variant="light"
          color="green"
          onClick={() => setConfirming(true)}
          disabled={restore.isPending}
        >
          {restore.isPending ? "Restoring..." : "Restore"}
        </Button>
      </Group>
      <RestoreDialog
        booking={entry}
        opened={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={(notifyCustomer) => {
          setConfirming(false);
          restore.mutate({ id: entry.id, notifyCustomer });
        }}
      />
      <OverrideDialog diary={diary} confirm="Restore anyway" />
    </PersonCard>
  );
}
