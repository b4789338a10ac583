/**
 * The figures of the admin's Insights tab: money over confirmed bookings only (a provisional one,
 * its deposit still due, is counted among all bookings but not yet as confirmed revenue).
 */
import type { Booking } from "./schemas.js";

export interface Insights {
  totalRevenuePence: number;
  totalBookings: number;
  confirmedCount: number;
  /** Confirmed revenue / confirmed count, rounded to the penny; 0 when none. */
  avgBookingValuePence: number;
  engineers: { engineer: string; sessions: number; revenuePence: number }[];
  durations: { duration: number; count: number }[];
}

type Countable = Pick<Booking, "status" | "totalCost" | "engineer" | "duration">;

export function computeInsights(bookings: readonly Countable[]): Insights {
  const confirmed = bookings.filter((booking) => booking.status === "confirmed");
  const totalRevenuePence = confirmed.reduce((sum, booking) => sum + booking.totalCost, 0);
  const producers = new Map<string, { engineer: string; sessions: number; revenuePence: number }>();
  const durations = new Map<number, number>();
  for (const booking of confirmed) {
    const row = producers.get(booking.engineer) ?? {
      engineer: booking.engineer,
      sessions: 0,
      revenuePence: 0,
    };
    row.sessions += 1;
    row.revenuePence += booking.totalCost;
    producers.set(booking.engineer, row);
    durations.set(booking.duration, (durations.get(booking.duration) ?? 0) + 1);
  }
  return {
    totalRevenuePence,
    totalBookings: bookings.length,
    confirmedCount: confirmed.length,
    avgBookingValuePence: confirmed.length > 0 ? Math.round(totalRevenuePence / confirmed.length) : 0,
    engineers: [...producers.values()].sort((a, b) => b.revenuePence - a.revenuePence),
    durations: [...durations.entries()]
      .map(([duration, count]) => ({ duration, count }))
      .sort((a, b) => b.count - a.count || a.duration - b.duration),
  };
}
