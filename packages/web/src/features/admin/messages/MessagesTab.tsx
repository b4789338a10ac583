import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  type ContactMessage,
  formatDateTime,
  splitCamelCase,
  statusColor,
  statusLabel,
} from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { useAdminCache } from "../adminCache";
import { ContactLine, Fact, fullName } from "../bookings/BookingFacts";
import { serverMessage } from "../../../trpc";
import { TabLoader } from "../TabLoader";
import { toast } from "../toast";

/** Spec §2 Messages tab; statuses move unread -> read -> replied and never back (spec §4). */
export function MessagesTab() {
  const trpc = useTRPC();
  const messages = useQuery(trpc.admin.messages.list.queryOptions());

  if (messages.isPending) return <TabLoader label="Loading messages..." />;
  if (messages.isError) {
    return (
      <Alert color="red" title="Could not load the messages">
        {messages.error.message}
      </Alert>
    );
  }
  if (messages.data.length === 0) {
    return (
      <Text c="dark.1" ta="center" py="xl">
        No messages yet
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {messages.data.map((message) => (
        <MessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  const trpc = useTRPC();
  const { messagesChanged } = useAdminCache();
  const setStatus = useMutation(
    trpc.admin.messages.setStatus.mutationOptions({
      onSuccess: () => toast("Message updated successfully", "Status saved", "green"),
      onError: (error) =>
        toast("Failed to update message", serverMessage(error) ?? "Please try again", "red"),
      onSettled: () => messagesChanged(),
    }),
  );
  const headingId = `message-${message.id}`;
  const pending = setStatus.isPending ? setStatus.variables?.status : undefined;

  return (
    <Card withBorder padding="lg" component="article" aria-labelledby={headingId} data-testid="message-card">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={4} miw={0}>
            <Title order={3} size="h4" id={headingId}>
              {fullName(message)}
            </Title>
            <ContactLine email={message.email} phone={message.phone} />
          </Stack>
          <Badge variant="light" color={statusColor(message.status)} style={{ flexShrink: 0 }}>
            {statusLabel(message.status)}
          </Badge>
        </Group>
        <dl style={{ margin: 0 }}>
          <Fact label="Subject">{splitCamelCase(message.subject)}</Fact>
        </dl>
        <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{message.message}</Text>
        <Text size="sm" c="dark.1">
          Received: {formatDateTime(message.createdAt)}
        </Text>
        <Group gap="xs">
          {message.status === "unread" ? (
            <Button
              size="xs"
              variant="default"
              loading={pending === "read"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: message.id, status: "read" })}
            >
              Mark Read
            </Button>
          ) : null}
          {message.status !== "replied" ? (
            <Button
              size="xs"
              variant="light"
              color="green"
              loading={pending === "replied"}
              disabled={setStatus.isPending}
              onClick={() => setStatus.mutate({ id: message.id, status: "replied" })}
            >
              Mark Replied
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
