// The manage page's booking, read through tRPC: the real day and time, producer, cost and
// policies; "Add to calendar"; "Move this session" and "Cancel booking" until their notice
// windows, then how to reach the studio. Loaded lazily by ManagePage, with the query cache.
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { cancelTermsLine, contactTheStudioText, STUDIO_UNREACHABLE } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { useRef } from "react";
import details from "../../components/BookingDetails.module.css";
import { WithQueries } from "../../query-client";
import { serverMessage, useTRPC } from "../../trpc";
import { useStudioProfile } from "../studio/use-studio-profile";
import { BookingFacts, ManagePolicies } from "./BookingFacts";
import { CancelArea } from "./CancelArea";
import { DepositFacts } from "./DepositFacts";
import { ManageLoading, ManageTitle } from "./ManageTitle";
import { MoveArea } from "./MoveArea";
import { calendarUrl, type ManageView } from "./manage-view";

export default function ManageBooking({ token }: { token: string }) {
  return (
    <WithQueries>
      <ManageAnswer token={token} />
    </WithQueries>
  );
}

const isUnknown = (error: unknown) => error instanceof TRPCClientError && error.data?.code === "NOT_FOUND";

function ManageAnswer({ token }: { token: string }) {
  const trpc = useTRPC();
  const view = useQuery(trpc.manage.view.queryOptions({ token }));
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (view.isPending) return <ManageLoading />;
  const cancelled = view.data?.status === "cancelled";
  return (
    <>
      <ManageTitle cancelled={cancelled} ref={headingRef} />
      {view.isError &&
        (isUnknown(view.error) ? (
          <UnknownLink />
        ) : (
          <Alert color="red">{serverMessage(view.error) ?? STUDIO_UNREACHABLE}</Alert>
        ))}
      {view.data && (
        <BookingCard
          token={token}
          booking={view.data}
          // After an online cancel the heading says so, and takes focus: the button pressed is gone.
          onCancelled={() => requestAnimationFrame(() => headingRef.current?.focus())}
        />
      )}
    </>
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

function BookingCard(props: { token: string; booking: ManageView; onCancelled: () => void }) {
  const profile = useStudioProfile();
  const { booking } = props;
  const cancelled = booking.status === "cancelled";
  return (
    <Card withBorder padding="lg" className={details.card}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Text size="lg">Hi {booking.firstName},</Text>
          <StatusBadge status={booking.status} />
        </Group>
        <BookingFacts booking={booking} profile={profile} />
        <DepositFacts booking={booking} profile={profile} now={new Date()} />
        {cancelled ? (
          <>
            <Text data-testid="manage-cancelled">
              This booking is cancelled and its time is freed. Nothing is payable.{" "}
              <Anchor href="/booking" underline="always">
                Book another session
              </Anchor>
            </Text>
            <RecordedTerms booking={booking} />
          </>
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
            <MoveArea token={props.token} booking={booking} />
            <CancelArea token={props.token} booking={booking} onCancelled={props.onCancelled} />
          </>
        )}
      </Stack>
    </Card>
  );
}

/** A cancel that settled what was paid: what the studio keeps and refunds (the cancellation mail's words). */
function RecordedTerms({ booking }: { booking: ManageView }) {
  const terms = booking.cancelTerms;
  if (!terms || terms.keptPence + terms.refundPence <= 0) return null;
  return <Text data-testid="manage-cancelled-terms">{cancelTermsLine(terms, terms.settled)}</Text>;
}

/** Confirmed, provisional (until its deposit is paid) or cancelled. */
function StatusBadge({ status }: { status: ManageView["status"] }) {
  if (status === "cancelled")
    return (
      <Badge color="red" size="lg">
        Cancelled
      </Badge>
    );
  if (status === "provisional")
    return (
      <Badge color="dark" variant="outline" size="lg">
        Provisional
      </Badge>
    );
  return (
    <Badge color="green" size="lg">
      Confirmed
    </Badge>
  );
}
