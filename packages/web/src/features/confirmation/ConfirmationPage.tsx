import { lazy, Suspense } from "react";
import classes from "./ConfirmationPage.module.css";
import type { ConfirmationSearch } from "./confirmationSearch";

// The details are checked with the domain's zod schema. zod is shared with the booking form's
// chunk, so a visitor coming from /booking has it already; it stays out of this page's first load.
const ConfirmationDetails = lazy(() => import("./ConfirmationDetails"));

export function ConfirmationPage({ search }: { search: ConfirmationSearch }) {
  return (
    <Suspense fallback={<div className={classes.loading} aria-busy="true" />}>
      <ConfirmationDetails search={search} />
    </Suspense>
  );
}
