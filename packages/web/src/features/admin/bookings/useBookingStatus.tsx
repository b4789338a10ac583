import { Button, Group, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { serverMessage, trpcClient, useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { toast } from "../toast";

/**
 * Cancel (confirmed -> cancelled, archived, with an optional reason) and Restore (cancelled ->
 * confirmed). A cancel's toast offers Undo, which restores it.
 */
export function useBookingStatus() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();

  // Through the client itself, not this hook: the card that cancelled may have left the view.
  const undo = async (id: string) => {
    notifications.clean();
    try {
      await trpcClient.admin.bookings.setStatus.mutate({ id, status: "confirmed" });
      toast("Booking restored successfully", "The cancel was undone", "green");
    } catch (error) {
      toast("Failed to restore booking", serverMessage(error) ?? "Please try again", "red");
    } finally {
      await bookingsChanged({ archive: true });
    }
  };

  return useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: (booking) => {
        if (booking.status === "cancelled") {
          const message = (
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm">It is kept in the archive</Text>
              <Button size="compact-sm" variant="white" color="dark" onClick={() => void undo(booking.id)}>
                Undo
              </Button>
            </Group>
          );
          // Longer than the usual 5 s, so there is time to reach Undo.
          toast("Booking cancelled", message, "green", { autoClose: 10_000 });
        } else toast("Booking restored successfully", "The session is confirmed again", "green");
      },
      onError: (error, { status }) => {
        toast(
          status === "cancelled" ? "Failed to cancel booking" : "Failed to restore booking",
          serverMessage(error) ?? "Please try again",
          "red",
        );
      },
      onSettled: () => bookingsChanged({ archive: true }),
    }),
  );
}
