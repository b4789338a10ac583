import { Anchor, Card, Group, List, Text, Title } from "@mantine/core";
import { UsersIcon } from "../../components/icons";
import type { StudioProfile } from "../studio/useStudioProfile";
import classes from "./PoliciesCard.module.css";

export function PoliciesCard({ profile }: { profile: StudioProfile }) {
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        Studio Policies
      </Title>
      <List spacing="sm" size="sm" c="dark.0">
        <List.Item>
          To cancel, e-mail{" "}
          <Anchor href={`mailto:${profile.bookingsEmail}`} className={classes.breakAll}>
            {profile.bookingsEmail}
          </Anchor>{" "}
          or send a text message to{" "}
          <Text span fw={600} c="white">
            {profile.messagingNumber}
          </Text>
          .
        </List.Item>
        <List.Item>
          <Group gap={6} component="span" wrap="nowrap">
            <UsersIcon size={16} /> Maximum 6 people in the studio.
          </Group>
        </List.Item>
        <List.Item>Sessions run Friday to Sunday, 12PM to 6AM; Thursday is by enquiry.</List.Item>
      </List>
    </Card>
  );
}
