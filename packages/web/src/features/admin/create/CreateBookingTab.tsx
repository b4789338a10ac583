import { Button, Card, Fieldset, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { AvailabilityStatus } from "../booking-form/AvailabilityStatus";
import { AdminCustomerFields, DescriptionField, SessionFields } from "../booking-form/BookingFields";
import { MAIN_ACTION } from "../main-action";
import { NoShowWarning } from "../takings/NoShowWarning";
import { CreateMailChoices } from "./CreateMailChoices";
import { OverrideDialog } from "../booking-form/OverrideDialog";
import { useCreateForm } from "./use-create-form";

/** The Create tab: a booking added directly by the studio, any day, never over another. */
export function CreateBookingTab() {
  const { form, cost, availability, depositOffered, past, diary, resetForm, submit, busy } = useCreateForm();

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
            <CreateMailChoices form={form} past={past[0]?.message} depositOffered={depositOffered} />
          </FormSection>

          <CreateActions busy={busy} availability={availability} onReset={resetForm} />
        </Stack>
      </form>
      <OverrideDialog diary={diary} />
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

interface CreateActionsProps {
  busy: boolean;
  availability: { hasConflicts: boolean; checking: boolean };
  onReset: () => void;
}

/** Reset Form, and Create Booking (held back while the slot is being checked or conflicts). */
function CreateActions({ busy, availability, onReset }: CreateActionsProps) {
  const label = busy
    ? "Creating..."
    : availability.hasConflicts
      ? "Resolve Conflicts First"
      : "Create Booking";
  return (
    <Group justify="flex-end" gap="sm">
      <Button type="button" variant="default" onClick={onReset} disabled={busy}>
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
  );
}
