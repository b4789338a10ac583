// The home page's sections below the hero, in the page's order.
import { Anchor, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
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
import { Picture } from "../../components/Picture";
import { Reveal } from "../../components/Reveal";
import { useStudioProfile } from "../studio/use-studio-profile";
import classes from "./HomePage.module.css";
import { Postcode } from "../../components/Postcode";

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

/** The studio in a paragraph, and its four highlights. */
export function AboutSection() {
  const profile = useStudioProfile();
  return (
    <Reveal shift className={classes.section} aria-labelledby="about-title">
      <Container size="lg">
        <Title order={2} id="about-title" ta="center" className={classes.sectionTitle}>
          About
        </Title>
        <Text ta="center" c="dark.1" maw={720} mx="auto" mb="xl">
          {profile.name} is a professional recording studio in {profile.address.area}, near London Overground.
          Our engineers have worked with Grammy-winning artists, and our acoustically treated rooms in the
          heart of London are built for recording, production and mixing.
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
  );
}

/** Three reasons, as cards. */
export function WhyUsSection() {
  return (
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
  );
}

/** The profile's pictures of the rooms. */
export function GallerySection() {
  const profile = useStudioProfile();
  return (
    <Reveal shift className={classes.section} aria-labelledby="gallery-title">
      <Container size="lg">
        <Title order={2} id="gallery-title" ta="center" className={classes.sectionTitle} mb="xl">
          Studio Gallery
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
          {profile.images.gallery.map(({ caption, ...picture }) => (
            <figure key={caption} className={classes.figure}>
              <Picture
                sizes="(min-width: 62em) 270px, (min-width: 36em) 50vw, 100vw"
                {...picture}
                loading="lazy"
                decoding="async"
                className={classes.galleryImage}
              />
              <figcaption className={classes.caption}>{caption}</figcaption>
            </figure>
          ))}
        </SimpleGrid>
      </Container>
    </Reveal>
  );
}

/** A line about the gear, and the way to the equipment page. */
export function EquipmentTeaser() {
  return (
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
  );
}

/** Where the studio is, how to get there, and the bookings address. */
export function VisitSection() {
  const profile = useStudioProfile();
  return (
    <Reveal shift className={classes.section} aria-labelledby="visit-title">
      <Container size="md">
        <Card padding="xl" withBorder className={classes.card}>
          <Title order={2} id="visit-title" ta="center" className={classes.sectionTitle} mb="lg">
            Visit Our Studio
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <VisitFact icon={MapPinIcon} label="Location">
              <Text c="dark.1">
                {profile.address.area}, <Postcode code={profile.address.postcode} />
              </Text>
            </VisitFact>
            <VisitFact icon={TrainIcon} label="Getting Here">
              <Text c="dark.1">Near London Overground</Text>
            </VisitFact>
            <VisitFact icon={MailIcon} label="Bookings">
              <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
                {profile.bookingsEmail}
              </Anchor>
            </VisitFact>
          </SimpleGrid>
        </Card>
      </Container>
    </Reveal>
  );
}

/** One fact of the visit card: its icon, its label, and what it says. */
function VisitFact({
  icon: Icon,
  label,
  children,
}: {
  icon: ComponentType;
  label: string;
  children: ReactNode;
}) {
  return (
    <Stack align="center" ta="center" gap={6}>
      <ThemeIcon variant="light" size={44}>
        <Icon />
      </ThemeIcon>
      <Text fw={700}>{label}</Text>
      {children}
    </Stack>
  );
}
