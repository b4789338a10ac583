// /booking/manage/{token}: the customer's own booking, from the link in their e-mails. The page
// paints its heading and skeleton at once; the booking itself, with the query cache and the tRPC
// client it is read through, loads lazily (none of them is in the page's first load).
import { Container } from "@mantine/core";
import { lazy, Suspense } from "react";
import { ManageLoading } from "./ManageTitle";

const ManageBooking = lazy(() => import("./ManageBooking"));

export function ManagePage({ token }: { token: string }) {
  return (
    <Container size="sm" py={48}>
      <Suspense fallback={<ManageLoading />}>
        <ManageBooking token={token} />
      </Suspense>
    </Container>
  );
}
