import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { serverMessage } from "../serverMessage";

/** Cancel (confirmed -> cancelled, archived) and Restore (cancelled -> confirmed) of spec §4. */
export function useBookingStatus() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  return useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: (booking) => {
        notifications.show(
          booking.status === "cancelled"
            ? { title: "Booking cancelled", message: "It is kept in the archive", color: "green" }
            : {
                title: "Booking restored successfully",
                message: "The session is confirmed again",
                color: "green",
              },
        );
      },
      onError: (error, { status }) => {
        notifications.show({
          title: status === "cancelled" ? "Failed to cancel booking" : "Failed to restore booking",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        });
      },
      onSettled: () => bookingsChanged({ archive: true }),
    }),
  );
}
