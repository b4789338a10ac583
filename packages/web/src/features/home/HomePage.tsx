import { Anchor, Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { Link } from "@tanstack/react-router";
import { useRef } from "react";
import {
  ClockIcon,
  HeadphonesIcon,
  HeartIcon,
  MailIcon,
  MapPinIcon,
  MicIcon,
  SlidersIcon,
  TrainIcon,
} from "../../components/icons";
import { ButtonLink } from "../../components/links";
import { Reveal, useScrollShift } from "../../components/Reveal";
import { useStudioProfile } from "../studio/useStudioProfile";
import classes from "./HomePage.module.css";
import { Picture } from "../../components/Picture";

const highlights = [
  {
    icon: MicIcon,
    title: "Professional Recording Environment",
    text: "Acoustically treated rooms in the heart of London, tuned for vocals, instruments and mixing.",
  },
  {
    icon: HeadphonesIcon,
    title: "Experienced Sound Engineers",
    text: "Our engineers have worked with Grammy-winning artists and know how to get the best take.",
  },
  {
    icon: ClockIcon,
    title: "Flexible Session Times",
    text: "Sessions from 12PM to 6AM, Friday to Sunday, from two hours to a full ten-hour night.",
  },
  {
    icon: HeartIcon,
    title: "Artist-Focused Approach",
    text: "Your sound, your vision. We listen first and shape every session around the artist.",
  },
];

const reasons = [
  {
    icon: HeadphonesIcon,
    title: "Expert Engineers",
    text: "Engineers and producers with credits alongside Grammy-winning artists, in the room with you from the first take to the final bounce.",
  },
  {
    icon: SlidersIcon,
    title: "Professional Setup",
    text: "UAD, Avalon, SSL and Tube-Tech processing through Focal monitors, with a classic U47 for vocals.",
  },
  {
    icon: ClockIcon,
    title: "Flexible Scheduling",
    text: "Book online in minutes. Afternoon, evening and overnight sessions, and Thursday by enquiry.",
  },
];

export function HomePage() {
  const profile = useStudioProfile();
  const { hero, gallery } = profile.images;
  const heroRef = useRef<HTMLDivElement>(null);
  const reduceMotion = useReducedMotion();
  useScrollShift(heroRef, !reduceMotion);

  return (
    <>
      <Box component="section" className={classes.hero} aria-labelledby="hero-title">
        <div className={classes.heroBackdrop} aria-hidden="true" />
        {hero && (
          <Picture
            sizes="100vw"
            src={hero.src}
            alt={hero.alt}
            width={hero.width}
            height={hero.height}
            fetchPriority="high"
            className={classes.heroPhoto}
          />
        )}
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

      <Reveal shift className={classes.section} aria-labelledby="about-title">
        <Container size="lg">
          <Title order={2} id="about-title" ta="center" className={classes.sectionTitle}>
            About
          </Title>
          <Text ta="center" c="dark.1" maw={720} mx="auto" mb="xl">
            {profile.name} is a professional recording studio in {profile.address.area}, near London
            Overground. Our engineers have worked with Grammy-winning artists, and our acoustically treated
            rooms in the heart of London are built for recording, production and mixing.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {highlights.map(({ icon: Icon, title, text }) => (
              <Stack key={title} gap="xs" className={classes.highlight}>
                <ThemeIcon size={44} radius="md" variant="light">
                  <Icon size={22} />
                </ThemeIcon>
                <Title order={3} size="h5">
                  {title}
                </Title>
                <Text size="sm" c="dark.1">
                  {text}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>
      </Reveal>

      <Reveal shift className={classes.sectionAlt} aria-labelledby="why-title">
        <Container size="lg">
          <Title order={2} id="why-title" ta="center" className={classes.sectionTitle} mb="xl">
            Why Artists Choose Us
          </Title>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
            {reasons.map(({ icon: Icon, title, text }) => (
              <Card key={title} padding="xl" withBorder className={classes.card}>
                <ThemeIcon size={52} radius="xl" mb="md">
                  <Icon size={26} />
                </ThemeIcon>
                <Title order={3} size="h4" mb="xs">
                  {title}
                </Title>
                <Text c="dark.1">{text}</Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </Reveal>

      <Reveal shift className={classes.section} aria-labelledby="gallery-title">
        <Container size="lg">
          <Title order={2} id="gallery-title" ta="center" className={classes.sectionTitle} mb="xl">
            Studio Gallery
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
            {gallery.map((item) => (
              <figure key={item.caption} className={classes.figure}>
                <Picture
                  sizes="(min-width: 62em) 270px, (min-width: 36em) 50vw, 100vw"
                  src={item.src}
                  alt={item.alt}
                  width={item.width}
                  height={item.height}
                  loading="lazy"
                  decoding="async"
                  className={classes.galleryImage}
                />
                <figcaption className={classes.caption}>{item.caption}</figcaption>
              </figure>
            ))}
          </SimpleGrid>
        </Container>
      </Reveal>

      <Reveal shift className={classes.sectionAlt} aria-labelledby="equipment-title">
        <Container size="md">
          <Stack align="center" ta="center" gap="md">
            <Title order={2} id="equipment-title" className={classes.sectionTitle}>
              Professional Equipment
            </Title>
            <Text c="dark.1" maw={640}>
              Industry-standard gear throughout: a UAD X8 interface, AVALON 737 and SSL processing, FOCAL SM9
              monitors and a U47 microphone.
            </Text>
            <ButtonLink to="/equipment" variant="outline" size="md">
              View Our Equipment
            </ButtonLink>
          </Stack>
        </Container>
      </Reveal>

      <Reveal shift className={classes.section} aria-labelledby="visit-title">
        <Container size="md">
          <Card padding="xl" withBorder className={classes.card}>
            <Title order={2} id="visit-title" ta="center" className={classes.sectionTitle} mb="lg">
              Visit Our Studio
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <Stack align="center" ta="center" gap={6}>
                <ThemeIcon variant="light" size={44}>
                  <MapPinIcon />
                </ThemeIcon>
                <Text fw={700}>Location</Text>
                <Text c="dark.1">
                  {profile.address.area}, {profile.address.postcode}
                </Text>
              </Stack>
              <Stack align="center" ta="center" gap={6}>
                <ThemeIcon variant="light" size={44}>
                  <TrainIcon />
                </ThemeIcon>
                <Text fw={700}>Getting Here</Text>
                <Text c="dark.1">Near London Overground</Text>
              </Stack>
              <Stack align="center" ta="center" gap={6}>
                <ThemeIcon variant="light" size={44}>
                  <MailIcon />
                </ThemeIcon>
                <Text fw={700}>Bookings</Text>
                <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
                  {profile.bookingsEmail}
                </Anchor>
              </Stack>
            </SimpleGrid>
          </Card>
        </Container>
      </Reveal>

      <Box ta="center" pb="md">
        {/* The discreet way in for staff (spec §6); never preloaded, so visitors never fetch admin code. */}
        <Link to="/admin" preload={false} className={classes.adminLink}>
          Admin
        </Link>
      </Box>
    </>
  );
}
