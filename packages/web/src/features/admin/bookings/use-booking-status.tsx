import { useMutation } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";
import { STATUS_FAILED, undoStatusChange } from "../undo/undo-status-change";
import { undoToast } from "../undo/undo-toast";

/**
 * Cancel (confirmed -> cancelled, archived, with an optional reason) and Restore (cancelled ->
 * confirmed). Each toast offers Undo while the change's e-mails wait.
 */
export function useBookingStatus() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const refresh = () => bookingsChanged({ archive: true });

  return useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: (booking) => {
        const cancelled = booking.status === "cancelled";
        const { undo: change } = booking;
        undoToast(
          cancelled ? "Booking cancelled" : "Booking restored successfully",
          cancelled ? "It is kept in the archive" : "The session is confirmed again",
          change,
          () => {
            if (change)
              void undoStatusChange(booking.id, cancelled ? "confirmed" : "cancelled", change.key, refresh);
          },
        );
      },
      onError: (error, { status }) => {
        showToast({
          title: STATUS_FAILED[status],
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        });
      },
      onSettled: refresh,
    }),
  );
}
