import { Button, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CalendarInput,
  type CalendarSubscription,
  calendarInputSchema,
  can,
  lastReadText,
} from "@studio/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { ProducerSelect } from "../ProducerSelect";
import { RowForm } from "../RowForm";
import { fieldOf } from "../form-fields";
import { showToast } from "../../../components/toast";

/**
 * After a calendar is added, read or removed: its list, the public nights its busy time blocks, and
 * the bookings (their warning when a producer's calendar shows them busy).
 */
function useCalendarMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { diaryChanged } = useAdminCache();
  const settled = () =>
    Promise.all([
      queryClient.invalidateQueries(trpc.admin.calendars.pathFilter()),
      queryClient.invalidateQueries(trpc.admin.bookings.pathFilter()),
      diaryChanged(),
    ]);
  const failed = (error: unknown) =>
    showToast({ title: "Could not save", message: serverMessage(error) ?? "Please try again", color: "red" });
  return {
    add: useMutation(trpc.admin.calendars.add.mutationOptions({ onError: failed, onSettled: settled })),
    sync: useMutation(trpc.admin.calendars.sync.mutationOptions({ onError: failed, onSettled: settled })),
    remove: useMutation(trpc.admin.calendars.remove.mutationOptions({ onError: failed, onSettled: settled })),
  };
}

type Mutations = ReturnType<typeof useCalendarMutations>;
type CalendarFields = z.input<typeof calendarInputSchema>;

const EMPTY_CALENDAR = { engineer: "", label: "", url: "" };

/** Add a calendar: whose, what staff call it, and its secret address (read before it is kept). */
function AddCalendarForm({ producers, m }: { producers: string[]; m: Mutations }) {
  const form = useForm<CalendarFields, unknown, CalendarInput>({
    resolver: zodResolver(calendarInputSchema),
    defaultValues: EMPTY_CALENDAR,
  });
  const add = form.handleSubmit((input) =>
    m.add.mutate(input, {
      onSuccess: (added) => {
        showToast({
          title: "Calendar added",
          message: `${added.label}: ${added.busyCount} busy times read`,
          color: "green",
        });
        form.reset({ ...EMPTY_CALENDAR, engineer: input.engineer });
      },
    }),
  );
  return (
    <RowForm
      label="Add a calendar"
      onSubmit={add}
      columns={4}
      action="Add calendar"
      pending={m.add.isPending}
    >
      <ProducerSelect form={form} producers={producers} />
      <TextInput label="Label" required maxLength={60} {...fieldOf(form, "label")} />
      <TextInput
        label="Calendar address"
        required
        inputMode="url"
        autoComplete="off"
        {...fieldOf(form, "url")}
      />
    </RowForm>
  );
}

/** One calendar: whose, its label and hint, when it was last read and why not since. */
function CalendarRow({
  calendar,
  m,
  mayKeep,
}: {
  calendar: CalendarSubscription;
  m: Mutations;
  mayKeep: boolean;
}) {
  const name = `${calendar.engineer}'s calendar ${calendar.label}`;
  return (
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
            aria-label={`Sync ${name} now`}
            onClick={() => m.sync.mutate({ id: calendar.id })}
          >
            Sync now
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            aria-label={`Delete ${name}`}
            onClick={() => m.remove.mutate({ id: calendar.id })}
          >
            Delete
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/**
 * Producers' own calendars: their busy times block them as leave does. The owner keeps anyone's,
 * a producer (`producer`) their own; staff see them and why a read failed.
 */
export function CalendarsPanel({ producer }: { producer?: string | undefined }) {
  const trpc = useTRPC();
  const me = useQuery(trpc.admin.me.queryOptions());
  const calendars = useQuery(trpc.admin.calendars.list.queryOptions());
  const listed = useQuery(trpc.engineers.list.queryOptions());
  const m = useCalendarMutations();
  const mayKeep = me.data !== undefined && (can(me.data.role, "calendars") || producer !== undefined);
  const producers = producer ? [producer] : (listed.data ?? []).map((row) => row.name);
  return (
    <Stack gap="sm" component="section" aria-labelledby="calendars-heading">
      <Title order={3} size="h4" id="calendars-heading">
        {producer ? "My calendars" : "Producers' calendars"}
      </Title>
      <Text size="sm" c="dimmed">
        Busy times in a producer's own calendar (its secret address in iCal format) block them as leave does.
      </Text>
      {mayKeep ? <AddCalendarForm producers={producers} m={m} /> : null}
      <List spacing={4} size="sm" listStyleType="none" data-testid="calendar-list">
        {(calendars.data ?? []).map((calendar) => (
          <List.Item key={calendar.id}>
            <CalendarRow calendar={calendar} m={m} mayKeep={mayKeep} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
