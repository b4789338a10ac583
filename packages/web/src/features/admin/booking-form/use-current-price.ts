import { isDuration, priceOf } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../../trpc";

/** A session's current price in pence by its producer and length; undefined for no length. */
export type CurrentPrice = (engineer: string, duration: number) => number | undefined;

/**
 * The studio's prices as they stand (the rate card and each producer's own), asked again each time
 * a form opens, so a price the owner changed a moment ago is the one offered. Undefined until read.
 */
export function useCurrentPrice(): CurrentPrice | undefined {
  const trpc = useTRPC();
  const profile = useQuery({ ...trpc.studio.profile.queryOptions(), staleTime: 0 }).data;
  return useMemo(() => {
    if (!profile) return undefined;
    return (engineer, duration) =>
      isDuration(duration)
        ? priceOf(
            profile.prices,
            profile.producers.find((producer) => producer.name === engineer),
            duration,
          )
        : undefined;
  }, [profile]);
}
