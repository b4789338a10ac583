import { Anchor, Badge, Card, Divider, Group, List, Text, Title } from "@mantine/core";
import { formatLongDate, formatPounds, formatTime12, isDuration, pricePenceFor } from "@studio/domain";
import { UsersIcon } from "../../components/icons";
import type { StudioProfile } from "../studio/useStudioProfile";
import classes from "./BookingPage.module.css";

interface SummaryProps {
  date: string;
  startTime: string;
  engineer: string;
  duration: number;
}

export function BookingSummary({ date, startTime, engineer, duration }: SummaryProps) {
  const total = isDuration(duration) ? formatPounds(pricePenceFor(duration)) : "—";
  return (
    <Card withBorder padding="lg" className={classes.sideCard} data-testid="booking-summary">
      <Title order={2} size="h4" mb="md">
        Booking Summary
      </Title>
      <dl className={classes.summary}>
        <dt>Date</dt>
        <dd>{date ? formatLongDate(date) : "Not selected"}</dd>
        <dt>Time</dt>
        <dd>{startTime ? formatTime12(startTime) : "Not selected"}</dd>
        <dt>Producer</dt>
        <dd>{engineer || "Not selected"}</dd>
        <dt>Duration</dt>
        <dd>{duration} hours</dd>
      </dl>
      <Divider my="md" />
      <Group justify="space-between" align="baseline">
        <Text fw={700}>Total</Text>
        <Text fw={800} fz="xl" c="amber.4" data-testid="summary-total">
          {total}
        </Text>
      </Group>
      <Badge mt="md" variant="light" color="green" size="lg">
        Payment at studio
      </Badge>
      <Text size="sm" c="dark.1" mt="xs">
        Pay on the day by cash, card or contactless. Nothing is charged online.
      </Text>
    </Card>
  );
}

export function PoliciesCard({ profile }: { profile: StudioProfile }) {
  return (
    <Card withBorder padding="lg" className={classes.sideCard}>
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
