// /booking/manage/{token}: the customer's own booking, from the link in their e-mails. The real
// day and time, producer, cost and policies; "Add to calendar"; "Move this session" and "Cancel
// booking" until their notice windows, then how to reach the studio.
import { Alert, Anchor, Badge, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { canSelfCancel, contactTheStudioText } from "@studio/domain";
import { useCallback, useEffect, useRef, useState } from "react";
import { useStudioProfile } from "../studio/use-studio-profile";
import details from "../../components/BookingDetails.module.css";
import { TextUsLink } from "../../components/TextUsLink";
import classes from "./ManagePage.module.css";
import { SkeletonBones } from "../../ssr/skeleton";
import { BookingFacts, ManagePolicies } from "./BookingFacts";
import { MoveArea } from "./MoveArea";
import { calendarUrl, cancelManagedBooking, fetchManagedBooking, type ManageAnswer } from "./manage-api";

export function ManagePage({ token }: { token: string }) {
  const [answer, setAnswer] = useState<ManageAnswer | undefined>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After an online cancel the heading says so, and takes focus: the button pressed is gone.
  const onChange = useCallback((next: ManageAnswer) => {
    setAnswer(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  }, []);
  const cancelled = answer?.kind === "found" && answer.booking.status === "cancelled";
  useEffect(() => {
    let live = true;
    fetchManagedBooking(token).then(
      (result) => live && setAnswer(result),
      () =>
        live && setAnswer({ kind: "error", message: "The studio could not be reached. Please try again." }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <Container size="sm" py={48}>
      <Title
        order={1}
        className={classes.title}
        mb="lg"
        ref={headingRef}
        tabIndex={-1}
        data-testid="manage-title"
      >
        {cancelled ? "Your booking is cancelled" : "Your booking"}
      </Title>
      {answer === undefined && <SkeletonBones label="Loading your booking" />}
      {answer?.kind === "unknown" && <UnknownLink />}
      {answer?.kind === "error" && <Alert color="red">{answer.message}</Alert>}
      {answer?.kind === "found" && <BookingCard token={token} answer={answer} onChange={onChange} />}
    </Container>
  );
}

function UnknownLink() {
  const profile = useStudioProfile();
  return (
    <Alert color="yellow" title="This link does not match a booking">
      Please use the newest link in your e-mails from {profile.name}. {contactTheStudioText(profile)}
    </Alert>
  );
}

function BookingCard(props: {
  token: string;
  answer: Extract<ManageAnswer, { kind: "found" }>;
  onChange: (answer: ManageAnswer) => void;
}) {
  const profile = useStudioProfile();
  const { booking } = props.answer;
  const cancelled = booking.status === "cancelled";
  return (
    <Card withBorder padding="lg" className={details.card}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="lg">Hi {booking.firstName},</Text>
          <Badge color={cancelled ? "red" : "green"} size="lg">
            {cancelled ? "Cancelled" : "Confirmed"}
          </Badge>
        </Group>
        <BookingFacts booking={booking} profile={profile} />
        {cancelled ? (
          <Text data-testid="manage-cancelled">
            This booking is cancelled and its time is freed. Nothing is payable.{" "}
            <Anchor href="/booking" underline="always">
              Book another session
            </Anchor>
          </Text>
        ) : (
          <>
            <Title order={2} size="h4">
              Policies
            </Title>
            <ManagePolicies booking={booking} profile={profile} now={new Date()} />
            <Group gap="sm" wrap="wrap">
              <Button component="a" href={calendarUrl(props.token)} download="session.ics" variant="light">
                Add to calendar
              </Button>
            </Group>
            <MoveArea token={props.token} booking={booking} onChange={props.onChange} />
            <CancelArea token={props.token} answer={props.answer} onChange={props.onChange} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function CancelArea(props: {
  token: string;
  answer: Extract<ManageAnswer, { kind: "found" }>;
  onChange: (answer: ManageAnswer) => void;
}) {
  const profile = useStudioProfile();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const { token, onChange } = props;
  const cancel = useCallback(async () => {
    setBusy(true);
    setError(undefined);
    try {
      const result = await cancelManagedBooking(token);
      if (result.kind === "error") setError(result.message);
      else onChange(result);
    } catch {
      setError("The studio could not be reached. Please try again.");
    } finally {
      setBusy(false);
    }
  }, [token, onChange]);

  if (!canSelfCancel(props.answer.booking, profile.cancellationNoticeHours, new Date())) {
    return (
      <Text>
        Online cancellation has closed for this session. Please e-mail{" "}
        <Anchor href={`mailto:${profile.bookingsEmail}`} underline="always">
          {profile.bookingsEmail}
        </Anchor>{" "}
        or text <TextUsLink number={profile.messagingNumber} /> to cancel or change it.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {asking ? (
        <Group gap="sm" wrap="wrap">
          <Text fw={600}>Cancel this session? Its time will be freed for others.</Text>
          <Button color="red" loading={busy} onClick={cancel}>
            Yes, cancel my booking
          </Button>
          <Button variant="default" onClick={() => setAsking(false)} disabled={busy}>
            Keep it
          </Button>
        </Group>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setAsking(true)}>
            Cancel booking
          </Button>
        </Group>
      )}
    </Stack>
  );
}
