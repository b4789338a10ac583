import { isDuration, priceOf } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../../trpc";

/** A session's current price in pence by its producer and length; undefined for no length. */
export type CurrentPrice = (producer: string, duration: number) => number | undefined;

/**
 * The studio's prices as they stand (the rate card and each producer's own), asked again each time
 * a form opens, so a price the owner changed a moment ago is the one offered. Undefined until read.
 */
export function useCurrentPrice(): CurrentPrice | undefined {
  const trpc = useTRPC();
  const profile = useQuery({ ...trpc.studio.profile.queryOptions(), staleTime: 0 }).data;
  return useMemo(() => {
    if (!profile) return undefined;
    return (name, duration) =>
      isDuration(duration)
        ? priceOf(
            profile.prices,
            profile.producers.find((producer) => producer.name === name),
            duration,
          )
        : undefined;
  }, [profile]);
}

/**
 * An edited booking's prices: a booking keeps the price it was made at, so its own total is the price
 * of its own producer and length (a rate card changed since does not make it a cost set by hand);
 * any other producer or length takes the current price.
 */
export function keptPrice(
  current: CurrentPrice | undefined,
  booking: { engineer: string; duration: number; totalCost: number },
): CurrentPrice | undefined {
  if (!current) return undefined;
  return (producer, duration) =>
    producer === booking.engineer && duration === booking.duration
      ? booking.totalCost
      : current(producer, duration);
}
