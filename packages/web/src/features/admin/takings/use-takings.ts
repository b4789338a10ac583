import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { toast } from "../toast";

/** Taking money and marking who came; each refreshes the bookings (balances, badges) and the artists. */
export function useTakings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { bookingsChanged } = useAdminCache();
  const settled = () =>
    Promise.all([
      bookingsChanged({ archive: false }),
      queryClient.invalidateQueries(trpc.admin.takings.pathFilter()),
    ]);
  const takePayment = useMutation(
    trpc.admin.takings.takePayment.mutationOptions({
      onSuccess: (_view, { payment }) =>
        toast(
          payment.kind === "refund" ? "Refund recorded" : "Payment recorded",
          "The balance is updated",
          "green",
        ),
      onSettled: settled,
    }),
  );
  const setAttendance = useMutation(
    trpc.admin.takings.setAttendance.mutationOptions({
      onSuccess: (booking) =>
        toast(
          booking.attendance === "arrived" ? "Marked as arrived" : "Marked as a no-show",
          "Saved",
          "green",
        ),
      onError: (error) =>
        toast("Could not mark attendance", serverMessage(error) ?? "Please try again", "red"),
      onSettled: settled,
    }),
  );
  return { takePayment, setAttendance };
}
