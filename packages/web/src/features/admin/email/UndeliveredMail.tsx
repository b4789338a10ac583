// The mail that has not gone out (waiting, retrying, failed, held after a restore), with why; a
// failed one has Resend, a held one Send and Drop (it may have gone before the backup was restored).
import { Badge, Button, Group, List, Skeleton, Text, Title } from "@mantine/core";
import { formatStaffTimestamp } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { toast } from "../toast";

const BADGES = {
  pending: { label: "Pending", color: "yellow" },
  retrying: { label: "Retrying", color: "yellow" },
  failed: { label: "Failed", color: "red" },
  held: { label: "Held after a restore", color: "grape" },
} as const;

export function UndeliveredMail() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const outbox = useQuery(trpc.admin.email.outbox.queryOptions());
  const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: trpc.admin.email.outbox.queryKey() });
  const resendMail = useMutation(
    trpc.admin.email.resendMail.mutationOptions({
      onSuccess: () => toast("E-mail queued", "It will be sent in a moment", "green"),
      onError: (error) => toast("Could not send the e-mail", error.message, "red"),
      onSettled: refreshOutbox,
    }),
  );
  const dropMail = useMutation(
    trpc.admin.email.dropMail.mutationOptions({
      onSuccess: () => toast("E-mail dropped", "It will not be sent", "green"),
      onError: (error) => toast("Could not drop the e-mail", error.message, "red"),
      onSettled: refreshOutbox,
    }),
  );

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
            <List.Item key={mail.id}>
              <Group gap="xs" wrap="wrap">
                <Badge color={BADGES[mail.status].color} variant="light">
                  {BADGES[mail.status].label}
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
                {mail.status === "failed" || mail.status === "held" ? (
                  <Button
                    variant="light"
                    size="compact-sm"
                    aria-label={`${mail.status === "held" ? "Send" : "Resend"} ${mail.subject || mail.kind} to ${mail.to.join(", ")}`}
                    onClick={() => resendMail.mutate({ id: String(mail.id) })}
                    disabled={resendMail.isPending && resendMail.variables?.id === String(mail.id)}
                  >
                    {mail.status === "held" ? "Send" : "Resend"}
                  </Button>
                ) : null}
                {mail.status === "held" ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    aria-label={`Drop ${mail.subject || mail.kind} to ${mail.to.join(", ")}`}
                    onClick={() => dropMail.mutate({ id: String(mail.id) })}
                    disabled={dropMail.isPending && dropMail.variables?.id === String(mail.id)}
                  >
                    Drop
                  </Button>
                ) : null}
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
    </>
  );
}
