import { Button, Group, List, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { can, lastReadText } from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { MAIN_ACTION } from "../main-action";
import { toast } from "../toast";

/** After a calendar is added, read or removed: its list, and the public nights its busy time blocks. */
function useCalendarMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { diaryChanged } = useAdminCache();
  const settled = () =>
    Promise.all([queryClient.invalidateQueries(trpc.admin.calendars.pathFilter()), diaryChanged()]);
  const failed = (error: unknown) =>
    toast("Could not save", serverMessage(error) ?? "Please try again", "red");
  return {
    add: useMutation(trpc.admin.calendars.add.mutationOptions({ onError: failed, onSettled: settled })),
    sync: useMutation(trpc.admin.calendars.sync.mutationOptions({ onError: failed, onSettled: settled })),
    remove: useMutation(trpc.admin.calendars.remove.mutationOptions({ onError: failed, onSettled: settled })),
  };
}

/**
 * Producers' own calendars: their busy times block them as leave does. The owner keeps anyone's,
 * a producer (`producer`) their own; staff see them and why a read failed.
 */
export function CalendarsPanel({ producer }: { producer?: string | undefined }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.admin.me.queryOptions());
  const calendars = useQuery(trpc.admin.calendars.list.queryOptions());
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const m = useCalendarMutations();
  const mayKeep = me.data !== undefined && (can(me.data.role, "calendars") || producer !== undefined);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const {
      engineer = "",
      label = "",
      url = "",
    } = Object.fromEntries(new FormData(form)) as Record<string, string>;
    m.add.mutate(
      { engineer, label, url },
      {
        onSuccess: (added) => {
          toast("Calendar added", `${added.label}: ${added.busyCount} busy times read`, "green");
          form.reset();
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="calendars-heading">
      <Title order={3} size="h4" id="calendars-heading">
        {producer ? "My calendars" : "Producers' calendars"}
      </Title>
      <Text size="sm" c="dimmed">
        Busy times in a producer's own calendar (its secret address in iCal format) block them as leave does.
      </Text>
      {mayKeep ? (
        <form onSubmit={add} aria-label="Add a calendar">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" style={{ alignItems: "end" }}>
            <NativeSelect
              name="engineer"
              label="Producer"
              required
              data={producer ? [producer] : (engineers.data ?? []).map((engineer) => engineer.name)}
            />
            <TextInput name="label" label="Label" required maxLength={60} />
            <TextInput name="url" label="Calendar address" required inputMode="url" autoComplete="off" />
            <Button type="submit" loading={m.add.isPending} {...MAIN_ACTION}>
              Add calendar
            </Button>
          </SimpleGrid>
        </form>
      ) : null}
      <List spacing={4} size="sm" listStyleType="none" data-testid="calendar-list">
        {(calendars.data ?? []).map((calendar) => (
          <List.Item key={calendar.id}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {calendar.engineer}: {calendar.label}
              </Text>
              <Text size="sm" c="dimmed">
                {calendar.urlHint}
              </Text>
              <Text size="sm" c={calendar.lastError ? "red" : undefined}>
                {lastReadText(calendar, new Date())}
              </Text>
              {mayKeep ? (
                <>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    loading={m.sync.isPending && m.sync.variables?.id === calendar.id}
                    aria-label={`Sync ${calendar.engineer}'s calendar ${calendar.label} now`}
                    onClick={() => m.sync.mutate({ id: calendar.id })}
                  >
                    Sync now
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    aria-label={`Delete ${calendar.engineer}'s calendar ${calendar.label}`}
                    onClick={() => m.remove.mutate({ id: calendar.id })}
                  >
                    Delete
                  </Button>
                </>
              ) : null}
            </Group>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
