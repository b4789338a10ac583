// "Move this session": the /booking page's date picker, start-time grid and durations over the
// night's bookings (the customer's own session left out) and the producer's busy time, the new
// price and what is left to pay.
// Loaded only when the customer asks to move.
import { Alert, Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import {
  bookingHorizon,
  type DayBooking,
  type Duration,
  durationAfterStartChange,
  formatSessionRangeLong,
  type MoveInput,
  moveCostText,
  priceRuleFor,
  type Slot,
  startGrid,
} from "@studio/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { serverMessage, useTRPC } from "../../trpc";
import { DurationChoices, durationChoices } from "../../components/session-picker/DurationChoices";
import SessionCalendar from "../../components/session-picker/SessionCalendar";
import { StartTimeGrid } from "../../components/session-picker/StartTimeGrid";
import { useDayBookings } from "../../components/session-picker/use-day-bookings";
import { pickerBlock, useNightBusy, useNights } from "../../components/session-picker/use-nights";
import { findProducer, useStudioProfile } from "../studio/use-studio-profile";
import { type ManageView, UNREACHABLE_TEXT } from "./manage-view";

export interface MoveSessionProps {
  token: string;
  booking: ManageView;
  onMoved: (view: ManageView) => void;
  onClose: () => void;
}

const isOwnSession = (own: ManageView) => (b: DayBooking) =>
  b.date === own.date && b.startTime === own.startTime && b.duration === own.duration;

/** Sends the move: the page shows the moved booking; a refusal's own message is shown here. */
function useMoveSubmit(token: string, chosen: MoveInput | undefined, onMoved: MoveSessionProps["onMoved"]) {
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
  return {
    busy: move.isPending,
    error: move.isError ? (serverMessage(move.error) ?? UNREACHABLE_TEXT) : undefined,
    submit: () => chosen && move.mutate({ token, ...chosen }),
  };
}

/** The move's choices and its submit: the booking form's rules over the night's other sessions. */
function useMove({ token, booking, onMoved }: MoveSessionProps) {
  const profile = useStudioProfile();
  const producers = profile.producers.filter((p) => p.bookable).map((p) => p.name);
  const [date, setDate] = useState(booking.date);
  const [engineer, setEngineer] = useState(producers.includes(booking.engineer) ? booking.engineer : "");
  const [startTime, setStartTime] = useState("");
  const [duration, setDuration] = useState<Duration>(booking.duration as Duration);
  const day = useDayBookings(date || null);
  // The producer's own busy time blocks their starts as another session would (as on /booking).
  const busyTime = useNightBusy(date, engineer);
  const others = useMemo(
    () => [...day.bookings.filter((b) => !isOwnSession(booking)(b)), ...busyTime],
    [day.bookings, booking, busyTime],
  );
  const slots = startGrid({
    date: date || null,
    engineer: engineer || null,
    bookings: others,
    now: new Date(),
    checking: day.isPending,
  });
  const chosen = date && startTime && engineer ? { date, startTime, duration, engineer } : undefined;
  const { busy, error, submit } = useMoveSubmit(token, chosen, onMoved);
  const pickDate = (value: string | null) => {
    setDate(value ?? "");
    setStartTime("");
  };
  const pickEngineer = (value: string) => {
    setEngineer(value);
    setStartTime("");
  };
  const pickStart = (slot: Slot) => {
    setStartTime(slot.time);
    setDuration(durationAfterStartChange(duration, slot.durations));
  };
  // The new total as the server works it out: the rate card or the chosen producer's own price.
  const price = priceRuleFor(profile.prices, engineer ? findProducer(profile, engineer) : undefined);
  const durations = durationChoices(date, startTime, others, price);
  return {
    producers,
    price,
    date,
    engineer,
    startTime,
    duration,
    slots,
    durations,
    chosen,
    busy,
    error,
    submit,
    pickDate,
    pickEngineer,
    pickStart,
    setDuration,
  };
}

export default function MoveSession(props: MoveSessionProps) {
  const move = useMove(props);
  const nights = useNights();
  return (
    <Stack gap="md" data-testid="move-session">
      <SessionCalendar
        value={move.date}
        onChange={move.pickDate}
        onBlur={() => {}}
        inputRef={null}
        horizon={bookingHorizon(new Date())}
        blockOf={(date) => pickerBlock(nights, date, move.engineer)}
        // A move needs a free start: no full night either.
        isPickable={(date) => pickerBlock(nights, date, move.engineer) === null}
      />
      <NativeSelect
        label="Producer"
        data={[{ value: "", label: "Choose a producer" }, ...move.producers]}
        value={move.engineer}
        onChange={(event) => move.pickEngineer(event.currentTarget.value)}
      />
      <StartTimeGrid slots={move.slots} night={move.date} value={move.startTime} onChange={move.pickStart} />
      <DurationChoices
        choices={move.durations}
        value={move.duration}
        showValue={Boolean(move.startTime)}
        onChange={move.setDuration}
      />
      {move.chosen && (
        <Text data-testid="move-summary">
          New time: {formatSessionRangeLong(move.chosen)} with {move.engineer}.{" "}
          {moveCostText(props.booking, move.duration, move.price)}
        </Text>
      )}
      {move.error && (
        <Alert color="red" role="alert">
          {move.error}
        </Alert>
      )}
      <Group gap="sm" wrap="wrap">
        <Button onClick={move.submit} loading={move.busy} disabled={!move.chosen}>
          Move my session
        </Button>
        <Button variant="default" onClick={props.onClose} disabled={move.busy}>
          Keep my time
        </Button>
      </Group>
    </Stack>
  );
}
