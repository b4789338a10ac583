import { ClockTimes } from "../../../components/ClockTimes";
import { Text } from "@mantine/core";
import { type AdminEditFormOutput, type Booking, depositAfterChange, sessionInterval } from "@studio/domain";
import { useQuery } from "@tanstack/react-query";
import { type Control, useWatch } from "react-hook-form";
import type { BookingFormValues } from "../booking-form/booking-form";
import { useTRPC } from "../../../trpc";

/** A booking as the work list gives it: with what has been paid on it. */
export type EditedBooking = Booking & { paidPence?: number };

/**
 * Under the Edit form of a provisional booking whose price or time is changing: its deposit after
 * the change (the amount on the new price, the deadline), that the change confirms it, or why the
 * save would be refused. The server decides the same, in the save's transaction.
 */
export function DepositAfterEdit({
  booking,
  control,
}: {
  booking: EditedBooking;
  control: Control<BookingFormValues, unknown, AdminEditFormOutput>;
}) {
  // The policy as it stands: the form's own fresh read of the studio (use-current-price.ts).
  const trpc = useTRPC();
  const profile = useQuery(trpc.studio.profile.queryOptions()).data;
  const [date, startTime, duration, totalCost] = useWatch({
    control,
    name: ["date", "startTime", "duration", "totalCost"],
  });
  const changed =
    date !== booking.date ||
    startTime !== booking.startTime ||
    duration !== booking.duration ||
    totalCost !== booking.totalCost;
  const startMs = sessionInterval({ date, startTime, duration })?.startMs;
  if (!profile || !changed || startMs === undefined || totalCost === undefined || !Number.isFinite(totalCost))
    return null;
  const change = { pricePence: totalCost, startMs, by: "staff" } as const;
  const line = depositAfterChange(profile, booking, change, new Date());
  return line ? (
    <Text size="sm" data-testid="edit-deposit">
      <ClockTimes text={line} />
    </Text>
  ) : null;
}
