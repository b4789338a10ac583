import {
  busyOf,
  isFullNight,
  type NightAvailability,
  type NightBlock,
  nightBlock,
  nightBlockText,
  type PublicBusy,
} from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../trpc";
import type { DayBookings } from "./use-day-bookings";

/** The nights of the booking horizon as the date picker shows them: closed, producers away, full. */
export function useNights() {
  const trpc = useTRPC();
  const answer = useQuery(trpc.bookings.nights.queryOptions({}));
  const nights: readonly NightAvailability[] = answer.data ?? [];
  const byDate = new Map(nights.map((night) => [night.date, night]));
  return { nights, loaded: answer.isSuccess, byDate };
}

export type Nights = ReturnType<typeof useNights>;

/** The picker's reason a day cannot be chosen with `producer` ('' for none yet), or null. */
export function pickerBlock(nights: Nights, date: string, producer: string): string | null {
  const night = nights.byDate.get(date);
  const block = night ? nightBlock(night, producer) : null;
  return block ? nightBlockText(block) : null;
}

/** A closed night or the producer's leave cannot be picked; a full one can, to join its waitlist. */
export function isPickableNight(nights: Nights, date: string, producer: string): boolean {
  const night = nights.byDate.get(date);
  const block = night ? nightBlock(night, producer) : null;
  return block === null || block.kind === "full";
}

/**
 * What stops the chosen night (a link or the 'Next free night' may reach one): read fresh for
 * that date, with fullness from the night's own bookings. Undefined while it loads.
 */
export function useChosenNightBlock(
  date: string,
  producer: string,
  day: DayBookings,
): NightBlock | null | undefined {
  const trpc = useTRPC();
  const notice = useQuery({ ...trpc.bookings.notice.queryOptions({ date }), enabled: date !== "" });
  if (!date) return null;
  if (!notice.data || day.isPending) return undefined;
  return nightBlock({ ...notice.data, full: isFullNight(date, day.bookings) }, producer);
}

/** The chosen producer's busy time on the night, as sessions the grid steers round (none until known). */
export function useNightBusy(date: string, producer: string): readonly PublicBusy[] {
  const trpc = useTRPC();
  const notice = useQuery({ ...trpc.bookings.notice.queryOptions({ date }), enabled: date !== "" });
  return useMemo(() => busyOf(notice.data?.busy, producer), [notice.data, producer]);
}
