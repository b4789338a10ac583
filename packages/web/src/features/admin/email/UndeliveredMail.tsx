// The mail that has not gone out (waiting, retrying, failed, held after a restore), with why; a
// failed one has Resend, a held one Send and Drop (it may have gone before the backup was restored).
import { Badge, Button, Group, List, Skeleton, Text, Title } from "@mantine/core";
import type { AppRouter } from "@studio/api/router";
import { formatStaffTimestamp } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";

const BADGES = {
  pending: { label: "Pending", color: "yellow" },
  retrying: { label: "Retrying", color: "yellow" },
  failed: { label: "Failed", color: "red" },
  held: { label: "Held after a restore", color: "grape" },
} as const;

type OutboxMail = inferRouterOutputs<AppRouter>["admin"]["email"]["outbox"][number];
type OutboxActions = ReturnType<typeof useOutboxActions>;

export function UndeliveredMail() {
  const trpc = useTRPC();
  const outbox = useQuery(trpc.admin.email.outbox.queryOptions());
  const actions = useOutboxActions();

  return (
    <>
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
            <UndeliveredItem key={mail.id} mail={mail} actions={actions} />
          ))}
        </List>
      )}
    </>
  );
}

/** Resend (or Send, for a held one) and Drop, each reading the queue again once it has answered. */
function useOutboxActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: trpc.admin.email.outbox.queryKey() });
  const resend = useMutation(
    trpc.admin.email.resendMail.mutationOptions({
      onSuccess: () =>
        showToast({ title: "E-mail queued", message: "It will be sent in a moment", color: "green" }),
      onError: (error) =>
        showToast({ title: "Could not send the e-mail", message: error.message, color: "red" }),
      onSettled: refreshOutbox,
    }),
  );
  const drop = useMutation(
    trpc.admin.email.dropMail.mutationOptions({
      onSuccess: () => showToast({ title: "E-mail dropped", message: "It will not be sent", color: "green" }),
      onError: (error) =>
        showToast({ title: "Could not drop the e-mail", message: error.message, color: "red" }),
      onSettled: refreshOutbox,
    }),
  );
  return { resend, drop };
}

/** One mail not gone out: its state, subject, addressees and tries, its actions and why it failed. */
function UndeliveredItem({ mail, actions }: { mail: OutboxMail; actions: OutboxActions }) {
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Badge color={BADGES[mail.status].color} variant="light">
          {BADGES[mail.status].label}
        </Badge>
        <Text size="sm" fw={500}>
          {mail.subject || mail.kind}
        </Text>
        <Text size="sm" c="dark.1">
          to {mail.to.join(", ")} · {mail.attempts} attempt{mail.attempts === 1 ? "" : "s"}
          {mail.nextAttemptAt ? ` · next try ${formatStaffTimestamp(mail.nextAttemptAt, new Date())}` : ""}
        </Text>
        <MailActions mail={mail} actions={actions} />
      </Group>
      {mail.lastError ? (
        <Text size="xs" c="dark.1" style={{ overflowWrap: "anywhere" }}>
          {mail.lastError}
        </Text>
      ) : null}
    </List.Item>
  );
}

/** A failed mail's Resend; a held one's Send and Drop. */
function MailActions({ mail, actions: { resend, drop } }: { mail: OutboxMail; actions: OutboxActions }) {
  const id = String(mail.id);
  const what = `${mail.subject || mail.kind} to ${mail.to.join(", ")}`;
  const held = mail.status === "held";
  return (
    <>
      {mail.status === "failed" || held ? (
        <Button
          variant="light"
          size="compact-sm"
          aria-label={`${held ? "Send" : "Resend"} ${what}`}
          onClick={() => resend.mutate({ id })}
          disabled={resend.isPending && resend.variables?.id === id}
        >
          {held ? "Send" : "Resend"}
        </Button>
      ) : null}
      {held ? (
        <Button
          variant="subtle"
          color="red"
          size="compact-sm"
          aria-label={`Drop ${what}`}
          onClick={() => drop.mutate({ id })}
          disabled={drop.isPending && drop.variables?.id === id}
        >
          Drop
        </Button>
      ) : null}
    </>
  );
}
