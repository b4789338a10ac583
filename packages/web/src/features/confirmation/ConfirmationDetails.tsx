import { bookingConfirmationSchema } from "@studio/domain";
import { ConfirmedBooking } from "./ConfirmedBooking";
import type { ConfirmationSearch } from "./confirmation-search";
import { UnreadableBooking } from "./UnreadableBooking";

/** Checks the query with the booking form's own rules: a missing or edited value confirms nothing. */
export default function ConfirmationDetails({ search }: { search: ConfirmationSearch }) {
  const parsed = bookingConfirmationSchema.safeParse(search);
  return parsed.success ? <ConfirmedBooking booking={parsed.data} /> : <UnreadableBooking />;
}
