import { Alert, Anchor, Box, Button, Card, Stack, Text, Textarea, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { checkPublicBooking, dayKind, durationAfterStartChange } from "@studio/domain";
import type { Ref } from "react";
import { Controller, useWatch } from "react-hook-form";
import { CustomerFields } from "../../components/CustomerFields";
import type { StudioProfile } from "../studio/useStudioProfile";
import { DurationChoices } from "./DurationChoices";
import { ReserveBar } from "./ReserveBar";
import classes from "./SessionDetails.module.css";
import { SessionDatePicker } from "./SessionDatePicker";
import { StartTimeGrid } from "./StartTimeGrid";
import { ThursdayEnquiry } from "./ThursdayEnquiry";
import { type BookingForm, type BookingFormValues, focusFirstInvalid } from "./useBookingForm";
import { useCreateBooking } from "./useCreateBooking";
import { useSessionChoices } from "./useSessionChoices";

interface SessionDetailsProps {
  form: BookingForm;
  profile: StudioProfile;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The Session Details form: producer, date, start, duration, the customer, and Reserve. */
export function SessionDetails({ form, profile, headingRef }: SessionDetailsProps) {
  const { control, register, setValue, clearErrors, handleSubmit, formState } = form;
  const choices = useSessionChoices(form);
  const duration = useWatch({ control, name: "duration" });
  const { reserve, pending } = useCreateBooking(form);
  const validate = { shouldValidate: formState.isSubmitted };
  const errors = formState.errors;

  const onDateChange = (value: string | null) => {
    if (value && dayKind(value) === "closed") {
      // The picker offers no closed day; a typed one gets the submit check's own refusal.
      const refusal = checkPublicBooking({
        date: value,
        startTime: "12:00",
        duration: 2,
        bookings: [],
        now: new Date(),
      });
      if (!refusal.ok) notifications.show({ title: refusal.title, message: refusal.message, color: "red" });
      value = null;
    }
    setValue("date", value ?? "", validate);
    if (value && dayKind(value) === "enquiry") setValue("startTime", "");
  };

  const onSubmit = (values: BookingFormValues) => {
    const verdict = checkPublicBooking({
      ...values,
      bookings: choices.day.bookings,
      now: new Date(),
      bookableEngineers: profile.producers
        .filter((producer) => producer.bookable)
        .map((producer) => producer.name),
    });
    if (!verdict.ok) {
      notifications.show({ title: verdict.title, message: verdict.message, color: "red" });
      return;
    }
    reserve(values);
  };

  return (
    <Card withBorder padding="xl" className={classes.card}>
      <form
        id="booking-form"
        onSubmit={handleSubmit(onSubmit, (invalid) => focusFirstInvalid(form, invalid))}
        noValidate
        aria-labelledby="session-details-title"
      >
        <Stack gap="lg">
          <Title
            order={2}
            id="session-details-title"
            ref={headingRef}
            tabIndex={-1}
            className={classes.focusTarget}
          >
            Session Details
          </Title>

          <SelectedProducer engineer={choices.engineer} error={errors.engineer?.message} />

          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <SessionDatePicker
                value={field.value}
                onChange={onDateChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                horizon={choices.horizon}
                error={fieldState.error?.message}
              />
            )}
          />

          {choices.date && choices.day.isError && (
            <Alert color="red" variant="light" title="Availability unavailable">
              We could not load the bookings for this date.{" "}
              <Anchor component="button" type="button" onClick={() => void choices.day.refetch()}>
                Try again
              </Anchor>
            </Alert>
          )}

          {choices.enquiry ? (
            <ThursdayEnquiry date={choices.date} />
          ) : (
            <>
              <StartTimeGrid
                slots={choices.slots}
                night={choices.date}
                value={choices.startTime}
                error={errors.startTime?.message}
                onChange={(slot) => {
                  clearErrors("startTime");
                  setValue("startTime", slot.time, validate);
                  setValue("duration", durationAfterStartChange(duration, slot.durations), validate);
                }}
              />
              <DurationChoices
                choices={choices.durations}
                value={duration}
                showValue={Boolean(choices.startTime)}
                onChange={(value) => setValue("duration", value, validate)}
                error={errors.duration?.message}
              />
            </>
          )}

          <CustomerFields register={register} errors={errors} idPrefix="booking" phoneRequired />

          <Textarea
            label="Project Description"
            description="Optional: tell us about your project, references or what you want to achieve."
            autosize
            minRows={3}
            {...register("projectDescription")}
            error={errors.projectDescription?.message}
          />

          <Button type="submit" size="lg" disabled={pending} fullWidth visibleFrom="sm">
            {pending ? "Processing..." : "Reserve Session"}
          </Button>
          <Box className={classes.barSpace} hiddenFrom="sm" />
        </Stack>
        <ReserveBar date={choices.date} startTime={choices.startTime} duration={duration} pending={pending} />
      </form>
    </Card>
  );
}

function SelectedProducer({ engineer, error }: { engineer: string; error?: string }) {
  return (
    <div>
      <Text fw={500} size="sm">
        Selected Producer{" "}
        <Text span c="var(--mantine-color-error)" aria-hidden="true">
          *
        </Text>
      </Text>
      <Text
        fz="lg"
        fw={700}
        c={engineer ? "amber.4" : "dimmed"}
        data-testid="selected-producer"
        aria-live="polite"
      >
        {engineer || "No producer selected. Choose Select Producer above."}
      </Text>
      {error && (
        <Text c="var(--mantine-color-error)" size="sm" role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}
