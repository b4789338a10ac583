import type { AppRouter } from "@studio/api/router";
import { useSuspenseQuery } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useTRPC } from "../../trpc";

export type StudioProfile = inferRouterOutputs<AppRouter>["studio"]["profile"];
export type Producer = StudioProfile["producers"][number];

/** The studio's public profile (names, contact details, producers); loaded by the root route. */
export function useStudioProfile(): StudioProfile {
  const trpc = useTRPC();
  return useSuspenseQuery(trpc.studio.profile.queryOptions()).data;
}

/** Producers are matched by name, ignoring case (spec §2, producer profile). */
export function findProducer(profile: StudioProfile, name: string): Producer | undefined {
  const wanted = name.trim().toLowerCase();
  return profile.producers.find((producer) => producer.name.toLowerCase() === wanted);
}
