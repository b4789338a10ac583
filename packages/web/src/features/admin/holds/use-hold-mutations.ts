// The staff's hold actions (place, confirm, release), one set for every screen that shows holds:
// the Holds tab, the work list and the calendar.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";

export function useHoldMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { bookingsChanged } = useAdminCache();
  const holdsChanged = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.holds.list.queryFilter()),
      queryClient.invalidateQueries(trpc.bookings.byDate.pathFilter()),
    ]);
  const failed = (error: unknown) =>
    showToast({ title: "Could not save", message: serverMessage(error) ?? "Please try again", color: "red" });
  return {
    // The form empties itself and then says "Hold placed" (HoldsTab); the lists refresh meanwhile,
    // not before it (a refetch awaited here held the form's reset back while staff typed the next).
    place: useMutation(
      trpc.admin.holds.place.mutationOptions({
        onError: failed,
        onSettled: () => {
          void holdsChanged();
        },
      }),
    ),
    confirm: useMutation(
      trpc.admin.holds.confirm.mutationOptions({
        onSuccess: () =>
          showToast({
            title: "Hold confirmed",
            message: "It is now a booking; the receipt is on its way",
            color: "green",
          }),
        onError: failed,
        onSettled: () => Promise.all([holdsChanged(), bookingsChanged({ archive: false })]),
      }),
    ),
    release: useMutation(
      trpc.admin.holds.release.mutationOptions({
        onSuccess: () =>
          showToast({ title: "Hold released", message: "The time is free again", color: "green" }),
        onError: failed,
        onSettled: holdsChanged,
      }),
    ),
  };
}
