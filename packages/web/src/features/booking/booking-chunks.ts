import { nextTask } from "../../after-paint";
import { loadOnce } from "../../load-once";

// The booking page's lazy parts. Kept apart from the page so the route's loader can start them
// (on hover of a link to /booking, or on arrival) without pulling the page into the entry.

/**
 * Session Details: the start grid, react-hook-form and zod (the date picker's calendar apart). Its
 * code is evaluated in three tasks, not one: react-hook-form, then the form's rules (zod and the
 * domain's schemas), then the section's components. A tap on a slow phone waits for one of them,
 * never for all three.
 */
export const loadSessionSection = loadOnce(async () => {
  // A failed load of its modules is the section's own import's to show.
  prefetchNights().catch(() => undefined);
  await import("react-hook-form");
  await nextTask();
  await import("./use-booking-form");
  await nextTask();
  const section = await import("./SessionSection");
  // London's clock (the picker's range, the grid's nights) is first read in a task of its own: the
  // first read loads the browser's time-zone data, a long moment on a slow phone that would
  // otherwise lengthen the task that renders the section.
  await nextTask();
  section.readLondonClock();
  return section;
});

/**
 * The horizon's nights (the date picker's closed, away and full days), asked for while the
 * section's code loads: in the cache when the section first renders, so it does not render again
 * on their arrival. A failed ask is the section's to show and retry.
 */
async function prefetchNights(): Promise<void> {
  const [{ trpc }, { queryClient }] = await Promise.all([import("../../trpc"), import("../../query-client")]);
  await queryClient.prefetchQuery(trpc.bookings.nights.queryOptions({}));
}

/** The 'View Profile' dialog: Mantine's Modal, its scroll area and focus trap. */
export const loadProducerProfile = loadOnce(() => import("./ProducerProfileModal"));

/** Starts both fetches and returns at once; the page renders each part when it has arrived. */
export function preloadBookingChunks(): void {
  for (const load of [loadSessionSection, loadProducerProfile]) load().catch(() => undefined);
}
