import { type DayBooking, daysAround } from "@studio/domain";
import { useQueries } from "@tanstack/react-query";
import { useTRPC } from "../../trpc";

/**
 * The bookings that can clash with a session on studio day `date`: that day's and its two
 * neighbours' (an admin booking may run across the 06:00 boundary). One batched request.
 */
export function useDayBookings(date: string | null): DayBookings {
  const trpc = useTRPC();
  const days = date ? daysAround(date) : [];
  return useQueries({
    queries: days.map((day) => trpc.bookings.byDate.queryOptions({ date: day })),
    combine: (results) => ({
      bookings: results.flatMap((result) => result.data ?? []) as DayBooking[],
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}

export interface DayBookings {
  bookings: DayBooking[];
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}
