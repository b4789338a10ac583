import { createFileRoute } from "@tanstack/react-router";
import { ConfirmationPage } from "../features/confirmation/ConfirmationPage";
import { parseConfirmationSearch } from "../features/confirmation/confirmation-search";

export const Route = createFileRoute("/booking-confirmation")({
  validateSearch: parseConfirmationSearch,
  component: ConfirmationRoute,
});

function ConfirmationRoute() {
  return <ConfirmationPage search={Route.useSearch()} />;
}
