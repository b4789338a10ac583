import { Anchor, Card, Group, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MailIcon, MapPinIcon, MessageIcon } from "../../components/icons";
import { CancellationPolicy } from "../../components/StudioContact";
import { Postcode } from "../../components/Postcode";
import { TextUsLink } from "../../components/TextUsLink";
import { useStudioProfile } from "../studio/use-studio-profile";
import classes from "./NextSteps.module.css";

/** 'What Happens Next' and how to reach the studio with a question. */
export function NextSteps({ email, producer }: { email: string; producer: string }) {
  const profile = useStudioProfile();
  return (
    <Stack gap="lg">
      <Card withBorder padding="xl" className={classes.card}>
        <Title order={2} size="h4" mb="md">
          What Happens Next
        </Title>
        <List spacing="md" type="ordered" c="dark.0">
          <List.Item>
            <Text fw={700}>Confirmation e-mail sent</Text>
            <Text size="sm" c="dark.1">
              We have e-mailed your booking details to {email}. If you can't see it, please check your spam
              folder.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Studio preparation</Text>
            <Text size="sm" c="dark.1">
              {producer} will have the studio set up and ready when you arrive.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Payment at studio</Text>
            <Text size="sm" c="dark.1">
              Pay on the day by cash, card or contactless.
            </Text>
          </List.Item>
          <List.Item>
            <Text fw={700}>Cancelling</Text>
            <Text size="sm" c="dark.1">
              <CancellationPolicy profile={profile} />
            </Text>
          </List.Item>
        </List>
      </Card>

      <Questions />
    </Stack>
  );
}

/** How to reach the studio with a question about the booking. */
function Questions() {
  const profile = useStudioProfile();
  return (
    <Card withBorder padding="xl" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        Questions?
      </Title>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <MailIcon size={18} />
          <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
            {profile.bookingsEmail}
          </Anchor>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <MessageIcon size={18} />
          <Text>
            Text <TextUsLink number={profile.messagingNumber} />
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <MapPinIcon size={18} />
          <Text>
            <Postcode code={profile.address.postcode} />, London
          </Text>
        </Group>
        <SimpleGrid cols={2} spacing="xs" mt="xs">
          {[profile.social.shortVideo, profile.social.photo].map((social) => (
            <Anchor key={social.url} href={social.url} target="_blank" rel="noopener noreferrer" size="sm">
              {social.label} {social.handle}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
