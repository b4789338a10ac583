import { bookingHorizon, dayKind, nightBlockText, priceRuleFor, type Slot, startGrid } from "@studio/domain";
import { useNightBusy } from "../../components/session-picker/use-nights";
import { useEffect, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { durationChoices } from "../../components/session-picker/DurationChoices";
import type { BookingForm } from "./use-booking-form";
import { findProducer, type StudioProfile } from "../studio/use-studio-profile";
import { useDayBookings } from "../../components/session-picker/use-day-bookings";
import { useChosenNightBlock } from "../../components/session-picker/use-nights";

/** Shown under the grid when a new date (or fresh bookings) leave the chosen start not free. */
const timeNoLongerFree = (slot: Slot) =>
  `${slot.label} is not free on this date. Please choose another start time.`;

/**
 * What the visitor may choose on the chosen night: the start grid and the durations, from the
 * night's bookings. A chosen start that is no longer free (another date, a fresh booking) is
 * cleared, and the grid says why.
 */
export function useSessionChoices(form: BookingForm, profile: StudioProfile) {
  const [date, startTime, producer] = useWatch({
    control: form.control,
    name: ["date", "startTime", "engineer"],
  });
  const now = new Date();
  const day = useDayBookings(date || null);
  const enquiry = Boolean(date) && dayKind(date) === "enquiry";
  const block = useChosenNightBlock(date, producer, day);
  // The producer's own busy time blocks their starts as another session would.
  const busy = useNightBusy(date, producer);
  const bookings = useMemo(() => [...day.bookings, ...busy], [day.bookings, busy]);

  // While the night's bookings and diary load, every slot waits rather than reading wrongly free.
  const slots = startGrid({
    date: date || null,
    producer: producer || null,
    bookings,
    now,
    blocked: block ? nightBlockText(block) : null,
    checking: block === undefined,
  });
  const chosen = slots.find((slot) => slot.time === startTime);
  const chosenNotFree = chosen !== undefined && chosen.state !== "waiting" && !chosen.enabled;

  useEffect(() => {
    if (!chosen || !chosenNotFree) return;
    form.setValue("startTime", "");
    form.setError("startTime", { type: "not-free", message: timeNoLongerFree(chosen) });
  }, [chosen, chosenNotFree, form]);

  // Labelled at the chosen producer's price (their own, else the studio's rate card).
  const price = useMemo(
    () => priceRuleFor(profile.prices, findProducer(profile, producer)),
    [profile, producer],
  );
  const choices = useMemo(
    () => durationChoices(date, startTime, bookings, price),
    [date, startTime, bookings, price],
  );

  return {
    date,
    startTime,
    producer,
    enquiry,
    slots,
    noStart: noStartOnNight(slots, date, producer),
    block: block ?? null,
    durations: choices,
    day,
    horizon: bookingHorizon(now),
  };
}

export type SessionChoices = ReturnType<typeof useSessionChoices>;

/** True once the night's starts are known and none can be chosen (full, closed, away, all past). */
function noStartOnNight(slots: readonly Slot[], date: string, producer: string): boolean {
  if (!date || !producer || dayKind(date) !== "session") return false;
  return slots.every((slot) => slot.state !== "waiting" && !slot.enabled);
}
