import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTRPC } from "../../trpc";

/**
 * The cached answers each kind of change makes stale. Every mutation names what it touched,
 * so nothing else is refetched.
 */
export function useAdminCache() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** A booking was created, edited, cancelled or restored. */
      bookingsChanged: ({ archive }: { archive: boolean }) =>
        Promise.all([
          // list, byDate and availability: everything under admin.bookings
          queryClient.invalidateQueries(trpc.admin.bookings.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.insights.queryFilter()),
          // the Insights tab's figures over a range count bookings and their prices
          queryClient.invalidateQueries(trpc.admin.takings.insights.pathFilter()),
          // the public booking grid of this browser, should the admin open /booking next
          queryClient.invalidateQueries(trpc.bookings.byDate.pathFilter()),
          archive ? queryClient.invalidateQueries(trpc.admin.archived.list.queryFilter()) : undefined,
        ]),
      /** Availability answers may be out of date (a late conflict was found). */
      availabilityChanged: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.admin.bookings.availability.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.bookings.byDate.pathFilter()),
          queryClient.invalidateQueries(trpc.admin.bookings.list.queryFilter()),
        ]),
      /** A closure or a producer's leave was added or removed. */
      diaryChanged: () =>
        Promise.all([
          queryClient.invalidateQueries(trpc.admin.diary.pathFilter()),
          queryClient.invalidateQueries(trpc.bookings.notice.pathFilter()),
        ]),
      messagesChanged: () => queryClient.invalidateQueries(trpc.admin.messages.list.queryFilter()),
      /** Logged out: no admin data of another session may be shown. */
      forgetAdminData: () => queryClient.removeQueries(trpc.admin.pathFilter()),
      /**
       * Signed in: nothing of another session stays, and a query on screen (a second sign-in, say
       * passkey autofill and the button, over the dashboard the first one opened) asks again
       * instead of waiting for ever on an entry that was removed under it.
       */
      renewAdminData: () => queryClient.resetQueries(trpc.admin.pathFilter()),
    }),
    [trpc, queryClient],
  );
}
