/**
 * Session dates for browser tests, computed from today so they stay inside the three-month
 * booking horizon. Each spec file takes its own weeks so tests never fight over a slot:
 * public specs use weeks 1-4, admin specs weeks 5-8.
 */
const DAY_MS = 86_400_000;

/** Names for the tests' own date texts (written independently of the app's formatters). */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The date of `weekday` (0 Sunday .. 6 Saturday) in the `week`-th week from today (week 1 = next 7 days after tomorrow). */
export function weekdayInWeek(weekday: number, week: number): string {
  const start = new Date(Date.now() + DAY_MS * (1 + 7 * (week - 1)));
  const offset = (weekday - start.getUTCDay() + 7) % 7;
  return iso(new Date(start.getTime() + offset * DAY_MS));
}

export const friday = (week: number) => weekdayInWeek(5, week);
export const saturday = (week: number) => weekdayInWeek(6, week);
export const sunday = (week: number) => weekdayInWeek(0, week);
export const thursday = (week: number) => weekdayInWeek(4, week);

/**
 * The session day (Friday to Sunday) nearest `days` days from three months after today in London,
 * searching later (step 1) or earlier (step -1). The horizon ends on today's date three months on
 * (the end of a shorter month for the 29th to the 31st): `days` of 3 or more clears that edge.
 */
export function sessionDayAroundThreeMonths(days: number, step: 1 | -1): string {
  const today = londonWallClock(new Date()).date;
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  let date = new Date(Date.UTC(year, month - 1 + 3, Math.min(day, 28)) + days * DAY_MS);
  while (![0, 5, 6].includes(date.getUTCDay())) date = new Date(date.getTime() + step * DAY_MS);
  return iso(date);
}

/** London's wall clock at an instant, read independently of the app: '2027-02-13', 21, 0. */
export function londonWallClock(instant: Date): { date: string; hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/London",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    date: `${part("year")}-${part("month")}-${part("day")}`,
    hour: Number(part("hour")),
    minute: Number(part("minute")),
  };
}
