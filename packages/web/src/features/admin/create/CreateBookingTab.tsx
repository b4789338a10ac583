import { Button, Card, Fieldset, Group, Stack, Text, Title } from "@mantine/core";
import { type AdminBookingInput, pastStartIssues } from "@studio/domain";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { AvailabilityStatus } from "../booking-form/AvailabilityStatus";
import { AdminCustomerFields, DescriptionField, SessionFields } from "../booking-form/BookingFields";
import { type BookingFormValues, createResolver, useCostOverride } from "../booking-form/booking-form";
import { slotToCheck, useAvailability } from "../booking-form/use-availability";
import { useCurrentPrice } from "../booking-form/use-current-price";
import { showToast } from "../../../components/toast";
import { NoShowWarning } from "../takings/NoShowWarning";
import { CreateMailChoices, useMailChoices } from "./CreateMailChoices";
import { OverrideDialog } from "./OverrideDialog";
import { useCreateBooking, useSlotRecheck } from "./use-create-booking";
import { MAIN_ACTION } from "../main-action";

const DEFAULT_DURATION = 2;

// The Create form's defaults; the cost is set to the default duration's current price once the
// prices are read (docs/decisions.md, Default cost).
const defaultValues: BookingFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  startTime: "12:00",
  engineer: "",
  duration: DEFAULT_DURATION,
  totalCost: undefined,
  projectDescription: "",
};

/** The Create tab: a booking added directly by the studio, any day, never over another. */
export function CreateBookingTab() {
  const form = useForm<BookingFormValues, unknown, AdminBookingInput>({
    resolver: createResolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const price = useCurrentPrice();
  const cost = useCostOverride(form, price);
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  const availability = useAvailability(slotToCheck({ date, startTime, duration }));
  const { create, refusal, setRefusal } = useCreateBooking(resetForm);
  const slotStillFree = useSlotRecheck();
  const choices = useMailChoices();
  const { recordPast } = choices;
  // The server refuses a past start the same way; said here before anything is sent.
  const past =
    date && startTime ? pastStartIssues({ date, startTime, duration }, new Date(), recordPast) : [];

  function resetForm() {
    form.reset({ ...defaultValues, totalCost: price?.("", DEFAULT_DURATION) });
    cost.reset();
    choices.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (past[0]) {
      showToast({ title: "Cannot create booking", message: past[0].message, color: "red" });
      return;
    }
    if (availability.hasConflicts) {
      showToast({
        title: "Cannot create booking",
        message: "Please resolve all conflicts before creating the booking.",
        color: "red",
      });
      return;
    }
    if (!(await slotStillFree(values))) return;
    await create.mutateAsync({ ...values, ...choices.sent() }).catch(() => undefined);
  });

  const busy = create.isPending || form.formState.isSubmitting;
  const label = busy
    ? "Creating..."
    : availability.hasConflicts
      ? "Resolve Conflicts First"
      : "Create Booking";

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="create-booking">
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <div>
            <Title order={2} size="h3" id="create-booking">
              Create New Booking
            </Title>
            <Text c="dark.1" size="sm">
              Adds a booking directly, on any day. Overlapping sessions are refused.
            </Text>
          </div>

          <FormSection title="Customer Information">
            <AdminCustomerFields form={form} idPrefix="admin-create" />
            <NoShowWarning email={form.watch("email") ?? ""} />
          </FormSection>

          <FormSection title="Booking Details">
            <SessionFields form={form} cost={cost} manualMarker="(Manual Override)" />
            <AvailabilityStatus
              availability={availability}
              onPick={(time) => form.setValue("startTime", time, { shouldDirty: true, shouldValidate: true })}
            />
            <DescriptionField form={form} />
            <CreateMailChoices past={past[0]?.message} choices={choices} />
          </FormSection>

          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={resetForm} disabled={busy}>
              Reset Form
            </Button>
            <Button
              type="submit"
              disabled={busy || availability.hasConflicts || availability.checking}
              {...MAIN_ACTION}
            >
              {label}
            </Button>
          </Group>
        </Stack>
      </form>
      <OverrideDialog
        refusal={refusal}
        onBack={() => setRefusal(null)}
        onOverride={() => {
          if (refusal) create.mutate({ ...refusal.values, overrideDiary: true });
          setRefusal(null);
        }}
      />
    </Card>
  );
}

/** A titled group of the form's fields. */
function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset
      variant="unstyled"
      legend={
        <Title order={3} size="h4">
          {title}
        </Title>
      }
    >
      <Stack gap="sm">{children}</Stack>
    </Fieldset>
  );
}
