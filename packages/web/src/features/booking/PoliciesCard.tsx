import { Card, Group, List, Title } from "@mantine/core";
import { MAX_PEOPLE } from "@studio/domain";
import { UsersIcon } from "../../components/icons";
import { CancellationPolicy } from "../../components/StudioContact";
import classes from "./PoliciesCard.module.css";
import type { StudioProfile } from "../studio/use-studio-profile";

export function PoliciesCard({ profile }: { profile: StudioProfile }) {
  return (
    <Card withBorder padding="lg" className={classes.card}>
      <Title order={2} size="h4" mb="md">
        Studio Policies
      </Title>
      <List spacing="sm" size="sm" c="dark.0">
        <List.Item>
          <CancellationPolicy profile={profile} />
        </List.Item>
        <List.Item>
          <Group gap={6} component="span" wrap="nowrap">
            <UsersIcon size={16} /> Maximum {MAX_PEOPLE} people in the studio.
          </Group>
        </List.Item>
        <List.Item>Sessions run Friday to Sunday, 12PM to 6AM; Thursday is by enquiry.</List.Item>
      </List>
    </Card>
  );
}
