import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/booking/BookingPage";
import { preloadBookingChunks } from "../features/booking/booking-chunks";
import { parseBookingSearch } from "../features/booking/booking-search";
import { pageHead, where } from "../page-head";

export const Route = createFileRoute("/booking")({
  staticData: { prerender: true, indexable: true },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Book a Recording Session | ${p.name}`,
      description: `Choose a producer, a date and a start time and reserve a recording session at ${p.name}, ${where(p)}. Friday to Sunday, 12PM to 6AM; payment at the studio.`,
    })),
  validateSearch: parseBookingSearch,
  // On a link's hover or focus, warms the page's lazy chunks beside its own; nothing waits for
  // them (a failed fetch shows up, and is retried, where the page renders that part). On arrival
  // the page itself starts them once it has painted, so they do not hold up its first paint.
  loader: ({ preload }) => {
    if (preload) preloadBookingChunks();
  },
  component: BookingPage,
});
