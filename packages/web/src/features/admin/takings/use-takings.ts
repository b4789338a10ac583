import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";

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
        showToast({
          title: payment.kind === "refund" ? "Refund recorded" : "Payment recorded",
          message: "The balance is updated",
          color: "green",
        }),
      onSettled: settled,
    }),
  );
  const setAttendance = useMutation(
    trpc.admin.takings.setAttendance.mutationOptions({
      onSuccess: (booking) =>
        showToast({
          title: booking.attendance === "arrived" ? "Marked as arrived" : "Marked as a no-show",
          message: "Saved",
          color: "green",
        }),
      onError: (error) =>
        showToast({
          title: "Could not mark attendance",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
      onSettled: settled,
    }),
  );
  return { takePayment, setAttendance };
}
