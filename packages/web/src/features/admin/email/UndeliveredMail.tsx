// The mail that has not gone out (waiting, retrying, failed), with why; a failed one has Resend.
import { Badge, Button, Group, List, Skeleton, Text, Title } from "@mantine/core";
import { formatStaffTimestamp } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTRPC } from "../../../trpc";
import { toast } from "../toast";

export function UndeliveredMail() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const outbox = useQuery(trpc.admin.email.outbox.queryOptions());
  const refreshOutbox = () => queryClient.invalidateQueries({ queryKey: trpc.admin.email.outbox.queryKey() });
  const resendMail = useMutation(
    trpc.admin.email.resendMail.mutationOptions({
      onSuccess: () => toast("E-mail queued", "It will be sent again in a moment", "green"),
      onError: (error) => toast("Could not resend the e-mail", error.message, "red"),
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
                <Badge color={mail.status === "failed" ? "red" : "yellow"} variant="light">
                  {mail.status === "failed" ? "Failed" : mail.status === "retrying" ? "Retrying" : "Pending"}
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
                {mail.status === "failed" ? (
                  <Button
                    variant="light"
                    size="compact-sm"
                    aria-label={`Resend ${mail.subject || mail.kind} to ${mail.to.join(", ")}`}
                    onClick={() => resendMail.mutate({ id: String(mail.id) })}
                    disabled={resendMail.isPending && resendMail.variables?.id === String(mail.id)}
                  >
                    Resend
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
