import { Box, Container, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { afterPaint } from "../../after-paint";
import { askedProducer, type Producer, useStudioProfile } from "../studio/use-studio-profile";
import { PageHero } from "../../components/PageHero";
import classes from "./BookingPage.module.css";
import { BookingEquipment } from "./BookingEquipment";
import { ProducerCards } from "./ProducerCards";
import { loadSessionSection, preloadBookingChunks } from "./booking-chunks";

const Route = getRouteApi("/booking");

// The form's chunk (date picker, react-hook-form, zod) is the page's heaviest part and sits below
// the fold: it is fetched, evaluated and rendered once the hero and the cards have painted.
const SessionSection = lazy(loadSessionSection);

export function BookingPage() {
  const profile = useStudioProfile();
  // The page owns the producer choice, so the cards work before the form's chunk has arrived.
  const [producer, setProducer] = useState("");
  // The form's "choose a producer" error shows here, beside the cards that fix it (and get focus).
  const [producerError, setProducerError] = useState<string | undefined>();
  const formWanted = useFormWanted();
  const { sectionRef, headingRef, bringToSessionDetails, onSessionSectionReady } = useSessionDetailsFocus();

  const selectProducer = useCallback(
    (name: string) => {
      setProducer(name);
      bringToSessionDetails();
    },
    [bringToSessionDetails],
  );

  useAskedProducer(selectProducer);

  return (
    <>
      <PageHero id="booking-title" title="Book Your Session" maw={640}>
        Choose your producer, pick a date and time, and reserve your session. Payment is taken at the studio.
      </PageHero>

      <Container size="lg" py="xl">
        <ProducerSection
          producers={profile.producers}
          selected={producer}
          onSelect={selectProducer}
          error={producerError}
        />
        <div id="session-details" ref={sectionRef} className={classes.sessionSection}>
          {formWanted ? (
            <Suspense fallback={<SessionSectionPlaceholder />}>
              <SessionSection
                profile={profile}
                producer={producer}
                headingRef={headingRef}
                onReady={onSessionSectionReady}
                onProducerError={setProducerError}
                placeholder={<SessionSectionPlaceholder />}
              />
            </Suspense>
          ) : (
            <SessionSectionPlaceholder />
          )}
        </div>
        <BookingEquipment />
      </Container>
    </>
  );
}

/** "Choose Your Producer": the cards, under the form's error while it shows (each Select names it). */
function ProducerSection({
  producers,
  selected,
  onSelect,
  error,
}: {
  producers: readonly Producer[];
  selected: string;
  onSelect: (name: string) => void;
  error: string | undefined;
}) {
  return (
    <Box component="section" aria-labelledby="producers-title" mb={56}>
      <Title order={2} size="h3" id="producers-title" mb="md" className={classes.producersTitle}>
        Choose Your Producer
      </Title>
      {error && (
        <Text id="producer-error" role="alert" c="var(--mantine-color-error)" size="sm" mt={-8} mb="md">
          {error}
        </Text>
      )}
      <ProducerCards
        producers={producers}
        selected={selected}
        onSelect={onSelect}
        errorId={error ? "producer-error" : undefined}
      />
    </Box>
  );
}

/** Holds the loaded section's place (its two columns, their heights): nothing jumps. */
function SessionSectionPlaceholder() {
  return (
    <>
      <div className={`${classes.placeholderCard} ${classes.placeholderForm}`} aria-busy="true" />
      <div className={classes.placeholderSide} aria-busy="true">
        <div className={`${classes.placeholderCard} ${classes.placeholderSummary}`} />
        <div className={`${classes.placeholderCard} ${classes.placeholderPolicies}`} />
      </div>
    </>
  );
}

/**
 * The server renders the hero and the sections below it (they read without JavaScript); once the
 * page has painted, the form's code is fetched, and in the next task the form is asked for, as a
 * transition: React renders it in slices between the browser's other work.
 */
function useFormWanted(): boolean {
  const [formWanted, setFormWanted] = useState(false);
  useEffect(() => {
    const cancelPreload = afterPaint(preloadBookingChunks);
    const cancelWanted = afterPaint(() => startTransition(() => setFormWanted(true)));
    return () => {
      cancelPreload();
      cancelWanted();
    };
  }, []);
  return formWanted;
}

/** Scrolls to Session Details and focuses its heading, or does so when its chunk arrives. */
function useSessionDetailsFocus() {
  const sectionRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnArrival = useRef(false);
  const reduceMotion = useReducedMotion();
  const bringToSessionDetails = useCallback(() => {
    const heading = headingRef.current;
    (heading ?? sectionRef.current)?.scrollIntoView({
      behavior: reduceMotion ? "auto" : "smooth",
      block: "start",
    });
    heading?.focus({ preventScroll: true });
    // Still loading: the section's placeholder is scrolled to, the heading is focused on arrival.
    focusOnArrival.current = heading === null;
  }, [reduceMotion]);

  const onSessionSectionReady = useCallback(() => {
    if (focusOnArrival.current) bringToSessionDetails();
  }, [bringToSessionDetails]);

  return { sectionRef, headingRef, bringToSessionDetails, onSessionSectionReady };
}

/**
 * '/booking?producer=Marcus' (a producer page's "Book with Marcus"): chosen once the page has
 * hydrated, so the prerendered HTML and the first render agree; the form is then brought up.
 */
function useAskedProducer(selectProducer: (name: string) => void) {
  const profile = useStudioProfile();
  const { producer: asked } = Route.useSearch();
  useEffect(() => {
    const name = askedProducer(profile, asked);
    if (name) selectProducer(name);
  }, [asked, profile, selectProducer]);
}
