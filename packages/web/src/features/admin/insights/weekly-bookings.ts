import { addDays, type Booking } from "@studio/domain";

const weekLabel = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** The Monday of a studio day's week. */
export function weekCommencing(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** Bookings per week (by session date), confirmed and cancelled apart, oldest week first. */
export function weeklyBookings(bookings: readonly Pick<Booking, "date" | "status">[]) {
  const weeks = new Map<string, { confirmed: number; cancelled: number }>();
  for (const booking of bookings) {
    const week = weekCommencing(booking.date);
    const row = weeks.get(week) ?? { confirmed: 0, cancelled: 0 };
    if (booking.status === "confirmed") row.confirmed += 1;
    else row.cancelled += 1;
    weeks.set(week, row);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([week, counts]) => ({
      week: `w/c ${weekLabel.format(new Date(`${week}T00:00:00Z`))}`,
      Confirmed: counts.confirmed,
      Cancelled: counts.cancelled,
    }));
}
