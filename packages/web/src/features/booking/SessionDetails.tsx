import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import {
  bookingHorizon,
  checkPublicBooking,
  DURATIONS,
  dayKind,
  durationAfterStartChange,
  durationLabel,
  durationOptions,
  formatLongDate,
  pricePenceFor,
  startGrid,
} from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type Ref, useMemo } from "react";
import { Controller, useWatch } from "react-hook-form";
import { CalendarIcon, InfoIcon } from "../../components/icons";
import { serverMessage, useTRPC } from "../../trpc";
import type { StudioProfile } from "../studio/useStudioProfile";
import { PrivacyNote } from "../../components/PrivacyNote";
import type { BookingForm, BookingFormValues } from "./bookingForm";
import classes from "./BookingPage.module.css";
import { StartTimeGrid } from "./StartTimeGrid";
import { useDayBookings } from "./useDayBookings";

interface SessionDetailsProps {
  form: BookingForm;
  profile: StudioProfile;
  headingRef: Ref<HTMLHeadingElement>;
}

export function SessionDetails({ form, profile, headingRef }: SessionDetailsProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { control, register, setValue, handleSubmit, formState } = form;
  const [date, startTime, engineer, duration] = useWatch({
    control,
    name: ["date", "startTime", "engineer", "duration"],
  });
  const now = new Date();
  const horizon = bookingHorizon(now);
  const day = useDayBookings(date || null);

  // While the night's bookings load, every slot reads 'Unavailable' rather than wrongly free.
  const slots = startGrid({
    date: date && !day.isPending ? date : null,
    engineer: engineer || null,
    bookings: day.bookings,
    now,
  });

  const durationData = useMemo(() => {
    const options =
      date && startTime
        ? durationOptions({ date, startTime, bookings: day.bookings })
        : DURATIONS.map((value) => ({
            duration: value,
            label: durationLabel(value),
            disabled: false,
            note: undefined,
          }));
    return options.map((option) => ({
      value: String(option.duration),
      label: option.note ? `${option.label} ${option.note}` : option.label,
      disabled: option.disabled,
    }));
  }, [date, startTime, day.bookings]);

  const create = useMutation(
    trpc.bookings.create.mutationOptions({
      onSuccess: async (booking) => {
        // That night's grid is fetched again the next time it is shown.
        void queryClient.invalidateQueries({
          queryKey: trpc.bookings.byDate.queryKey({ date: booking.date }),
        });
        await navigate({
          to: "/booking-confirmation",
          search: {
            id: booking.id,
            firstName: booking.firstName,
            lastName: booking.lastName,
            email: booking.email,
            phone: booking.phone,
            date: booking.date,
            startTime: booking.startTime,
            duration: String(booking.duration),
            engineer: booking.engineer,
            totalCost: String(booking.totalCost),
          },
        });
      },
      onError: (error, variables) => {
        // A slot taken meanwhile: show the fresh grid.
        void queryClient.invalidateQueries({
          queryKey: trpc.bookings.byDate.queryKey({ date: variables.date }),
        });
        notifications.show({
          title: "Booking Failed",
          message: serverMessage(error) ?? "Failed to create booking. Please try again.",
          color: "red",
        });
      },
    }),
  );

  const onDateChange = (value: string | null) => {
    if (!value) {
      setValue("date", "", { shouldValidate: formState.isSubmitted });
      return;
    }
    const kind = dayKind(value);
    if (kind === "closed") {
      // The same refusal the submit check gives for a closed weekday.
      const refusal = checkPublicBooking({ date: value, startTime, duration, bookings: [], now });
      if (!refusal.ok) notifications.show({ title: refusal.title, message: refusal.message, color: "red" });
      setValue("date", "", { shouldValidate: formState.isSubmitted });
      return;
    }
    setValue("date", value, { shouldValidate: formState.isSubmitted });
    if (kind === "enquiry") {
      notifications.show({
        title: "Thursday Selected",
        message: "Thursday bookings require an enquiry. Please contact us directly to arrange your session.",
        color: "blue",
      });
    }
  };

  const onSubmit = (values: BookingFormValues) => {
    const bookable = profile.producers
      .filter((producer) => producer.bookable)
      .map((producer) => producer.name);
    const verdict = checkPublicBooking({
      date: values.date,
      startTime: values.startTime,
      duration: values.duration,
      engineer: values.engineer,
      bookings: day.bookings,
      now: new Date(),
      bookableEngineers: bookable,
    });
    if (!verdict.ok) {
      notifications.show({ title: verdict.title, message: verdict.message, color: "red" });
      return;
    }
    create.mutate({ ...values, totalCost: pricePenceFor(values.duration) });
  };

  const errors = formState.errors;
  const pending = create.isPending || create.isSuccess;

  return (
    <Card withBorder padding="xl" className={classes.formCard}>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="session-details-title">
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

          <Controller
            control={control}
            name="date"
            render={({ field, fieldState }) => (
              <DatePickerInput
                ref={field.ref}
                label="Session Date"
                placeholder="Pick a date"
                withAsterisk
                value={field.value || null}
                onChange={onDateChange}
                onBlur={field.onBlur}
                minDate={horizon.min}
                maxDate={horizon.max}
                valueFormat="dddd, D MMMM YYYY"
                getDayAriaLabel={formatLongDate}
                ariaLabels={{
                  nextMonth: "Next month",
                  previousMonth: "Previous month",
                  nextYear: "Next year",
                  previousYear: "Previous year",
                  nextDecade: "Next decade",
                  previousDecade: "Previous decade",
                }}
                leftSection={<CalendarIcon size={18} />}
                error={fieldState.error?.message}
                description="Friday to Sunday, up to three months ahead. Thursday by enquiry."
                // The same id for the field and its popover, so the calendar dialog is named by the field.
                id="session-date"
                popoverProps={{ withinPortal: true, id: "session-date" }}
                // Saturday and Sunday are ordinary studio days here, not red "weekend" days.
                weekendDays={[]}
                data-testid="booking-date"
              />
            )}
          />

          {date && dayKind(date) === "enquiry" && (
            <Alert variant="light" color="blue" title="Thursday Selected" icon={<InfoIcon />}>
              Thursday bookings require an enquiry.{" "}
              <Anchor component={Link} to="/contact">
                Contact us
              </Anchor>{" "}
              to arrange a Thursday session.
            </Alert>
          )}

          <div>
            <Text fw={500} size="sm">
              Selected Producer{" "}
              <Text span c="red.5" aria-hidden="true">
                *
              </Text>
            </Text>
            <Text
              fz="lg"
              fw={700}
              c={engineer ? "amber.4" : "dark.1"}
              data-testid="selected-producer"
              aria-live="polite"
            >
              {engineer || "No producer selected. Choose Select Producer above."}
            </Text>
            {errors.engineer?.message && (
              <Text c="red.5" size="sm" role="alert">
                {errors.engineer.message}
              </Text>
            )}
          </div>

          {date && day.isError && (
            <Alert color="red" variant="light" title="Availability unavailable">
              We could not load the bookings for this date.{" "}
              <Anchor component="button" type="button" onClick={() => void day.refetch()}>
                Try again
              </Anchor>
            </Alert>
          )}

          <StartTimeGrid
            slots={slots}
            value={startTime}
            error={errors.startTime?.message}
            onChange={(slot) => {
              setValue("startTime", slot.time, { shouldValidate: formState.isSubmitted });
              setValue("duration", durationAfterStartChange(duration, slot.durations), {
                shouldValidate: formState.isSubmitted,
              });
            }}
          />

          <Controller
            control={control}
            name="duration"
            render={({ field, fieldState }) => (
              <NativeSelect
                ref={field.ref}
                name={field.name}
                label="Session Duration"
                withAsterisk
                data={durationData}
                value={String(field.value)}
                onChange={(event) => field.onChange(Number(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                data-testid="booking-duration"
              />
            )}
          />

          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="First Name"
                withAsterisk
                autoComplete="given-name"
                {...register("firstName")}
                error={errors.firstName?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Last Name"
                withAsterisk
                autoComplete="family-name"
                {...register("lastName")}
                error={errors.lastName?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Email"
                type="email"
                withAsterisk
                autoComplete="email"
                {...register("email")}
                error={errors.email?.message}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label="Phone"
                type="tel"
                withAsterisk
                autoComplete="tel"
                {...register("phone")}
                error={errors.phone?.message}
              />
            </Grid.Col>
          </Grid>

          <Textarea
            label="Project Description"
            description="Optional: tell us about your project, references or what you want to achieve."
            autosize
            minRows={3}
            {...register("projectDescription")}
            error={errors.projectDescription?.message}
          />

          <PrivacyNote />
          <Group justify="flex-end">
            <Button type="submit" size="lg" disabled={pending} fullWidth>
              {pending ? "Processing..." : "Reserve Session"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
