import { Box, Container, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import {
  lazy,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { afterPageLoad, afterPaint, onFirstIntent } from "../../after-paint";
import { findProducer, useStudioProfile } from "../studio/use-studio-profile";
import { PageHero } from "../../components/PageHero";
import classes from "./BookingPage.module.css";
import { BookingEquipment } from "./BookingEquipment";
import { ProducerCards } from "./ProducerCards";
import { loadSessionSection, preloadBookingChunks } from "./booking-chunks";
import { DatePlaceholder } from "./DatePlaceholder";

const Route = getRouteApi("/booking");

// The form's chunk (react-hook-form, zod, the start grid) is the page's heaviest part and sits below
// the first screen: it is fetched, evaluated and rendered when the visitor comes to it.
const SessionSection = lazy(loadSessionSection);

/** How long after the page has loaded the form comes anyway, with no sign of the visitor. */
const FORM_ANYWAY_MS = 5000;

export function BookingPage() {
  const profile = useStudioProfile();
  // The page owns the producer choice, so the cards work before the form's chunk has arrived.
  const [engineer, setEngineer] = useState("");
  const { sectionRef, headingRef, bringToSessionDetails, onSessionSectionReady } = useSessionDetailsFocus();
  const { formWanted, wantForm } = useFormOnApproach(sectionRef);

  const selectProducer = useCallback(
    (name: string) => {
      setEngineer(name);
      wantForm();
      bringToSessionDetails();
    },
    [bringToSessionDetails, wantForm],
  );

  useAskedProducer(selectProducer);

  return (
    <>
      <PageHero id="booking-title" title="Book Your Session" maw={640}>
        Choose your producer, pick a date and time, and reserve your session. Payment is taken at the studio.
      </PageHero>

      <Container size="lg" py="xl">
        <Box component="section" aria-labelledby="producers-title" mb={56}>
          <Title order={2} size="h3" id="producers-title" mb="md">
            Choose Your Producer
          </Title>
          <ProducerCards producers={profile.producers} selected={engineer} onSelect={selectProducer} />
        </Box>

        <div id="session-details" ref={sectionRef} className={classes.sessionSection}>
          {formWanted ? (
            <Suspense fallback={<SessionSectionPlaceholder onApproach={wantForm} />}>
              <SessionSection
                profile={profile}
                engineer={engineer}
                headingRef={headingRef}
                onReady={onSessionSectionReady}
              />
            </Suspense>
          ) : (
            <SessionSectionPlaceholder onApproach={wantForm} />
          )}
        </div>
        <BookingEquipment />
      </Container>
    </>
  );
}

/**
 * Holds the loaded section's place (same columns, about the same height): nothing jumps. Session
 * Date's stand-in sits where the field will be, so a tap on it before the form has loaded opens
 * the calendar once it has.
 */
function SessionSectionPlaceholder({ onApproach }: { onApproach: () => void }) {
  return (
    <div className={classes.placeholder} aria-busy="true">
      <div className={`${classes.placeholderCard} ${classes.placeholderForm}`}>
        <DatePlaceholder onApproach={onApproach} />
      </div>
      <div className={classes.placeholderSide}>
        <div className={`${classes.placeholderCard} ${classes.placeholderSummary}`} />
        <div className={`${classes.placeholderCard} ${classes.placeholderPolicies}`} />
      </div>
    </div>
  );
}

/**
 * The server renders the hero and the sections below it (they read without JavaScript); the form,
 * below the first screen, loads when the visitor comes to it: it scrolls into view, they touch,
 * point at or key into the page, choose a producer, or the address already holds a choice. A
 * visitor who does none of these (a screen reader's virtual cursor sends the page no events) gets
 * it a few seconds after the page has loaded, once the first screen's work is long done.
 */
function useFormOnApproach(sectionRef: RefObject<HTMLDivElement | null>) {
  const [formWanted, setFormWanted] = useState(false);
  const { producer, date } = Route.useSearch();
  const want = useCallback(() => startTransition(() => setFormWanted(true)), []);

  useEffect(() => {
    if (formWanted) return;
    if (producer || date) return afterPaint(want);
    const stopIntent = onFirstIntent(() => {
      preloadBookingChunks(); // the form, and the profile dialog a card's View Profile opens
      want();
    });
    const section = sectionRef.current;
    const observer =
      section && typeof IntersectionObserver === "function"
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want())
        : undefined;
    if (section) observer?.observe(section);
    let anyway: ReturnType<typeof setTimeout> | undefined;
    const stopWaiting = afterPageLoad(() => {
      anyway = setTimeout(want, FORM_ANYWAY_MS);
    });
    return () => {
      stopIntent();
      observer?.disconnect();
      stopWaiting();
      clearTimeout(anyway);
    };
  }, [formWanted, producer, date, sectionRef, want]);

  return { formWanted, wantForm: want };
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
    const match = asked ? findProducer(profile, asked) : undefined;
    if (match?.bookable) selectProducer(match.name);
  }, [asked, profile, selectProducer]);
}
