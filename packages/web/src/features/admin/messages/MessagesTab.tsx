import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import {
  type ContactMessage,
  type MessageStatus,
  replyLink,
  type SettableMessageStatus,
} from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { TabLoader } from "../TabLoader";
import { showToast } from "../../../components/toast";
import { MessageCard } from "./MessageCard";

type View = "inbox" | "spam";

/**
 * The Messages tab; statuses move unread -> read -> replied and never back. The Spam
 * view holds what the contact form's bot traps quarantined; "Not spam" moves one to the inbox.
 */
export function MessagesTab() {
  const [view, setView] = useState<View>("inbox");
  return (
    <Stack gap="md">
      <Group gap="xs" role="group" aria-label="Which messages">
        {(["inbox", "spam"] as const).map((choice) => (
          <Button
            key={choice}
            size="xs"
            variant={view === choice ? "filled" : "default"}
            aria-pressed={view === choice}
            onClick={() => setView(choice)}
          >
            {choice === "inbox" ? "Inbox" : "Spam"}
          </Button>
        ))}
      </Group>
      {view === "inbox" ? <MessageList /> : <MessageList status="spam" />}
    </Stack>
  );
}

function MessageList({ status }: { status?: MessageStatus }) {
  const trpc = useTRPC();
  const messages = useQuery(trpc.admin.messages.list.queryOptions(status ? { status } : undefined));

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
        {status === "spam" ? "No spam" : "No messages yet"}
      </Text>
    );
  }
  return (
    <Stack gap="md">
      {messages.data.map((message) => (
        <MessageCard key={message.id} message={message}>
          <MessageActions message={message} />
        </MessageCard>
      ))}
    </Stack>
  );
}

/** The moves a message's status allows: "Not spam" from quarantine, else unread -> read -> replied. */
function MessageActions({ message: { id, status, email, subject } }: { message: ContactMessage }) {
  const reply = (
    <Button size="xs" variant="default" component="a" href={replyLink(email, subject)}>
      Reply
    </Button>
  );
  const setStatus = useSetStatus();
  const pending = setStatus.isPending ? setStatus.variables?.status : undefined;
  const button = (to: SettableMessageStatus, label: string, color?: string) => (
    <Button
      size="xs"
      variant={color ? "light" : "default"}
      {...(color ? { color } : {})}
      loading={pending === to}
      disabled={setStatus.isPending}
      onClick={() => setStatus.mutate({ id, status: to })}
    >
      {label}
    </Button>
  );
  if (status === "spam") return button("unread", "Not spam");
  return (
    <>
      {reply}
      {status === "unread" ? button("read", "Mark Read") : null}
      {status !== "replied" ? button("replied", "Mark Replied", "green") : null}
      {button("spam", "Mark as spam", "gray")}
    </>
  );
}

function useSetStatus() {
  const trpc = useTRPC();
  const { messagesChanged } = useAdminCache();
  return useMutation(
    trpc.admin.messages.setStatus.mutationOptions({
      onSuccess: () =>
        showToast({ title: "Message updated successfully", message: "Status saved", color: "green" }),
      onError: (error) =>
        showToast({
          title: "Failed to update message",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
      onSettled: () => messagesChanged(),
    }),
  );
}
