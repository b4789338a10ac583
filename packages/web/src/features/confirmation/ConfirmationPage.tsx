import { lazy, Suspense } from "react";
import { PageSkeleton, useServerSkeleton } from "../../ssr/skeleton";
import type { ConfirmationSearch } from "./confirmation-search";

// The details are checked with the domain's zod schema. zod is shared with the booking form's
// chunk, so a visitor coming from /booking has it already; it stays out of this page's first load.
const ConfirmationDetails = lazy(() => import("./ConfirmationDetails"));

export function ConfirmationPage({ search }: { search: ConfirmationSearch }) {
  const skeleton = <PageSkeleton label="Loading your booking" />;
  // The booking is in the address, which the server's copy of the page does not read.
  if (useServerSkeleton()) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <ConfirmationDetails search={search} />
    </Suspense>
  );
}
