import { Stack } from "@mantine/core";
import { dayKind, londonToday } from "@studio/domain";
import { getRouteApi } from "@tanstack/react-router";
import { type ReactNode, type Ref, startTransition, useDeferredValue, useEffect, useState } from "react";
import { afterPageLoad } from "../../after-paint";
import { WithQueries } from "../../query-client";
import { useWatch } from "react-hook-form";
import { askedProducer, type StudioProfile } from "../studio/use-studio-profile";
import { BookingSummary } from "./BookingSummary";
import { PoliciesCard } from "./PoliciesCard";
import classes from "./SessionSection.module.css";
import { SessionDetails } from "./SessionDetails";
import { useBookingForm } from "./use-booking-form";

/** Reads London's clock once (booking-chunks.ts calls it in a task of its own, before rendering). */
export function readLondonClock(): void {
  londonToday(new Date());
}

export interface SessionSectionProps {
  profile: StudioProfile;
  /** The producer chosen on the page's cards ('' for none); the form follows it. */
  producer: string;
  headingRef: Ref<HTMLHeadingElement>;
  /** Called once the form is on screen, so a choice made while it loaded can move focus to it. */
  onReady: () => void;
  /** The producer's error (or none), shown by the page beside its producer cards. */
  onProducerError: (message: string | undefined) => void;
  /** What holds the section's place (the page's, while its chunk loads) until the form is ready. */
  placeholder: ReactNode;
}

/**
 * Session Details (date picker, start grid, customer fields, validation) with the live summary and
 * the policies. Its own chunk: the date picker, react-hook-form and zod load beside the page while
 * the hero and the producer cards paint.
 */
export default function SessionSection(props: SessionSectionProps) {
  return (
    <WithQueries>
      <SessionForm {...props} />
    </WithQueries>
  );
}

const Route = getRouteApi("/booking");

function SessionForm({
  profile,
  producer,
  headingRef,
  onReady,
  onProducerError,
  placeholder,
}: SessionSectionProps) {
  // '/booking?date=2026-12-12' (a shared link) opens on that night; a closed weekday is ignored.
  // '?producer=' is chosen from the first render too: the start times never say "Select producer
  // first" while the page's cards are still taking the address's choice over.
  const { date: linked, producer: asked } = Route.useSearch();
  const form = useBookingForm({
    engineer: producer || askedProducer(profile, asked),
    date: linked && dayKind(linked) !== "closed" ? linked : "",
  });
  const [date, startTime, chosenProducer, duration] = useWatch({
    control: form.control,
    name: ["date", "startTime", "engineer", "duration"],
  });

  // The cards' choice, once made, is the form's ('' is no choice yet, never a reset).
  useEffect(() => {
    if (!producer || form.getValues("engineer") === producer) return;
    form.setValue("engineer", producer, { shouldValidate: form.formState.isSubmitted });
  }, [producer, form]);

  // react-hook-form marks a new form ready in a layout effect, which renders the form's host again
  // at once, in the task of its first commit: the fields come after that, in a render React slices.
  const ready = useDeferredValue(form.formState.isReady);
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  const producerError = form.formState.errors.engineer?.message;
  useEffect(() => onProducerError(producerError), [producerError, onProducerError]);
  const later = useLaterPart();

  if (!ready) return placeholder;
  return (
    // The page's Session Details lays these two out as its columns (BookingPage.module.css).
    <>
      <Stack gap="md">
        <SessionDetails form={form} profile={profile} headingRef={headingRef} later={later} />
      </Stack>
      <div>
        {later ? (
          <Stack className={classes.sticky}>
            <BookingSummary date={date} startTime={startTime} producer={chosenProducer} duration={duration} />
            <PoliciesCard profile={profile} />
          </Stack>
        ) : (
          <div className={classes.sidePlaceholder} aria-busy="true" />
        )}
      </div>
    </>
  );
}

/**
 * The form's later part (the customer's fields, the summary, the policies) renders in a pass of its
 * own once the browser is idle after the first: two shorter tasks on a slow phone, not one long one.
 */
function useLaterPart(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => afterPageLoad(() => startTransition(() => setLater(true))), []);
  return later;
}
