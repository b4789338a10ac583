import { Button, Group, Modal, Stack } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type Booking, type BookingInput, changedFields, NO_CHANGES } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { trpcClient, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { AvailabilityStatus } from "../booking-form/AvailabilityStatus";
import { AdminCustomerFields, DescriptionField, SessionFields } from "../booking-form/BookingFields";
import { type BookingFormValues, editResolver, useCostOverride } from "../booking-form/booking-form";
import { slotToCheck, useAvailability } from "../booking-form/use-availability";
import { useCurrentPrice } from "../booking-form/use-current-price";
import { serverMessage } from "../../../trpc";
import { useLastValue } from "../use-last-value";
import { toast } from "../toast";
import { NotifyCustomer } from "../undo/NotifyCustomer";
import { undoToast } from "../undo/undo-toast";
import { MAIN_ACTION } from "../main-action";

interface EditBookingModalProps {
  booking: Booking | null;
  onClose: () => void;
}

/** The Edit Booking dialog: every field but the description required; only changes are sent. */
export function EditBookingModal({ booking, onClose }: EditBookingModalProps) {
  const shown = useLastValue(booking);
  return (
    <Modal
      opened={booking !== null}
      onClose={onClose}
      title="Edit Booking"
      size="lg"
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {/* A fresh form for every booking opened (the object is fixed while the dialog is open). */}
      {shown ? <EditBookingForm key={JSON.stringify(shown)} booking={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

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
    toast("Booking updated successfully", "The edit was undone", "green");
  } catch (error) {
    toast("Failed to update booking", serverMessage(error) ?? "Please try again", "red");
  } finally {
    await refresh();
  }
}

function EditBookingForm({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  const [notify, setNotify] = useState(true);
  const form = useForm<BookingFormValues, unknown, BookingInput>({
    resolver: editResolver,
    defaultValues: valuesOf(booking),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  // A stored cost that is not the current price was set by hand (or made at an older price): a new
  // duration or producer must not undo it.
  const cost = useCostOverride(
    form,
    useCurrentPrice(),
    (price) => booking.totalCost !== price(booking.engineer, booking.duration),
  );
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  // A cancelled booking holds no slot, so only a confirmed one is checked (against the others).
  const availability = useAvailability(
    booking.status === "confirmed" ? slotToCheck({ date, startTime, duration }, booking.id) : null,
  );

  const update = useMutation(
    trpc.admin.bookings.update.mutationOptions({
      onSuccess: (updated, { changes }) => {
        const refresh = () => bookingsChanged({ archive: false });
        const { undo } = updated;
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
      onError: (error) => {
        toast(
          "Failed to update booking",
          serverMessage(error) ?? "Please check your changes and try again.",
          "red",
        );
      },
      onSettled: () => bookingsChanged({ archive: false }),
    }),
  );

  const submit = form.handleSubmit((values) => {
    const changes = changedFields(booking, values);
    if (changes === null) {
      toast(NO_CHANGES, "Change a field before saving", "yellow");
      return;
    }
    update.mutate({ id: booking.id, changes, notifyCustomer: notify });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AdminCustomerFields form={form} required idPrefix="admin-edit" />
        <SessionFields
          form={form}
          cost={cost}
          manualMarker="(manually set)"
          currentEngineer={booking.engineer}
          required
        />
        <AvailabilityStatus
          availability={availability}
          onPick={(time) => form.setValue("startTime", time, { shouldDirty: true, shouldValidate: true })}
        />
        <DescriptionField form={form} />
        <NotifyCustomer notify={notify} onChange={setNotify} />
        <Group justify="flex-end" gap="sm">
          {/* Never "Cancel": on a booking that word means cancelling the session. */}
          <Button type="button" variant="default" onClick={onClose}>
            {form.formState.isDirty ? "Discard changes" : "Close"}
          </Button>
          <Button type="submit" disabled={update.isPending} {...MAIN_ACTION}>
            {update.isPending ? "Saving..." : "Save Changes"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
