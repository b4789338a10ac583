import { ClockTimes } from "../../components/ClockTimes";
import { Badge, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import {
  type BookingConfirmation,
  DEPOSIT_MAIL_WORDS,
  formatLongDate,
  formatPounds,
  formatSessionRangeLong,
  formatTime12,
  provisionalLines,
  sessionWhen,
} from "@studio/domain";
import { CheckIcon } from "../../components/icons";
import { ButtonLink } from "../../components/links";
import { TitledCard } from "../../components/TitledCard";
import { useStudioProfile } from "../studio/use-studio-profile";
import details from "../../components/BookingDetails.module.css";
import classes from "./ConfirmedBooking.module.css";
import { NextSteps } from "./NextSteps";
import { Postcode } from "../../components/Postcode";

/** The booking, read and checked: its real range, producer, cost and the customer's details. */
export function ConfirmedBooking({ booking }: { booking: BookingConfirmation }) {
  return (
    <Container size="lg" py={56}>
      <ConfirmedHeading booking={booking} />

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <BookingFacts booking={booking} />
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 5 }}>
          <NextSteps email={booking.email} producer={booking.engineer} />
        </Grid.Col>
      </Grid>

      <Group justify="center" mt={48} gap="md">
        <ButtonLink to="/" variant="default" size="md">
          Back to Home
        </ButtonLink>
        <ButtonLink to="/booking" size="md">
          Book Another Session
        </ButtonLink>
      </Group>
    </Container>
  );
}

function ConfirmedHeading({ booking }: { booking: BookingConfirmation }) {
  return (
    <Stack align="center" ta="center" gap="sm" mb={40}>
      <ThemeIcon size={64} radius="xl" color="green">
        <CheckIcon size={34} />
      </ThemeIcon>
      <Title order={1} className={classes.title}>
        {provisional(booking) ? DEPOSIT_MAIL_WORDS.provisionalHeading : "Booking Confirmed!"}
      </Title>
      <Text size="lg" c="dark.0">
        Thank you, {booking.firstName}! Your session is{" "}
        {provisional(booking) ? "provisionally booked" : "booked"}.
      </Text>
      <DepositLines booking={booking} />
      <Text size="sm" c="dark.1">
        Booking reference: <span className={classes.reference}>{booking.id}</span>
      </Text>
    </Stack>
  );
}

/** The session (its real range, producer and cost) and the customer's details, as read back. */
function BookingFacts({ booking }: { booking: BookingConfirmation }) {
  const profile = useStudioProfile();
  const when = sessionWhen(booking);
  const name = `${booking.firstName} ${booking.lastName}`;
  return (
    <TitledCard title="Session Details" titleSize="h3" padding="xl" className={details.card}>
      <dl className={details.details}>
        <dt>Date</dt>
        <dd data-testid="confirmation-date">{formatLongDate(when.start.date)}</dd>
        <dt>Time</dt>
        <dd data-testid="confirmation-time">
          {formatTime12(when.start.time)} to {formatTime12(when.end.time)} ({booking.duration} hours)
        </dd>
        <dt>When</dt>
        <dd data-testid="confirmation-when">
          <ClockTimes text={formatSessionRangeLong(booking)} />
        </dd>
        <dt>Producer</dt>
        <dd data-testid="confirmation-producer">{booking.engineer}</dd>
        <dt>Total</dt>
        <dd data-testid="confirmation-cost" className={classes.cost}>
          {formatPounds(booking.totalCost)}
        </dd>
      </dl>
      <Badge color="green" variant="light" size="lg" mt="md">
        Payment at studio
      </Badge>

      <Title order={2} size="h4" mt="xl" mb="sm">
        Your Details
      </Title>
      <dl className={details.details}>
        <dt>Name</dt>
        <dd>{name}</dd>
        <dt>Email</dt>
        <dd>{booking.email}</dd>
        <dt>Phone</dt>
        <dd>{booking.phone}</dd>
        <dt>Location</dt>
        <dd>
          <Postcode code={profile.address.postcode} />, London
        </dd>
      </dl>
    </TitledCard>
  );
}

const provisional = (booking: BookingConfirmation) => Boolean(booking.depositPence && booking.depositDueAt);

/** A provisional booking: the deposit, its deadline, how to pay, the reference, the release (the receipt's lines). */
function DepositLines({ booking }: { booking: BookingConfirmation }) {
  const profile = useStudioProfile();
  if (!booking.depositPence || !booking.depositDueAt) return null;
  const lines = provisionalLines(
    { id: booking.id, depositPence: booking.depositPence, depositDueAt: booking.depositDueAt },
    profile.paymentInstructions ?? "",
    new Date(),
  );
  return (
    <Stack gap={4} maw={560} data-testid="confirmation-deposit">
      {lines.map((line) => (
        <Text key={line} c="dark.0" style={{ whiteSpace: "pre-line" }}>
          <ClockTimes text={line} />
        </Text>
      ))}
    </Stack>
  );
}
