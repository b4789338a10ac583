import { Badge, Card, Container, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { ArrowLeftIcon } from "../../components/icons";
import { ExternalLink } from "../../components/ExternalLink";
import { ButtonLink } from "../../components/links";
import { useNotFoundStatus } from "../../ssr/page-status";
import { findProducer, type Producer, useStudioProfile } from "../studio/use-studio-profile";
import classes from "./ProducerPage.module.css";
import { ProducerPortrait } from "./ProducerPortrait";

export function ProducerPage({ name }: { name: string }) {
  const profile = useStudioProfile();
  const producer = findProducer(profile, name);

  if (!producer) return <ProducerNotFound name={name} />;
  return <ProducerProfile producer={producer} />;
}

function ProducerNotFound({ name }: { name: string }) {
  useNotFoundStatus();
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center">
        <Title order={1}>Producer Not Found</Title>
        <Text c="dark.1">We couldn't find a producer called “{name}”.</Text>
        <ButtonLink to="/" mt="md">
          Back to Home
        </ButtonLink>
      </Stack>
    </Container>
  );
}

function ProducerProfile({ producer }: { producer: Producer }) {
  return (
    <>
      <section className={classes.hero} aria-labelledby="producer-name">
        <Container size="lg" py={64}>
          <ButtonLink to="/" variant="subtle" color="gray" leftSection={<ArrowLeftIcon size={16} />} mb="xl">
            Back to Home
          </ButtonLink>
          <Grid gap={48} align="center">
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <ProducerPortrait
                producer={producer}
                sizes="(min-width: 48em) 440px, 100vw"
                side={400}
                className={classes.portrait}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <Stack gap="md">
                <Badge size="lg" variant="light">
                  {producer.title}
                </Badge>
                <Title order={1} id="producer-name" className={classes.name}>
                  {producer.name}
                </Title>
                <Text size="lg" c="dark.0">
                  {producer.bio}
                </Text>
                <Group>
                  {producer.link && <ExternalLink href={producer.link}>Follow {producer.name}</ExternalLink>}
                </Group>
              </Stack>
            </Grid.Col>
          </Grid>
        </Container>
      </section>

      <BookWithProducer producer={producer} />
    </>
  );
}

/** The way to a session with this producer: the booking form, or an enquiry for enquiry-only ones. */
function BookWithProducer({ producer }: { producer: Producer }) {
  return (
    <Container size="md" py={72}>
      <Card withBorder padding="xl" className={classes.cta}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2}>Ready to Create with {producer.name}?</Title>
          <Text c="dark.1">
            {producer.bookable
              ? "Pick a date and time that works for you and reserve your session online."
              : `${producer.name}'s sessions are by enquiry only. Book a session with the team or get in touch.`}
          </Text>
          {producer.bookable ? (
            <ButtonLink to="/booking" search={{ producer: producer.name }} size="lg">
              Book with {producer.name}
            </ButtonLink>
          ) : (
            <ButtonLink to="/contact" search={{ subject: "booking" }} size="lg">
              Enquire
            </ButtonLink>
          )}
        </Stack>
      </Card>
    </Container>
  );
}
