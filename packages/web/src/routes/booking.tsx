import { createFileRoute } from "@tanstack/react-router";
import { BookingPage } from "../features/booking/BookingPage";

export const Route = createFileRoute("/booking")({
  component: BookingPage,
});
