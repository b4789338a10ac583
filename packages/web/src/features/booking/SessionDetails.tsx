import { Card, Stack, Text, Title } from "@mantine/core";
import type { Ref } from "react";
import { useWatch } from "react-hook-form";
import { priceRuleFor } from "@studio/domain";
import { findProducer, type StudioProfile } from "../studio/use-studio-profile";
import { CustomerAndReserve } from "./CustomerAndReserve";
import { ReserveBar } from "./ReserveBar";
import { RequiredMark } from "../../components/session-picker/ChoiceFieldset";
import classes from "./SessionDetails.module.css";
import { SessionPickers } from "./SessionPickers";
import { type BookingForm, focusFirstInvalid } from "./use-booking-form";
import { useCreateBooking } from "./use-create-booking";
import { useSessionChoices } from "./use-session-choices";
import { useLiveForm } from "../../live-form";

interface SessionDetailsProps {
  form: BookingForm;
  profile: StudioProfile;
  headingRef: Ref<HTMLHeadingElement>;
  /** False until the form's first part is on screen: the later part (the customer) follows. */
  later: boolean;
}

/** The Session Details form: producer, date, start, duration, the customer, and Reserve. */
export function SessionDetails({ form, profile, headingRef, later }: SessionDetailsProps) {
  const { handleSubmit } = form;
  const choices = useSessionChoices(form, profile);
  const duration = useWatch({ control: form.control, name: "duration" });
  const bookable = profile.producers.filter((producer) => producer.bookable).map((producer) => producer.name);
  const { reserve, pending } = useCreateBooking(form, bookable, profile);
  const live = useLiveForm();

  return (
    <Card withBorder padding="xl" className={classes.card}>
      <form
        id="booking-form"
        {...live}
        onSubmit={handleSubmit(
          (values) => reserve(values, choices.day.bookings),
          (invalid) => focusFirstInvalid(form, invalid),
        )}
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
          <SelectedProducer producer={choices.producer} />
          <SessionPickers form={form} choices={choices} />
          {later ? (
            <Stack gap="lg" className={classes.later}>
              <CustomerAndReserve
                form={form}
                enquiry={choices.enquiry}
                pending={pending}
                noStart={choices.noStart}
              />
            </Stack>
          ) : (
            // Holds the later part's place (its measured height) until it renders: nothing moves.
            <div className={classes.laterPlaceholder} aria-busy="true" />
          )}
        </Stack>
        {!choices.enquiry && (
          <ReserveBar
            price={priceRuleFor(profile.prices, findProducer(profile, choices.producer))}
            date={choices.date}
            startTime={choices.startTime}
            duration={duration}
            pending={pending}
            noStart={choices.noStart}
          />
        )}
      </form>
    </Card>
  );
}

function SelectedProducer({ producer }: { producer: string }) {
  // Its error shows beside the producer cards (BookingPage), where it is fixed and focus goes.
  return (
    <div>
      <Text fw={500} size="sm">
        Selected Producer <RequiredMark />
      </Text>
      <Text
        fz="lg"
        fw={700}
        c={producer ? "amber.4" : "dimmed"}
        data-testid="selected-producer"
        aria-live="polite"
      >
        {producer || "No producer selected. Choose Select Producer above."}
      </Text>
    </div>
  );
}
