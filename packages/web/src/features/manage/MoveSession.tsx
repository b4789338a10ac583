// "Move this session": the /booking page's date picker, start-time grid and durations over the
// night's bookings (the customer's own session left out) and the producer's busy time, the new
// price and what is left to pay, and a provisional booking's deposit after the move.
// Loaded only when the customer asks to move.
import { ClockTimes } from "../../components/ClockTimes";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import {
  bookingHorizon,
  type DayBooking,
  depositAfterChange,
  type Duration,
  durationAfterStartChange,
  formatSessionRangeLong,
  type MoveInput,
  moveCost,
  moveCostText,
  moveInputSchema,
  priceRuleFor,
  sessionInterval,
  type Slot,
  STUDIO_UNREACHABLE,
  startGrid,
} from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import type * as z from "zod/mini";
import { serverMessage, useTRPC } from "../../trpc";
import { DurationChoices, durationChoices } from "../../components/session-picker/DurationChoices";
import SessionCalendar from "../../components/session-picker/SessionCalendar";
import { StartTimeGrid } from "../../components/session-picker/StartTimeGrid";
import { useDayBookings } from "../../components/session-picker/use-day-bookings";
import { pickerBlock, useNightBusy, useNights } from "../../components/session-picker/use-nights";
import { findProducer, useStudioProfile } from "../studio/use-studio-profile";
import type { ManageView } from "./manage-view";

export interface MoveSessionProps {
  token: string;
  booking: ManageView;
  onMoved: (view: ManageView) => void;
  onClose: () => void;
}

const isOwnSession = (own: ManageView) => (b: DayBooking) =>
  b.date === own.date && b.startTime === own.startTime && b.duration === own.duration;

type MoveFormInput = z.input<typeof moveInputSchema>;

/** The move's choices as a form over the domain's move schema (the booking form's field rules). */
function useMoveForm(booking: ManageView, producers: readonly string[]) {
  const form = useForm<MoveFormInput, unknown, MoveInput>({
    resolver: zodResolver(moveInputSchema),
    defaultValues: {
      date: booking.date,
      engineer: producers.includes(booking.engineer) ? booking.engineer : "",
      startTime: "",
      duration: booking.duration,
    },
  });
  const [date, producer, startTime, duration] = useWatch({
    control: form.control,
    name: ["date", "engineer", "startTime", "duration"],
  });
  const pick = {
    date: (value: string | null) => {
      form.setValue("date", value ?? "");
      form.setValue("startTime", "");
    },
    engineer: (value: string) => {
      form.setValue("engineer", value);
      form.setValue("startTime", "");
    },
    start: (slot: Slot) => {
      form.setValue("startTime", slot.time);
      form.setValue("duration", durationAfterStartChange(duration as Duration, slot.durations));
    },
    duration: (value: Duration) => form.setValue("duration", value),
  };
  return { form, date, producer, startTime, duration: duration as Duration, pick };
}

/** Sends the move: the page shows the moved booking; a refusal's own message is shown here. */
function useMoveSubmit(
  token: string,
  form: ReturnType<typeof useMoveForm>["form"],
  onMoved: MoveSessionProps["onMoved"],
) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const move = useMutation(
    trpc.manage.move.mutationOptions({
      onSuccess: (view) => {
        queryClient.setQueryData(trpc.manage.view.queryKey({ token }), view);
        onMoved(view);
      },
    }),
  );
  const refused = Object.values(form.formState.errors)[0]?.message;
  return {
    busy: move.isPending,
    error: move.isError ? (serverMessage(move.error) ?? STUDIO_UNREACHABLE) : refused,
    submit: form.handleSubmit((input) => move.mutate({ token, ...input })),
  };
}

/** The move's choices and its submit: the booking form's rules over the night's other sessions. */
function useMove({ token, booking, onMoved }: MoveSessionProps) {
  const profile = useStudioProfile();
  const producers = profile.producers.filter((p) => p.bookable).map((p) => p.name);
  const { form, date, producer, startTime, duration, pick } = useMoveForm(booking, producers);
  const day = useDayBookings(date || null);
  // The producer's own busy time blocks their starts as another session would (as on /booking).
  const busyTime = useNightBusy(date, producer);
  const others = useMemo(
    () => [...day.bookings.filter((b) => !isOwnSession(booking)(b)), ...busyTime],
    [day.bookings, booking, busyTime],
  );
  const slots = startGrid({
    date: date || null,
    producer: producer || null,
    bookings: others,
    now: new Date(),
    checking: day.isPending,
  });
  const chosen =
    date && startTime && producer ? { date, startTime, duration, engineer: producer } : undefined;
  const { busy, error, submit } = useMoveSubmit(token, form, onMoved);
  // The new total as the server works it out: the rate card or the chosen producer's own price.
  const price = priceRuleFor(profile.prices, producer ? findProducer(profile, producer) : undefined);
  const durations = durationChoices(date, startTime, others, price);
  // A provisional booking's deposit follows the new price, and its deadline a nearer night.
  const startMs = chosen ? sessionInterval(chosen)?.startMs : undefined;
  const newCost = moveCost(booking, duration, price).newCost;
  const deposit = startMs
    ? depositAfterChange(profile, booking, { pricePence: newCost, startMs, by: "customer" }, new Date())
    : null;
  return {
    producers,
    price,
    date,
    producer,
    startTime,
    duration,
    slots,
    durations,
    chosen,
    deposit,
    busy,
    error,
    submit,
    pick,
  };
}

export default function MoveSession(props: MoveSessionProps) {
  const move = useMove(props);
  const nights = useNights();
  return (
    <Stack gap="md" data-testid="move-session">
      <SessionCalendar
        value={move.date}
        onChange={move.pick.date}
        onBlur={() => {}}
        inputRef={null}
        horizon={bookingHorizon(new Date())}
        blockOf={(date) => pickerBlock(nights, date, move.producer)}
        // A move needs a free start: no full night either.
        isPickable={(date) => pickerBlock(nights, date, move.producer) === null}
      />
      <NativeSelect
        label="Producer"
        data={[{ value: "", label: "Choose a producer" }, ...move.producers]}
        value={move.producer}
        onChange={(event) => move.pick.engineer(event.currentTarget.value)}
      />
      <StartTimeGrid slots={move.slots} night={move.date} value={move.startTime} onChange={move.pick.start} />
      <DurationChoices
        choices={move.durations}
        value={move.duration}
        showValue={Boolean(move.startTime)}
        onChange={move.pick.duration}
      />
      {move.chosen && (
        <Text data-testid="move-summary">
          New time: <ClockTimes text={formatSessionRangeLong(move.chosen)} /> with {move.producer}.{" "}
          {moveCostText(props.booking, move.duration, move.price)}
          {move.deposit && <ClockTimes text={` ${move.deposit}`} />}
        </Text>
      )}
      {move.error && (
        <Alert color="red" role="alert">
          {move.error}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button onClick={() => void move.submit()} loading={move.busy} disabled={!move.chosen}>
          Move my session
        </Button>
        <Button variant="default" onClick={props.onClose} disabled={move.busy}>
          Keep my time
        </Button>
      </Group>
    </Stack>
  );
}
