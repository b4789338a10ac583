import { Box, Container, Stack, Text, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useRef } from "react";
import { ButtonLink } from "../../components/links";
import { Picture } from "../../components/Picture";
import { useScrollShift } from "../../components/Reveal";
import { useStudioProfile } from "../studio/use-studio-profile";
import classes from "./HomePage.module.css";

/** The headline over the profile's photo (or the built-in waveform), drifting as the page scrolls. */
export function HomeHero() {
  const profile = useStudioProfile();
  const { hero } = profile.images;
  const heroRef = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  useScrollShift(heroRef, !reduceMotion);

  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <div className={classes.heroBackdrop} aria-hidden="true" />
      {hero && <Picture sizes="100vw" {...hero} fetchPriority="high" className={classes.heroPhoto} />}
      <Container size="md" className={classes.heroContent} ref={heroRef}>
        <Stack align="center" ta="center" gap="lg">
          <Text tt="uppercase" fw={700} c="amber.4" size="sm" className={classes.kicker}>
            {profile.name} · {profile.address.area}
          </Text>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            Where Music Comes Alive
          </Title>
          <Text size="xl" c="dark.0" maw={640}>
            Professional recording studio with expert engineers ready to bring your vision to life.
          </Text>
          <ButtonLink to="/booking" size="lg" data-testid="book-session-hero" mt="sm">
            Book Your Session
          </ButtonLink>
        </Stack>
      </Container>
    </Box>
  );
}
