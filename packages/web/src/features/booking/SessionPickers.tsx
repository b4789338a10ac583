import { Alert, Anchor, Button } from "@mantine/core";
import { checkPublicBooking, dayKind, durationAfterStartChange, nextFreeNight } from "@studio/domain";
import { Controller, useWatch } from "react-hook-form";
import { DurationChoices } from "../../components/session-picker/DurationChoices";
import { SessionDateField } from "./SessionDateField";
import { StartTimeGrid } from "../../components/session-picker/StartTimeGrid";
import { ThursdayEnquiry } from "./ThursdayEnquiry";
import { offersWaitlist, WaitlistOffer } from "./WaitlistOffer";
import type { BookingForm } from "./use-booking-form";
import {
  isPickableNight,
  type Nights,
  pickerBlock,
  useNights,
} from "../../components/session-picker/use-nights";
import type { SessionChoices } from "./use-session-choices";
import { showToast } from "../../components/toast";

interface SessionPickersProps {
  form: BookingForm;
  choices: SessionChoices;
}

/** Date, then the night's start times and durations, or, on a Thursday, an enquiry instead. */
export function SessionPickers({ form, choices }: SessionPickersProps) {
  const onDateChange = dateChangeHandler(form);
  return (
    <>
      <NightChoice form={form} choices={choices} onDateChange={onDateChange} />
      {choices.date && choices.day.isError && <AvailabilityError retry={() => void choices.day.refetch()} />}
      {choices.enquiry ? (
        <ThursdayEnquiry form={form} date={choices.date} />
      ) : (
        <StartAndDuration form={form} choices={choices} />
      )}
    </>
  );
}

/** The date field (only the producer's open nights pickable) and the jump to their next free one. */
function NightChoice({
  form,
  choices,
  onDateChange,
}: SessionPickersProps & { onDateChange: (value: string | null) => void }) {
  const nights = useNights();
  return (
    <>
      <Controller
        control={form.control}
        name="date"
        render={({ field, fieldState }) => (
          <SessionDateField
            value={field.value}
            onChange={onDateChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            horizon={choices.horizon}
            blockOf={(date) => pickerBlock(nights, date, choices.producer)}
            isPickable={(date) => isPickableNight(nights, date, choices.producer)}
            error={fieldState.error?.message}
          />
        )}
      />
      {choices.producer && (
        <NextFreeNight
          nights={nights}
          producer={choices.producer}
          after={choices.date}
          onPick={onDateChange}
        />
      )}
    </>
  );
}

/** The night's start times (with the waitlist's offer when none fits) and the session's length. */
function StartAndDuration({ form, choices }: SessionPickersProps) {
  const { control, setValue, clearErrors, formState } = form;
  const duration = useWatch({ control, name: "duration" });
  const validate = { shouldValidate: formState.isSubmitted };
  const errors = formState.errors;
  const waitlistNeed = { date: choices.date, producer: choices.producer, duration, slots: choices.slots };
  return (
    <>
      <StartTimeGrid
        slots={choices.slots}
        night={choices.date}
        value={choices.startTime}
        error={errors.startTime?.message}
        block={choices.block}
        offer={
          offersWaitlist(waitlistNeed, choices.block) && (
            // A fresh form for each night, producer and length.
            <WaitlistOffer key={`${choices.date}|${choices.producer}|${duration}`} {...waitlistNeed} />
          )
        }
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
  );
}

/**
 * Sets the date. The picker offers no closed day; a typed one gets the submit check's own refusal
 * and clears the date. A Thursday clears the start time: it is an enquiry.
 */
function dateChangeHandler({ setValue, formState }: BookingForm) {
  return (value: string | null) => {
    if (value && dayKind(value) === "closed") {
      const refusal = checkPublicBooking({
        date: value,
        startTime: "12:00",
        duration: 2,
        bookings: [],
        now: new Date(),
      });
      if (!refusal.ok) showToast({ title: refusal.title, message: refusal.message, color: "red" });
      value = null;
    }
    setValue("date", value ?? "", { shouldValidate: formState.isSubmitted });
    if (value && dayKind(value) === "enquiry") setValue("startTime", "");
  };
}

/** Jumps to the first night after the chosen one that the producer can be booked on. */
function NextFreeNight(props: {
  nights: Nights;
  producer: string;
  after: string;
  onPick: (date: string) => void;
}) {
  const next = nextFreeNight(props.nights.nights, props.producer, props.after || undefined);
  return (
    <Button
      variant="light"
      size="compact-sm"
      type="button"
      disabled={next === null || next === props.after}
      onClick={() => next && props.onPick(next)}
      data-testid="next-free-night"
      style={{ alignSelf: "flex-start" }}
    >
      Next free night
    </Button>
  );
}

function AvailabilityError({ retry }: { retry: () => void }) {
  return (
    <Alert color="red" variant="light" title="Availability unavailable">
      We could not load the bookings for this date.{" "}
      <Anchor component="button" type="button" onClick={retry}>
        Try again
      </Anchor>
    </Alert>
  );
}
