// Dates for the booking form's tests: real session nights inside the booking horizon, and the
// short day names the form shows them by.
import { addDays, bookingHorizon } from "@studio/domain";

/** The first date of `weekday` (0 Sunday .. 6 Saturday) at least a week ahead. */
export function nextWeekday(weekday: number): string {
  let date = addDays(bookingHorizon(new Date()).min, 7);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== weekday) date = addDays(date, 1);
  return date;
}

/** 'Sat 28 Nov': how the form names a night's real days. */
export const shortDay = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString("en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
