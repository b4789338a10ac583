import { notifications } from "@mantine/notifications";
import type { BookingStatus } from "@studio/domain";
import { serverMessage, trpcClient } from "../../../trpc";
import { showToast } from "../../../components/toast";

export const STATUS_FAILED: Record<BookingStatus, string> = {
  cancelled: "Failed to cancel booking",
  confirmed: "Failed to restore booking",
};

/**
 * Undoes a cancel (status back to confirmed) or a restore (back to cancelled), naming the change
 * undone, so inside its window nobody hears of either. Through the client itself, not a hook: the
 * card that changed may have left the view.
 */
export async function undoStatusChange(
  id: string,
  status: BookingStatus,
  key: string,
  refresh: () => Promise<unknown>,
): Promise<void> {
  notifications.clean();
  try {
    await trpcClient.admin.bookings.setStatus.mutate({ id, status, undoes: key });
    showToast({
      title: status === "confirmed" ? "Booking restored successfully" : "Booking cancelled",
      message: status === "confirmed" ? "The cancel was undone" : "The restore was undone",
      color: "green",
    });
  } catch (error) {
    showToast({
      title: STATUS_FAILED[status],
      message: serverMessage(error) ?? "Please try again",
      color: "red",
    });
  } finally {
    await refresh();
  }
}
