import { DatesProvider } from "@mantine/dates";
import "dayjs/locale/en-gb";
import { Box, Card, Container, Grid, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { useRef } from "react";
import { useWatch } from "react-hook-form";
import { HeadphonesIcon, MicIcon, SlidersIcon } from "../../components/icons";
import { AnchorLink } from "../../components/links";
import { findEquipment, highlightedEquipment } from "../equipment/equipment";
import { useStudioProfile } from "../studio/useStudioProfile";
import { BookingSummary, PoliciesCard } from "./BookingSummary";
import { useBookingForm } from "./bookingForm";
import classes from "./BookingPage.module.css";
import { ProducerCards } from "./ProducerCards";
import { SessionDetails } from "./SessionDetails";

const equipmentIcons = [SlidersIcon, SlidersIcon, HeadphonesIcon, MicIcon];

export function BookingPage() {
  const profile = useStudioProfile();
  const form = useBookingForm();
  const [date, startTime, engineer, duration] = useWatch({
    control: form.control,
    name: ["date", "startTime", "engineer", "duration"],
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reduceMotion = useReducedMotion();

  const selectProducer = (name: string) => {
    form.setValue("engineer", name, { shouldValidate: form.formState.isSubmitted });
    const heading = headingRef.current;
    if (!heading) return;
    heading.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    heading.focus({ preventScroll: true });
  };

  return (
    <DatesProvider settings={{ locale: "en-gb", firstDayOfWeek: 1, consistentWeeks: true }}>
      <Box component="section" className={classes.hero} aria-labelledby="booking-title">
        <Container size="md">
          <Stack align="center" ta="center" gap="sm">
            <Title order={1} id="booking-title" className={classes.heroTitle}>
              Book Your Session
            </Title>
            <Text size="lg" c="dark.0" maw={640}>
              Choose your producer, pick a date and time, and reserve your session. Payment is taken at the
              studio.
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Box component="section" aria-labelledby="booking-equipment-title" mb={56}>
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

        <Box component="section" aria-labelledby="producers-title" mb={56}>
          <Title order={2} size="h3" id="producers-title" mb="md">
            Choose Your Producer
          </Title>
          <ProducerCards producers={profile.producers} selected={engineer} onSelect={selectProducer} />
        </Box>

        <Grid gap="xl" id="session-details">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <SessionDetails form={form} profile={profile} headingRef={headingRef} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack className={classes.sticky}>
              <BookingSummary date={date} startTime={startTime} engineer={engineer} duration={duration} />
              <PoliciesCard profile={profile} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </DatesProvider>
  );
}
