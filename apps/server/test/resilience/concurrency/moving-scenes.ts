// What the edit and restore races move: bookings spread over far days (one each), cancelled
// bookings of one slot, and a restore of each through the four doors in turn.
import { addDays, type Booking, londonToday } from "@studio/domain";
import { createAdminBooking, type ServiceContext } from "@studio/api/services";
import type { RawRequest } from "../fire-together.js";
import { archivedIdOf } from "../harness.js";
import { adminInput, cancelledBooking } from "../studio-setup.js";
import type { RaceStudio, Slot } from "./race.js";

/** A day `n` days from today: past the other tests' weeks, inside the two years staff may book. */
export const farDay = (n: number) => addDays(londonToday(new Date()), n);

/** `n` admin bookings on distinct far-away days, one a day, so none overlaps another. */
export function spreadBookings(services: ServiceContext, n: number, firstDate: string): Booking[] {
  return Array.from({ length: n }, (_, i) =>
    createAdminBooking(
      services,
      adminInput({ date: addDays(firstDate, i), startTime: "12:00", duration: 2 }),
    ),
  );
}

/** `n` cancelled bookings, all of the same slot (each cancelled before the next is made). */
export function cancelledOnSlot(services: ServiceContext, n: number, slot: Slot): Booking[] {
  return Array.from({ length: n }, () => cancelledBooking(services, { ...slot }));
}

/** A restore of each booking, through the four doors in turn (REST and tRPC, status and archive). */
export function restoreRequests(studio: RaceStudio, bookings: Booking[]): RawRequest[] {
  const { t, cookie } = studio;
  return bookings.map((booking, i) => {
    switch (i % 4) {
      case 0:
        return {
          method: "PATCH",
          path: `/api/admin/bookings/${booking.id}/status`,
          body: { status: "confirmed" },
          cookie,
        };
      case 1:
        return {
          method: "POST",
          path: `/api/admin/archived-bookings/${archivedIdOf(t.store, booking.id)}/restore`,
          cookie,
        };
      case 2:
        return {
          method: "POST",
          path: "/trpc/admin.bookings.setStatus",
          body: { id: booking.id, status: "confirmed" },
          cookie,
        };
      default:
        return {
          method: "POST",
          path: "/trpc/admin.archived.restore",
          body: { id: archivedIdOf(t.store, booking.id) },
          cookie,
        };
    }
  });
}
