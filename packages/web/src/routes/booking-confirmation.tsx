import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/confirmation/ConfirmationPage";
import { parseConfirmationSearch } from "../features/confirmation/confirmation-search";
import { pageHead } from "../page-head";

export const Route = createFileRoute("/booking-confirmation")({
  staticData: { prerender: false, indexable: false },
  head: (args) =>
    pageHead(args, (p) => ({
      title: `Booking Confirmation | ${p.name}`,
      description: `Your recording session at ${p.name}.`,
    })),
  validateSearch: parseConfirmationSearch,
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  return <ConfirmationPage search={Route.useSearch()} />;
}
