import { Badge, Button, Card, Group, List, Skeleton, Stack, Text, Title } from "@mantine/core";
import { formatStaffTimestamp } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { toast } from "../toast";

/** E-mail Management: who is notified, a test e-mail and the upcoming-bookings summary. */
export function EmailPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const recipients = useQuery(trpc.admin.email.recipients.queryOptions());
  const outbox = useQuery(trpc.admin.email.outbox.queryOptions());
  const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: trpc.admin.email.outbox.queryKey() });

  const test = useMutation(
    trpc.admin.email.test.mutationOptions({
      onSuccess: (answer) =>
        toast("Test email sent!", `Sent to all ${answer.recipients.length} recipients`, "green"),
      onError: () => toast("Failed to send test email", "Please check your email configuration", "red"),
      onSettled: refreshOutbox,
    }),
  );
  const resend = useMutation(
    trpc.admin.email.resend.mutationOptions({
      onSuccess: (answer) =>
        toast(
          "Booking list sent!",
          `Summary of ${answer.totalBookings} upcoming bookings sent to all recipients`,
          "green",
        ),
      onError: () =>
        toast("Failed to send booking list", "Please try again or check your email configuration", "red"),
      onSettled: refreshOutbox,
    }),
  );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="email-management">
      <Stack gap="sm">
        <Title order={2} size="h3" id="email-management">
          Email Management
        </Title>
        <Text c="dark.1" size="sm">
          Booking notifications go to:
        </Text>
        {recipients.isPending ? (
          <Skeleton height={64} aria-label="Loading recipients" />
        ) : recipients.isError ? (
          <Text c="red.4" size="sm">
            Could not load the recipients.
          </Text>
        ) : (
          <List size="sm" spacing={2} aria-label="Notification recipients">
            {recipients.data.map((address) => (
              <List.Item key={address}>{address}</List.Item>
            ))}
          </List>
        )}
        <Group gap="sm">
          <Button variant="light" onClick={() => test.mutate()} disabled={test.isPending}>
            {test.isPending ? "Sending..." : "Send Test Email"}
          </Button>
          <Button variant="light" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? "Sending..." : "Send Booking List"}
          </Button>
        </Group>
        <Group gap="xs" justify="space-between">
          <Title order={3} size="h5" id="undelivered-mail">
            Undelivered e-mails
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => outbox.refetch()}
            loading={outbox.isFetching}
          >
            Refresh
          </Button>
        </Group>
        {outbox.isPending ? (
          <Skeleton height={24} aria-label="Loading undelivered e-mails" />
        ) : outbox.isError ? (
          <Text c="red.4" size="sm">
            Could not load the mail queue.
          </Text>
        ) : outbox.data.length === 0 ? (
          <Text c="dark.1" size="sm">
            Every e-mail has been delivered.
          </Text>
        ) : (
          <List size="sm" spacing="xs" aria-labelledby="undelivered-mail" listStyleType="none">
            {outbox.data.map((mail) => (
              <List.Item key={mail.id}>
                <Group gap="xs" wrap="wrap">
                  <Badge color={mail.status === "failed" ? "red" : "yellow"} variant="light">
                    {mail.status === "failed"
                      ? "Failed"
                      : mail.status === "retrying"
                        ? "Retrying"
                        : "Pending"}
                  </Badge>
                  <Text size="sm" fw={500}>
                    {mail.subject || mail.kind}
                  </Text>
                  <Text size="sm" c="dark.1">
                    to {mail.to.join(", ")} · {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
                    {mail.nextAttemptAt
                      ? ` · next try ${formatStaffTimestamp(mail.nextAttemptAt, new Date())}`
                      : ""}
                  </Text>
                </Group>
                {mail.lastError ? (
                  <Text size="xs" c="dark.1" style={{ overflowWrap: "anywhere" }}>
                    {mail.lastError}
                  </Text>
                ) : null}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
