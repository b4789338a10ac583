// The deposit deadline as staff type it: a London date and time, checked by the domain's schema,
// sent as an instant (the hour the clocks skip in March is refused here; the server checks the rest).
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { deadlineInstant, depositDeadlineFieldsSchema, formatDeadline, londonDateTime } from "@studio/domain";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type * as z from "zod/mini";
import { serverMessage, useTRPC } from "../../../trpc";
import { useAdminCache } from "../admin-cache";
import { showToast } from "../../../components/toast";

type DeadlineValues = z.infer<typeof depositDeadlineFieldsSchema>;
const SKIPPED_HOUR = "That time does not exist in London: the clocks go forward then";

export function DeadlineForm({
  booking,
  onDone,
}: {
  booking: { id: string; depositDueAt: string };
  onDone: () => void;
}) {
  const form = useForm<DeadlineValues>({
    resolver: zodResolver(depositDeadlineFieldsSchema),
    defaultValues: londonDateTime(Date.parse(booking.depositDueAt)),
  });
  const move = useMoveDeadline(onDone);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) => {
    const dueAt = deadlineInstant(values);
    if (!dueAt) return form.setError("time", { message: SKIPPED_HOUR });
    move.mutate({ id: booking.id, dueAt });
  });
  return (
    <form onSubmit={submit} aria-label="Deposit deadline" noValidate>
      <Stack gap="sm">
        <Group grow wrap="wrap" align="flex-start">
          <TextInput type="date" label="Date" {...form.register("date")} error={errors.date?.message} />
          <TextInput
            type="time"
            label="Time (London)"
            {...form.register("time")}
            error={errors.time?.message}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={move.isPending}>
            Save deadline
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function useMoveDeadline(onDone: () => void) {
  const trpc = useTRPC();
  const { bookingsChanged } = useAdminCache();
  return useMutation(
    trpc.admin.bookings.moveDepositDeadline.mutationOptions({
      onSuccess: (booking) => {
        onDone();
        const when = "depositDueAt" in booking && booking.depositDueAt ? booking.depositDueAt : undefined;
        showToast({
          title: "Deadline changed",
          message: when
            ? `The deposit is now due by ${formatDeadline(when, new Date())}; the customer is told`
            : "",
          color: "green",
        });
      },
      onError: (error) =>
        showToast({
          title: "The deadline could not be changed",
          message: serverMessage(error) ?? "Please try again",
          color: "red",
        }),
      onSettled: () => bookingsChanged({ archive: false }),
    }),
  );
}
