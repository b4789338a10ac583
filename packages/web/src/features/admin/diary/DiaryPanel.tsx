import {
  Alert,
  Button,
  Card,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import {
  type Booking,
  type ClosureInput,
  formatStaffDay,
  formatStaffSession,
  type LeaveInput,
} from "@studio/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { fullName } from "../bookings/BookingFacts";
import { showToast } from "../../../components/toast";
import { BusyList } from "./BusyList";
import { CalendarsPanel } from "./CalendarsPanel";
import { ClosureForm } from "./ClosureForm";
import { MAIN_ACTION } from "../main-action";

const nights = (range: { startDate: string; endDate: string }) =>
  range.startDate === range.endDate
    ? formatStaffDay(range.startDate, new Date())
    : `${formatStaffDay(range.startDate, new Date())} – ${formatStaffDay(range.endDate, new Date())}`;

function useDiaryMutations(onClosed: (affected: Booking[]) => void) {
  const trpc = useTRPC();
  const { diaryChanged } = useAdminCache();
  const failed = (error: unknown) =>
    showToast({ title: "Could not save", message: serverMessage(error) ?? "Please try again", color: "red" });
  return {
    addClosure: useMutation(
      trpc.admin.diary.addClosure.mutationOptions({
        onSuccess: ({ affected }) => {
          showToast({
            title: "Studio closed",
            message: "The nights are closed to public booking",
            color: "green",
          });
          onClosed(affected);
        },
        onError: failed,
        onSettled: diaryChanged,
      }),
    ),
    addLeave: useMutation(
      trpc.admin.diary.addLeave.mutationOptions({
        onSuccess: (leave) =>
          showToast({ title: "Leave saved", message: `${leave.engineer} is away`, color: "green" }),
        onError: failed,
        onSettled: diaryChanged,
      }),
    ),
    removeClosure: useMutation(
      trpc.admin.diary.removeClosure.mutationOptions({ onError: failed, onSettled: diaryChanged }),
    ),
    removeLeave: useMutation(
      trpc.admin.diary.removeLeave.mutationOptions({ onError: failed, onSettled: diaryChanged }),
    ),
  };
}

const fieldsOf = (event: FormEvent<HTMLFormElement>) =>
  Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;

/**
 * Close the studio for a night or a range, and mark a producer away (docs/decisions.md). With
 * `producer` (a producer signed in), only their own leave: no closures, the producer fixed.
 */
export function DiaryPanel({ producer }: { producer?: string } = {}) {
  const trpc = useTRPC();
  const diary = useQuery(trpc.admin.diary.list.queryOptions());
  const engineers = useQuery(trpc.engineers.list.queryOptions());
  const [affected, setAffected] = useState<Booking[] | null>(null);
  const m = useDiaryMutations(setAffected);

  const closeStudio = (input: ClosureInput) =>
    m.addClosure.mutateAsync(input).then(
      () => true,
      () => false,
    );
  const markAway = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { engineer = "", startDate = "", endDate = "", note = "" } = fieldsOf(event);
    const input: LeaveInput = {
      engineer,
      startDate,
      endDate: endDate || startDate,
      ...(note ? { note } : {}),
    };
    const form = event.currentTarget;
    // An empty form for the next one once saved (an old note must not be reused by mistake).
    m.addLeave.mutate(input, { onSuccess: () => form.reset() });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="diary-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="diary-heading">
          {producer ? "My leave" : "Closures and leave"}
        </Title>
        {producer ? null : <ClosureForm saving={m.addClosure.isPending} onSave={closeStudio} />}
        {affected && affected.length > 0 ? (
          <Alert
            color="yellow"
            title="Bookings inside the closure"
            withCloseButton
            onClose={() => setAffected(null)}
            closeButtonLabel="Dismiss"
          >
            <Text size="sm">These stay booked until you move or cancel them:</Text>
            <List size="sm" data-testid="closure-affected">
              {affected.map((booking) => (
                <List.Item key={booking.id}>
                  {fullName(booking)}, {formatStaffSession(booking, new Date())} with {booking.engineer}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <form onSubmit={markAway} aria-label="Mark a producer away">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="sm" style={{ alignItems: "end" }}>
            <NativeSelect
              name="engineer"
              label="Producer"
              required
              data={producer ? [producer] : (engineers.data ?? []).map((engineer) => engineer.name)}
            />
            <TextInput name="startDate" type="date" label="Away from night" required />
            <TextInput name="endDate" type="date" label="Away to night" />
            <TextInput name="note" label="Note" maxLength={200} />
            <Button type="submit" loading={m.addLeave.isPending} {...MAIN_ACTION}>
              Mark away
            </Button>
          </SimpleGrid>
        </form>
        <List spacing={4} size="sm" listStyleType="none" data-testid="diary-list">
          {(producer ? [] : (diary.data?.closures ?? [])).map((closure) => (
            <List.Item key={closure.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  Closed {nights(closure)}
                </Text>
                <Text size="sm">
                  {closure.reason} (public: {closure.publicText})
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Reopen the studio ${nights(closure)}`}
                  onClick={() => m.removeClosure.mutate({ id: closure.id })}
                >
                  Reopen
                </Button>
              </Group>
            </List.Item>
          ))}
          {diary.data?.leave.map((leave) => (
            <List.Item key={leave.id}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm" fw={600}>
                  {leave.engineer} away {nights(leave)}
                </Text>
                {leave.note ? <Text size="sm">{leave.note}</Text> : null}
                <Button
                  size="compact-xs"
                  variant="subtle"
                  aria-label={`Remove ${leave.engineer} away ${nights(leave)}`}
                  onClick={() => m.removeLeave.mutate({ id: leave.id })}
                >
                  Remove
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
        <BusyList busy={diary.data?.busy ?? []} now={new Date()} />
        <CalendarsPanel producer={producer} />
      </Stack>
    </Card>
  );
}
