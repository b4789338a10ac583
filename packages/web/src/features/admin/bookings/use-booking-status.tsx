import type { StaffStatusChange } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { useDiaryOverride } from "../booking-form/use-diary-override";
import { showToast } from "../../../components/toast";
import { STATUS_FAILED, undoStatusChange } from "../undo/undo-status-change";
import { undoToast } from "../undo/undo-toast";

/**
 * Cancel (confirmed -> cancelled, archived, with an optional reason) and Restore (cancelled ->
 * confirmed). Each toast offers Undo while the change's e-mails wait. A restore onto a night closed
 * since (or its producer away) is kept in `diary`: staff may restore anyway.
 */
export function useBookingStatus() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const refresh = () => bookingsChanged({ archive: true });
  const diary = useDiaryOverride<{ id: string } & StaffStatusChange>((input) => setStatus.mutate(input));
  const setStatus = useMutation(
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
      onError: (error, input) => {
        if (diary.refused(error, input)) return;
        showToast({
          title: STATUS_FAILED[input.status],
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        });
      },
      onSettled: refresh,
    }),
  );
  return { setStatus, diary };
}
