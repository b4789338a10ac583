import { Anchor, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { lazy, Suspense } from "react";
import { ExternalIcon, MailIcon, MapPinIcon, MessageIcon } from "../../components/icons";
import { useStudioProfile } from "../studio/useStudioProfile";
import { loadContactForm } from "./loadContactForm";
import { PageHero } from "../../components/PageHero";
import classes from "./ContactPage.module.css";

// Fetched beside the page's chunk by the route's loader.
const ContactForm = lazy(loadContactForm);

export function ContactPage() {
  const profile = useStudioProfile();
  const socials = [profile.social.shortVideo, profile.social.photo];

  return (
    <>
      <PageHero id="contact-title" title="Get In Touch" maw={620}>
        Questions about sessions, pricing, equipment or Thursday enquiries? Send us a message and we'll get
        back to you within 24 hours.
      </PageHero>

      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Suspense fallback={<div className={classes.formPlaceholder} aria-busy="true" />}>
              <ContactForm />
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <Card withBorder padding="lg" className={classes.card}>
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40}>
                    <MessageIcon />
                  </ThemeIcon>
                  <div>
                    <Title order={2} size="h5">
                      Text Us
                    </Title>
                    <Text c="dark.0">{profile.messagingNumber}</Text>
                  </div>
                </Group>
              </Card>
              <Card withBorder padding="lg" className={classes.card}>
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40}>
                    <MailIcon />
                  </ThemeIcon>
                  <div className={classes.minW0}>
                    <Title order={2} size="h5">
                      Email
                    </Title>
                    <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
                      {profile.bookingsEmail}
                    </Anchor>
                  </div>
                </Group>
              </Card>
              <Card withBorder padding="lg" className={classes.card}>
                <Group wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size={40}>
                    <MapPinIcon />
                  </ThemeIcon>
                  <div>
                    <Title order={2} size="h5">
                      Location
                    </Title>
                    <Text c="dark.0">
                      {profile.address.area}, {profile.address.postcode}
                    </Text>
                    <Text size="sm" c="dark.1">
                      Near London Overground
                    </Text>
                  </div>
                </Group>
              </Card>

              <Card withBorder padding="lg" className={classes.card}>
                <Title order={2} size="h5" mb="sm">
                  Studio Hours
                </Title>
                <dl className={classes.hours}>
                  <dt>Monday-Wednesday</dt>
                  <dd>Closed</dd>
                  <dt>Thursday</dt>
                  <dd>Enquiry Only</dd>
                  <dt>Friday/Saturday/Sunday</dt>
                  <dd>12PM - 6AM</dd>
                </dl>
              </Card>

              <Card withBorder padding="lg" className={classes.card}>
                <Title order={2} size="h5" mb="sm">
                  Follow Us
                </Title>
                <Stack gap="xs">
                  {socials.map((social) => (
                    <Anchor
                      key={social.url}
                      href={social.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      fw={600}
                    >
                      <Group gap={6} component="span" wrap="nowrap">
                        {social.label} {social.handle} <ExternalIcon size={14} />
                        <span className="visually-hidden">(opens in a new tab)</span>
                      </Group>
                    </Anchor>
                  ))}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
