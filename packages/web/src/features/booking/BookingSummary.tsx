import { ClockTimes } from "../../components/ClockTimes";
import { Badge, Card, Divider, Group, Text, Title } from "@mantine/core";
import { depositBeforeBooking, sessionInterval } from "@studio/domain";
import details from "../../components/BookingDetails.module.css";
import classes from "./BookingSummary.module.css";
import { usePriceRule } from "./use-price-rule";
import { describeSession } from "./session-summary";
import { useStudioProfile } from "../studio/use-studio-profile";

interface SummaryProps {
  date: string;
  startTime: string;
  producer: string;
  duration: number;
}

/**
 * Booking Summary: the chosen session's real range, producer, length and total, and under a
 * deposit policy what deposit confirms it and by when.
 */
export function BookingSummary({ date, startTime, producer, duration }: SummaryProps) {
  const price = usePriceRule(producer);
  const session = describeSession({ date, startTime, duration }, price);
  const profile = useStudioProfile();
  const startMs = session.chosen ? sessionInterval({ date, startTime, duration })?.startMs : undefined;
  const deposit = startMs ? depositBeforeBooking(profile, price(duration), startMs, new Date()) : null;
  return (
    <Card withBorder padding="lg" className={details.card} data-testid="booking-summary">
      <Title order={2} size="h4" mb="md">
        Booking Summary
      </Title>
      <dl className={classes.summary}>
        <dt>When</dt>
        <dd data-testid="summary-when">
          <ClockTimes text={session.when} />
          {session.night && <span className={classes.night}>{session.night}</span>}
        </dd>
        <dt>Producer</dt>
        <dd>{producer || "Choose a producer"}</dd>
        <dt>Duration</dt>
        <dd>{session.chosen ? `${duration} hours` : "—"}</dd>
      </dl>
      <Divider my="md" />
      <Group justify="space-between" align="baseline">
        <Text fw={700}>Total</Text>
        <Text fw={800} fz="xl" c="amber.4" data-testid="summary-total">
          {session.total ?? "—"}
        </Text>
      </Group>
      <Badge mt="md" variant="light" color="green" size="lg">
        Payment at studio
      </Badge>
      <Text size="sm" c="dimmed" mt="xs">
        Pay on the day by cash, card or contactless. Nothing is charged online.
      </Text>
      {deposit && (
        <Text size="sm" mt="xs" fw={600} data-testid="summary-deposit">
          <ClockTimes text={deposit} />
        </Text>
      )}
    </Card>
  );
}
