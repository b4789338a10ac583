import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { serverMessage } from "../../../trpc";
import { toast } from "../toast";

/** Cancel (confirmed -> cancelled, archived) and Restore (cancelled -> confirmed) of spec §4. */
export function useBookingStatus() {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  return useMutation(
    trpc.admin.bookings.setStatus.mutationOptions({
      onSuccess: (booking) => {
        if (booking.status === "cancelled") toast("Booking cancelled", "It is kept in the archive", "green");
        else toast("Booking restored successfully", "The session is confirmed again", "green");
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
