import { Anchor, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { type ComponentType, lazy, type ReactNode, Suspense } from "react";
import { MailIcon, MapPinIcon, MessageIcon } from "../../components/icons";
import { ExternalLink } from "../../components/ExternalLink";
import { TextUsLink } from "../../components/TextUsLink";
import { useStudioProfile } from "../studio/use-studio-profile";
import { loadContactForm } from "./load-contact-form";
import { PageHero } from "../../components/PageHero";
import classes from "./ContactPage.module.css";
import { TitledCard } from "../../components/TitledCard";
import { Postcode } from "../../components/Postcode";

// Fetched beside the page's chunk by the route's loader.
const ContactForm = lazy(loadContactForm);

export function ContactPage() {
  const profile = useStudioProfile();

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
              <ContactWay icon={MessageIcon} title="Text Us">
                <TextUsLink number={profile.messagingNumber} />
              </ContactWay>
              <ContactWay icon={MailIcon} title="Email">
                <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
                  {profile.bookingsEmail}
                </Anchor>
              </ContactWay>
              <ContactWay icon={MapPinIcon} title="Location">
                <Text c="dark.0">
                  {profile.address.area}, <Postcode code={profile.address.postcode} />
                </Text>
                <Text size="sm" c="dark.1">
                  Near London Overground
                </Text>
              </ContactWay>

              <StudioHours />
              <FollowUs />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}

/** One way to reach the studio: its icon, its heading, and the address or number. */
function ContactWay({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40}>
          <Icon />
        </ThemeIcon>
        <div className={classes.minW0}>
          <Title order={2} size="h5">
            {title}
          </Title>
          {children}
        </div>
      </Group>
    </Card>
  );
}

function StudioHours() {
  return (
    <TitledCard title="Studio Hours" titleSize="h5" padding="lg" className={classes.card}>
      <dl className={classes.hours}>
        <dt>Monday-Wednesday</dt>
        <dd>Closed</dd>
        <dt>Thursday</dt>
        <dd>Enquiry Only</dd>
        <dt>Friday/Saturday/Sunday</dt>
        <dd>12PM - 6AM</dd>
      </dl>
    </TitledCard>
  );
}

function FollowUs() {
  const profile = useStudioProfile();
  const socials = [profile.social.shortVideo, profile.social.photo];
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Title order={2} size="h5" mb="sm">
        Follow Us
      </Title>
      <Stack gap="xs">
        {socials.map((social) => (
          <ExternalLink key={social.url} href={social.url} iconSize={14} nowrap>
            {social.label} {social.handle}
          </ExternalLink>
        ))}
      </Stack>
    </Card>
  );
}
