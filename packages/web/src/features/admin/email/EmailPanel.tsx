import { Button, Group, List, Skeleton, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";
import { ServerChecks } from "./ServerChecks";
import { UndeliveredMail } from "./UndeliveredMail";
import { SectionCard } from "../SectionCard";

/** E-mail Management: who is notified, a test e-mail, the upcoming-bookings summary, the mail not gone out and the server's checks. */
export function EmailPanel() {
  const { test, resend } = useEmailActions();

  return (
    <SectionCard id="email-management" title="Email Management">
      <Text c="dark.1" size="sm">
        Booking notifications go to:
      </Text>
      <Recipients />
      <Group gap="sm">
        <Button variant="light" onClick={() => test.mutate()} disabled={test.isPending}>
          {test.isPending ? "Sending..." : "Send Test Email"}
        </Button>
        <Button variant="light" onClick={() => resend.mutate()} disabled={resend.isPending}>
          {resend.isPending ? "Sending..." : "Send Booking List"}
        </Button>
      </Group>
      <UndeliveredMail />
      <ServerChecks />
    </SectionCard>
  );
}

/** Send Test Email and Send Booking List; what they queue shows in the undelivered mail at once. */
function useEmailActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: trpc.admin.email.outbox.queryKey() });
  const test = useMutation(
    trpc.admin.email.test.mutationOptions({
      onSuccess: (answer) =>
        showToast({
          title: "Test email sent!",
          message: `Sent to all ${answer.recipients.length} recipients`,
          color: "green",
        }),
      onError: () =>
        showToast({
          title: "Failed to send test email",
          message: "Please check your email configuration",
          color: "red",
        }),
      onSettled: refreshOutbox,
    }),
  );
  const resend = useMutation(
    trpc.admin.email.resend.mutationOptions({
      onSuccess: (answer) =>
        showToast({
          title: "Booking list sent!",
          message: `Summary of ${answer.totalBookings} upcoming bookings sent to all recipients`,
          color: "green",
        }),
      onError: () =>
        showToast({
          title: "Failed to send booking list",
          message: "Please try again or check your email configuration",
          color: "red",
        }),
      onSettled: refreshOutbox,
    }),
  );
  return { test, resend };
}

/** The addresses booking notifications go to. */
function Recipients() {
  const trpc = useTRPC();
  const recipients = useQuery(trpc.admin.email.recipients.queryOptions());
  if (recipients.isPending) return <Skeleton height={64} aria-label="Loading recipients" />;
  if (recipients.isError) {
    return (
      <Text c="red.4" size="sm">
        Could not load the recipients.
      </Text>
    );
  }
  return (
    <List size="sm" spacing={2} aria-label="Notification recipients">
      {recipients.data.map((address) => (
        <List.Item key={address}>{address}</List.Item>
      ))}
    </List>
  );
}
