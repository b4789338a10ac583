import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/booking/BookingPage";
import { preloadBookingChunks } from "../features/booking/bookingChunks";

export const Route = createFileRoute("/booking")({
  // Warms the page's lazy chunks beside its own, as loaders warm the query cache; nothing waits
  // for them (a failed fetch shows up, and is retried, where the page renders that part).
  loader: () => preloadBookingChunks(),
  component: BookingPage,
});
