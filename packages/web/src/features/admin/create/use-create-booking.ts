import { type AdminCreateInput, depositDueText } from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { slotToCheck } from "../booking-form/use-availability";
import { useDiaryOverride } from "../booking-form/use-diary-override";
import { showToast } from "../../../components/toast";

/**
 * The create call with its toasts. A closure or a producer's leave refusing it is kept in `diary`:
 * staff may confirm and book anyway.
 */
export function useCreateBooking(onCreated: () => void) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const diary = useDiaryOverride<AdminCreateInput>((input) => create.mutate(input));
  const create = useMutation(
    trpc.admin.bookings.create.mutationOptions({
      onSuccess: (booking) => {
        showToast({
          title: "Booking created successfully!",
          message: `${booking.firstName} ${booking.lastName} is booked in${
            booking.depositPence && booking.depositDueAt
              ? `, provisionally: ${depositDueText(booking.depositPence, booking.depositDueAt, new Date())}`
              : ""
          }`,
          color: "green",
        });
        onCreated();
      },
      onError: (error, input) => {
        if (diary.refused(error, input)) return;
        showToast({
          title: "Failed to create booking",
          message: serverMessage(error) ?? "Please check your booking details and try again.",
          color: "red",
        });
      },
      onSettled: () => bookingsChanged({ archive: false }),
    }),
  );
  return { create, diary };
}

/**
 * A last-moment recheck, in case someone booked the slot since the live check. False
 * (after saying so) when the slot was taken; true when it is free or the recheck could not run.
 */
export function useSlotRecheck() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { availabilityChanged } = useAdminCache();
  return async (values: Parameters<typeof slotToCheck>[0]): Promise<boolean> => {
    const slot = slotToCheck(values);
    if (!slot) return true;
    try {
      const latest = await queryClient.fetchQuery({
        ...trpc.admin.bookings.availability.queryOptions(slot),
        staleTime: 0,
      });
      if (!latest.available) {
        showToast({
          title: "Booking conflict detected",
          message: "This time slot is no longer available. Please select a different time.",
          color: "red",
        });
        await availabilityChanged();
        return false;
      }
    } catch {
      // The recheck could not run; the server still refuses an overlap when creating.
    }
    return true;
  };
}
