import { Button, Card, Fieldset, Group, Stack, Text, Title } from "@mantine/core";
import { type AdminBookingInput, DIARY_TITLES, pricePenceFor } from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { AvailabilityStatus } from "../booking-form/AvailabilityStatus";
import { AdminCustomerFields, DescriptionField, SessionFields } from "../booking-form/BookingFields";
import { type BookingFormValues, createResolver, useCostOverride } from "../booking-form/bookingForm";
import { slotToCheck, useAvailability } from "../booking-form/useAvailability";
import { serverMessage } from "../../../trpc";
import { toast } from "../toast";
import { OverrideDialog } from "./OverrideDialog";

const DIARY_REFUSALS: readonly string[] = Object.values(DIARY_TITLES);

interface Refusal {
  title: string;
  message: string;
  values: BookingFormValues;
}

const DEFAULT_DURATION = 2;

// Spec §3 defaults; the cost is the price of the default duration (DESIGN §3.7), not the spec's 140.
const defaultValues: BookingFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  date: "",
  startTime: "12:00",
  engineer: "",
  duration: DEFAULT_DURATION,
  totalCost: pricePenceFor(DEFAULT_DURATION),
  projectDescription: "",
};

/** Spec §2 Create tab: a booking added directly by the studio, any day, never over another. */
export function CreateBookingTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { bookingsChanged, availabilityChanged } = useAdminCache();
  const form = useForm<BookingFormValues, unknown, AdminBookingInput>({
    resolver: createResolver,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const cost = useCostOverride(form, false);
  const [date, startTime, duration] = form.watch(["date", "startTime", "duration"]);
  const availability = useAvailability(slotToCheck({ date, startTime, duration }));
  // A closure or a producer's leave refused it: staff may confirm and book anyway.
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const create = useMutation(
    trpc.admin.bookings.create.mutationOptions({
      onSuccess: (booking) => {
        toast(
          "Booking created successfully!",
          `${booking.firstName} ${booking.lastName} is booked in`,
          "green",
        );
        resetForm();
      },
      onError: (error, { overrideDiary: _override, ...values }) => {
        const title = error.data?.title;
        if (title && DIARY_REFUSALS.includes(title)) {
          const message = error.data?.issues?.[0]?.message ?? error.message;
          setRefusal({ title, message, values });
          return;
        }
        toast(
          "Failed to create booking",
          serverMessage(error) ?? "Please check your booking details and try again.",
          "red",
        );
      },
      onSettled: () => bookingsChanged({ archive: false }),
    }),
  );

  function resetForm() {
    form.reset(defaultValues);
    cost.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (availability.hasConflicts) {
      toast("Cannot create booking", "Please resolve all conflicts before creating the booking.", "red");
      return;
    }
    // Spec §4: a last-moment recheck, in case someone booked the slot since the live check.
    const slot = slotToCheck(values);
    if (slot) {
      try {
        const latest = await queryClient.fetchQuery({
          ...trpc.admin.bookings.availability.queryOptions(slot),
          staleTime: 0,
        });
        if (!latest.available) {
          toast(
            "Booking conflict detected",
            "This time slot is no longer available. Please select a different time.",
            "red",
          );
          await availabilityChanged();
          return;
        }
      } catch {
        // The recheck could not run; the server still refuses an overlap when creating.
      }
    }
    await create.mutateAsync(values).catch(() => undefined);
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

          <Fieldset
            variant="unstyled"
            legend={
              <Title order={3} size="h4">
                Customer Information
              </Title>
            }
          >
            <Stack gap="sm">
              <AdminCustomerFields form={form} idPrefix="admin-create" />
            </Stack>
          </Fieldset>

          <Fieldset
            variant="unstyled"
            legend={
              <Title order={3} size="h4">
                Booking Details
              </Title>
            }
          >
            <Stack gap="sm">
              <SessionFields form={form} cost={cost} manualMarker="(Manual Override)" />
              <AvailabilityStatus
                availability={availability}
                onPick={(time) =>
                  form.setValue("startTime", time, { shouldDirty: true, shouldValidate: true })
                }
              />
              <DescriptionField form={form} />
            </Stack>
          </Fieldset>

          <Group justify="flex-end" gap="sm">
            <Button type="button" variant="default" onClick={resetForm} disabled={busy}>
              Reset Form
            </Button>
            <Button type="submit" disabled={busy || availability.hasConflicts || availability.checking}>
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
