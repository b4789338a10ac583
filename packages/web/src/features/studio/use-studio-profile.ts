import type { AppRouter } from "@studio/api/router";
import { rootRouteId, useLoaderData } from "@tanstack/react-router";
import type { inferRouterOutputs } from "@trpc/server";
import { loadOnce } from "../../load-once";

export type StudioProfile = inferRouterOutputs<AppRouter>["studio"]["profile"];
export type Producer = StudioProfile["producers"][number];

/** The REST door's copy of the `studio.profile` procedure (the same service function). */
const STUDIO_PROFILE_URL = "/api/studio";

/**
 * The studio's public profile (names, contact details, producers), which the nav bar and every
 * page need before they can paint: fetched once per visit by the root route's loader, with a plain
 * fetch so that no page's first load carries the tRPC client or the query cache. The server names
 * this URL in each page's `<link rel="preload">`, so the response is usually on its way before the
 * app starts. A failed fetch is forgotten, so the error page's 'Try again' fetches again.
 */
export const loadStudioProfile = loadOnce(async (): Promise<StudioProfile> => {
  const response = await fetch(STUDIO_PROFILE_URL);
  if (!response.ok) throw new Error(`GET ${STUDIO_PROFILE_URL} answered ${response.status}`);
  return (await response.json()) as StudioProfile;
});

/** The studio's public profile; loaded by the root route before any page renders. */
export function useStudioProfile(): StudioProfile {
  return useLoaderData({ from: rootRouteId });
}

/** Producers are matched by name, ignoring case. */
export function findProducer(profile: StudioProfile, name: string): Producer | undefined {
  const wanted = name.trim().toLowerCase();
  return profile.producers.find((producer) => producer.name.toLowerCase() === wanted);
}

/** The bookable producer an address asks for (`?producer=marcus`), by their name; '' for none. */
export function askedProducer(profile: StudioProfile, asked: string | undefined): string {
  const match = asked ? findProducer(profile, asked) : undefined;
  return match?.bookable ? match.name : "";
}
