import { Box, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { getRouteApi } from "@tanstack/react-router";
import { lazy, Suspense, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { afterPaint } from "../../afterPaint";
import { HeadphonesIcon, MicIcon, SlidersIcon } from "../../components/icons";
import { AnchorLink } from "../../components/links";
import { findEquipment, highlightedEquipment } from "../equipment/equipment";
import { findProducer, useStudioProfile } from "../studio/useStudioProfile";
import { PageHero } from "../../components/PageHero";
import classes from "./BookingPage.module.css";
import { ProducerCards } from "./ProducerCards";
import { loadSessionSection, preloadBookingChunks } from "./bookingChunks";

const Route = getRouteApi("/booking");

const equipmentIcons = [SlidersIcon, SlidersIcon, HeadphonesIcon, MicIcon];

// The form's chunk (date picker, react-hook-form, zod) is the page's heaviest part and sits below
// the fold: it is fetched, evaluated and rendered once the hero and the cards have painted.
const SessionSection = lazy(loadSessionSection);

export function BookingPage() {
  const profile = useStudioProfile();
  // The page owns the producer choice, so the cards work before the form's chunk has arrived.
  const [engineer, setEngineer] = useState("");
  // '/booking?producer=Marcus' (a producer's "Book with Marcus"): chosen once the page has
  // hydrated, so the prerendered HTML and the first render agree.
  const { producer: asked } = Route.useSearch();
  const sectionRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusOnArrival = useRef(false);
  const reduceMotion = useReducedMotion();
  // The server renders the hero and the sections below it (they read without JavaScript); the
  // form follows once the page has painted.
  const [belowHero, setBelowHero] = useState(true);
  const [formWanted, setFormWanted] = useState(false);

  useEffect(
    () =>
      afterPaint(() => {
        preloadBookingChunks();
        // Transitions: React renders them in slices between the browser's other work.
        startTransition(() => setBelowHero(true));
      }),
    [],
  );
  useEffect(() => {
    if (belowHero) return afterPaint(() => startTransition(() => setFormWanted(true)));
  }, [belowHero]);

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

  const selectProducer = useCallback(
    (name: string) => {
      setEngineer(name);
      bringToSessionDetails();
    },
    [bringToSessionDetails],
  );

  // '/booking?producer=Marcus' (a producer page's "Book with Marcus"): chosen once the page has
  // hydrated, so the prerendered HTML and the first render agree; the form is then brought up.
  useEffect(() => {
    const match = asked ? findProducer(profile, asked) : undefined;
    if (match?.bookable) selectProducer(match.name);
  }, [asked, profile, selectProducer]);

  return (
    <>
      <PageHero id="booking-title" title="Book Your Session" maw={640}>
        Choose your producer, pick a date and time, and reserve your session. Payment is taken at the studio.
      </PageHero>

      {belowHero ? (
        <Container size="lg" py="xl">
          <Box component="section" aria-labelledby="producers-title" mb={56}>
            <Title order={2} size="h3" id="producers-title" mb="md">
              Choose Your Producer
            </Title>
            <ProducerCards producers={profile.producers} selected={engineer} onSelect={selectProducer} />
          </Box>

          <div id="session-details" ref={sectionRef} className={classes.sessionSection}>
            {formWanted ? (
              <Suspense fallback={<SessionSectionPlaceholder />}>
                <SessionSection
                  profile={profile}
                  engineer={engineer}
                  headingRef={headingRef}
                  onReady={onSessionSectionReady}
                />
              </Suspense>
            ) : (
              <SessionSectionPlaceholder />
            )}
          </div>
          <Box component="section" aria-labelledby="booking-equipment-title" mt={56}>
            <Title order={2} size="h3" id="booking-equipment-title" mb="md">
              Studio Equipment
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
              {highlightedEquipment.map((name, index) => {
                const Icon = equipmentIcons[index] ?? SlidersIcon;
                return (
                  <Card key={name} withBorder padding="md" className={classes.sideCard}>
                    <ThemeIcon variant="light" size={40} mb="sm">
                      <Icon size={20} />
                    </ThemeIcon>
                    <Text fw={800}>{name}</Text>
                    <Text size="sm" c="dark.1" lineClamp={2}>
                      {findEquipment(name)?.description}
                    </Text>
                  </Card>
                );
              })}
            </SimpleGrid>
            <AnchorLink to="/equipment" mt="sm" display="inline-block" fw={600}>
              View all equipment
            </AnchorLink>
          </Box>
        </Container>
      ) : (
        // Keeps the footer below the fold until the sections arrive: nothing on screen moves.
        <div className={classes.belowHeroPlaceholder} aria-busy="true" />
      )}
    </>
  );
}

/** Holds the loaded section's place (same columns, about the same height): nothing jumps. */
function SessionSectionPlaceholder() {
  return (
    <div className={classes.placeholder} aria-busy="true">
      <div className={`${classes.placeholderCard} ${classes.placeholderForm}`} />
      <div className={classes.placeholderSide}>
        <div className={`${classes.placeholderCard} ${classes.placeholderSummary}`} />
        <div className={`${classes.placeholderCard} ${classes.placeholderPolicies}`} />
      </div>
    </div>
  );
}
