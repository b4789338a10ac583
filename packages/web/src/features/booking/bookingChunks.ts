import { loadOnce } from "../../loadOnce";

// The booking page's lazy parts. Kept apart from the page so the route's loader can start them
// (on hover of a link to /booking, or on arrival) without pulling the page into the entry.

/** Session Details: the date picker, the start grid, react-hook-form and zod. */
export const loadSessionSection = loadOnce(() => import("./SessionSection"));

/** The 'View Profile' dialog: Mantine's Modal, its scroll area and focus trap. */
export const loadProducerProfile = loadOnce(() => import("./ProducerProfileModal"));

/** Starts both fetches and returns at once; the page renders each part when it has arrived. */
export function preloadBookingChunks(): void {
  for (const load of [loadSessionSection, loadProducerProfile]) load().catch(() => undefined);
}
