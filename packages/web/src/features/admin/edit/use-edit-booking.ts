import { notifications } from "@mantine/notifications";
import {
  type AdminEditFormOutput,
  type Booking,
  type BookingUpdate,
  changedFields,
  NO_CHANGES,
} from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { serverMessage, trpcClient, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { type BookingFormValues, editResolver, useCostOverride } from "../booking-form/booking-form";
import { slotToCheck, useAvailability } from "../booking-form/use-availability";
import { useDiaryOverride } from "../booking-form/use-diary-override";
import { keptPrice, useCurrentPrice } from "../booking-form/use-current-price";
import { showToast } from "../../../components/toast";
import { undoToast } from "../undo/undo-toast";

function valuesOf(booking: Booking): BookingFormValues {
  return {
    firstName: booking.firstName,
    lastName: booking.lastName,
    email: booking.email,
    phone: booking.phone,
    date: booking.date,
    startTime: booking.startTime,
    engineer: booking.engineer,
    duration: booking.duration,
    totalCost: booking.totalCost,
    projectDescription: booking.projectDescription ?? "",
  };
}

/** The fields an edit changed, as they were before it: what its Undo puts back. */
function valuesBefore(booking: Booking, changes: object): Partial<BookingFormValues> {
  const before = valuesOf(booking);
  return Object.fromEntries(Object.keys(changes).map((key) => [key, before[key as keyof BookingFormValues]]));
}

/** Undoes an edit, naming it, so inside its window nobody hears of either. */
async function undoEdit(booking: Booking, changes: object, key: string, refresh: () => Promise<unknown>) {
  notifications.clean();
  try {
    await trpcClient.admin.bookings.update.mutate({
      id: booking.id,
      changes: valuesBefore(booking, changes),
      undoes: key,
    });
    showToast({ title: "Booking updated successfully", message: "The edit was undone", color: "green" });
  } catch (error) {
    showToast({
      title: "Failed to update booking",
      message: serverMessage(error) ?? "Please try again",
      color: "red",
    });
  } finally {
    await refresh();
  }
}

/** The edit form: the booking's values, its cost priced as the booking keeps it, its slot checked. */
export function useEditForm(booking: Booking) {
  const form = useForm<BookingFormValues, unknown, AdminEditFormOutput>({
    resolver: editResolver,
    // The customer hears of the change unless staff tick "Don't e-mail the customer".
    defaultValues: { ...valuesOf(booking), notifyCustomer: true },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const cost = useCostOverride(form, keptPrice(useCurrentPrice(), booking));
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  // A cancelled booking holds no slot, so only a confirmed one is checked (against the others).
  const availability = useAvailability(
    booking.status === "confirmed" ? slotToCheck({ date, startTime, duration }, booking.id) : null,
  );
  return { form, cost, availability };
}

/**
 * Saves only what changed (or says nothing did), with an Undo on the saved toast. A move the diary
 * refuses is kept in `diary`: staff may confirm and save anyway.
 */
export function useUpdateBooking(booking: Booking, onClose: () => void) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const refresh = () => bookingsChanged({ archive: false });
  // A move onto a closed night, leave or busy time, which staff may confirm and save anyway.
  const diary = useDiaryOverride<{ id: string; changes: BookingUpdate; notifyCustomer: boolean }>((input) =>
    update.mutate(input),
  );
  const update = useMutation(
    trpc.admin.bookings.update.mutationOptions({
      onSuccess: ({ undo }, { changes }) => {
        undoToast(
          "Booking updated successfully",
          `${booking.firstName} ${booking.lastName}'s booking is saved`,
          undo,
          () => {
            if (undo) void undoEdit(booking, changes, undo.key, refresh);
          },
        );
        onClose();
      },
      onError: (error, { id, changes, notifyCustomer = true }) => {
        if (diary.refused(error, { id, changes, notifyCustomer })) return;
        showToast({
          title: "Failed to update booking",
          message: serverMessage(error) ?? "Please check your changes and try again.",
          color: "red",
        });
      },
      onSettled: refresh,
    }),
  );
  const save = ({ notifyCustomer = true, ...values }: AdminEditFormOutput) => {
    const changes = changedFields(booking, values);
    if (changes === null) {
      showToast({ title: NO_CHANGES, message: "Change a field before saving", color: "yellow" });
      return;
    }
    update.mutate({ id: booking.id, changes, notifyCustomer });
  };
  return { save, saving: update.isPending, diary };
}
