import { Button, Group, Modal, Stack } from "@mantine/core";
import { AvailabilityStatus } from "../booking-form/AvailabilityStatus";
import { AdminCustomerFields, DescriptionField, SessionFields } from "../booking-form/BookingFields";
import { useFormChoice } from "../booking-form/booking-form";
import { OverrideDialog } from "../booking-form/OverrideDialog";
import { MAIN_ACTION } from "../main-action";
import { useLastValue } from "../use-last-value";
import { NotifyCustomer } from "../undo/NotifyCustomer";
import { DepositAfterEdit, type EditedBooking } from "./DepositAfterEdit";
import { useEditForm, useUpdateBooking } from "./use-edit-booking";

interface EditBookingModalProps {
  booking: EditedBooking | null;
  onClose: () => void;
}

/** The Edit Booking dialog: every field but the description required; only changes are sent. */
export function EditBookingModal({ booking, onClose }: EditBookingModalProps) {
  const shown = useLastValue(booking);
  return (
    <Modal opened={booking !== null} onClose={onClose} title="Edit Booking" size="lg">
      {/* A fresh form for every booking opened (the object is fixed while the dialog is open). */}
      {shown ? <EditBookingForm key={JSON.stringify(shown)} booking={shown} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditBookingForm({ booking, onClose }: { booking: EditedBooking; onClose: () => void }) {
  const { form, cost, availability } = useEditForm(booking);
  const notify = useFormChoice(form, "notifyCustomer");
  const { save, saving, diary } = useUpdateBooking(booking, onClose);

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="md">
        <AdminCustomerFields form={form} required idPrefix="admin-edit" />
        <SessionFields
          form={form}
          cost={cost}
          manualMarker="(manually set)"
          currentProducer={booking.engineer}
          required
        />
        <AvailabilityStatus
          availability={availability}
          onPick={(time) => form.setValue("startTime", time, { shouldDirty: true, shouldValidate: true })}
        />
        <DepositAfterEdit booking={booking} control={form.control} />
        <DescriptionField form={form} />
        <NotifyCustomer notify={notify.checked} onChange={notify.onChange} />
        <Group justify="flex-end" gap="sm">
          {/* Never "Cancel": on a booking that word means cancelling the session. */}
          <Button type="button" variant="default" onClick={onClose}>
            {form.formState.isDirty ? "Discard changes" : "Close"}
          </Button>
          <Button type="submit" disabled={saving} {...MAIN_ACTION}>
            {saving ? "Saving..." : "Save Changes"}
          </Button>
        </Group>
      </Stack>
      <OverrideDialog diary={diary} confirm="Save anyway" />
    </form>
  );
}
