// The owner's Staff tab: the people (add one, and they are e-mailed their enrolment link, which can
// be sent again; remove one, and every session of theirs ends), who is signed in where, and the
// password switch.
import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import { formatDateTime } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { serverMessage, useTRPC } from "../../../trpc";
import { showToast } from "../../../components/toast";
import { AddPersonForm } from "./AddPersonForm";
import { SendLinkAgain } from "./SendLinkAgain";
import { SectionCard } from "../SectionCard";

function useRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.admin.staff.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.staff.sessions.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.admin.staff.passwordSignIn.queryKey() });
  };
}

const refused = (title: string) => (error: unknown) =>
  showToast({ title, message: serverMessage(error) ?? "Please try again", color: "red" });

const removed = () =>
  showToast({ title: "Person removed", message: "Their passkeys and sessions have ended", color: "green" });

function People() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const people = useQuery(trpc.admin.staff.list.queryOptions());
  const remove = useMutation(
    trpc.admin.staff.remove.mutationOptions({
      onSuccess: removed,
      onError: refused("Not removed"),
      onSettled: refresh,
    }),
  );
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>Passkeys</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(people.data ?? []).map((person) => (
            <Table.Tr key={person.id}>
              <Table.Td>
                <Text fw={600}>{person.name}</Text>
                <Text size="sm" c="dark.1" style={{ overflowWrap: "anywhere" }}>
                  {person.email}
                </Text>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{person.role}</Badge>
                {person.producer ? <Text size="sm">{person.producer}</Text> : null}
              </Table.Td>
              <Table.Td>{person.passkeys === 0 ? "Not enrolled yet" : person.passkeys}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="wrap">
                  <SendLinkAgain person={person} />
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Remove ${person.name}`}
                    onClick={() => remove.mutate({ id: person.id })}
                  >
                    Remove
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Sessions() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const sessions = useQuery(trpc.admin.staff.sessions.queryOptions());
  const end = useMutation(
    trpc.admin.staff.endSession.mutationOptions({ onError: refused("Not ended"), onSettled: refresh }),
  );
  return (
    <Stack gap="xs">
      {(sessions.data ?? []).map((session) => (
        <Group key={session.ref} justify="space-between" wrap="wrap">
          <div>
            <Text fw={600}>
              {session.name} ({session.method})
            </Text>
            <Text size="sm" c="dark.1">
              {session.device}, last seen {formatDateTime(session.lastSeenAt)}
            </Text>
          </div>
          <Button size="xs" variant="default" onClick={() => end.mutate({ ref: session.ref })}>
            End session
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/** What the switch would do now, and whether it may: off needs an owner with a passkey. */
function passwordSwitchText(state: { allowed: boolean; ownerHasPasskey: boolean }): string {
  if (!state.allowed) return "Password sign-in is off: only passkeys sign in.";
  return state.ownerHasPasskey
    ? "Password sign-in is on. An owner has a passkey, so it can be turned off."
    : "Password sign-in is on. It can be turned off once an owner has a passkey.";
}

function PasswordSignIn() {
  const trpc = useTRPC();
  const refresh = useRefresh();
  const state = useQuery(trpc.admin.staff.passwordSignIn.queryOptions());
  const set = useMutation(
    trpc.admin.staff.setPasswordSignIn.mutationOptions({
      onSuccess: ({ allowed }) =>
        showToast({
          title: "Saved",
          message: allowed ? "The shared password signs in again" : "Only passkeys sign in now",
          color: "green",
        }),
      onError: refused("Not changed"),
      onSettled: refresh,
    }),
  );
  return (
    <Stack gap={4}>
      <Text size="sm" c="dark.1">
        The shared password is the owner's way back in. Once an owner has a passkey it can be turned off;
        setting a new admin password on the server turns it back on.
      </Text>
      {state.data ? (
        <>
          <Text size="sm" fw={600} data-testid="password-sign-in-state">
            {passwordSwitchText(state.data)}
          </Text>
          <Group>
            {state.data.allowed ? (
              <Button
                variant="default"
                size="xs"
                disabled={!state.data.ownerHasPasskey || set.isPending}
                onClick={() => set.mutate({ allowed: false })}
              >
                Turn password sign-in off
              </Button>
            ) : (
              <Button
                variant="default"
                size="xs"
                disabled={set.isPending}
                onClick={() => set.mutate({ allowed: true })}
              >
                Turn password sign-in on
              </Button>
            )}
          </Group>
        </>
      ) : null}
    </Stack>
  );
}

export function StaffTab() {
  return (
    <Stack gap="lg">
      <SectionCard id="staff-people" title="People">
        <People />
        <AddPersonForm />
      </SectionCard>
      <SectionCard id="staff-sessions" title="Signed in now">
        <Sessions />
        <PasswordSignIn />
      </SectionCard>
    </Stack>
  );
}
