import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/booking/BookingPage";
import { preloadBookingChunks } from "../features/booking/booking-chunks";
import { parseBookingSearch } from "../features/booking/booking-search";

export const Route = createFileRoute("/booking")({
  validateSearch: parseBookingSearch,
  // On a link's hover or focus, warms the page's lazy chunks beside its own; nothing waits for
  // them (a failed fetch shows up, and is retried, where the page renders that part). On arrival
  // the page itself starts them once it has painted, so they do not hold up its first paint.
  loader: ({ preload }) => {
    if (preload) preloadBookingChunks();
  },
  component: BookingPage,
});
