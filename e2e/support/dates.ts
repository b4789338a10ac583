/**
 * Session dates for browser tests, computed from today so they stay inside the three-month
 * booking horizon. Every spec runs against one server and one database, in file order (admin
 * before public), so a night one spec closes, fills or books is not free for the next. Who uses
 * which night (week: Fri / Sat / Sun, Thursdays apart):
 *   1: booking, booking-picker / booking / policy-and-phones (Sun, Dre and Marcus 03:00: more than
 *      a day ahead even on a Saturday's run)
 *   2-3: booking-picker, booking / booking-clarity / toasts-axe (Dre 13:00); early-taps reads
 *        Sun 3 (taps Marcus's 20:00, books nothing)
 *   4: waitlist (Fri, Marcus all night; holds pencils Dre and releases) / booking-clarity, booking / booking
 *   5-8: admin create, create-form, edit, archive, closures, undo, night-truth (Sat 5: away);
 *        calendars (Fri 5: Dre's own calendar busy 20:00 to 23:00 while it runs, deleted after)
 *   9-10: worklist (all three nights, and the day after Fri 10: Sat 10, or Sat 11 on a Friday's
 *         run); manage (Sat 10)
 *   Wednesday of week 10: deposit-staff (Marcus 20:00, booked by staff with a deposit asked).
 *   11: diary closes Fri, marks Sat away (Marcus); diary (Sun, Dre); studio (Sun 14:00, its own Kai,
 *       and a past Wednesday, week -1, recorded for Kai);
 *       deposit (Sat 16:00, Dre)
 *   12: diary closes Fri and marks Sat away (390 px); night-truth CLOSED (Fri); feeds; a11y,
 *       a11y-dialogs, calendar-phone (Sun)
 *   13: diary books Fri over a closure; dates (Sat); move (Sat, Sun); night-truth FULL, relogin (Sun)
 *       phone-truths (after both: fills Sun again when run alone; books Sat 16:00 Marcus, paid)
 *   booking-picker also opens the Saturday just inside the horizon (week 12 or 13; no spec closes a
 *   Saturday: the Fridays there are closed, and on 1 December 2026 the Friday it took was).
 *   Thursdays: booking-picker 2, booking-clarity 3, policy-and-phones 4, form-truths 6 (Marcus
 *     14:00 booked, Dre 18:00 held and released) and phone-fit 6 (Marcus 20:00), a11y-states 7
 *     (Kofi), passkeys 9-10, privacy 11, holds 12-13. form-truths also types Sundays 6 and 8 into the forms without booking.
 * studio-history books no night (its own producer, Noor, moved and retired).
 * A new spec takes a night nobody closes and a producer or start nobody else books on it.
 */
const DAY_MS = 86_400_000;
/** The run's start (set once by playwright.config.ts): every spec's weeks count from the same day. */
const runStarted = () => Number(process.env.E2E_RUN_STARTED_MS ?? Date.now());

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
  const start = new Date(runStarted() + DAY_MS * (1 + 7 * (week - 1)));
  const offset = (weekday - start.getUTCDay() + 7) % 7;
  return iso(new Date(start.getTime() + offset * DAY_MS));
}

export const friday = (week: number) => weekdayInWeek(5, week);
export const saturday = (week: number) => weekdayInWeek(6, week);
export const sunday = (week: number) => weekdayInWeek(0, week);
export const thursday = (week: number) => weekdayInWeek(4, week);

/**
 * The calendar day after `date`. A week starts tomorrow, so on a Friday's run its Saturday and
 * Sunday come before its Friday, and on a Saturday's run its Sunday comes first: a spec that needs
 * a night and the day after it (a session past midnight, a two-night range) takes nextDay(friday(w)),
 * never saturday(w).
 */
export function nextDay(date: string): string {
  return iso(new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS));
}

/**
 * The session day (Friday to Sunday, or only the `weekdays` given) nearest `days` days from three
 * months after today in London, searching later (step 1) or earlier (step -1). The horizon ends on
 * today's date three months on (the end of a shorter month for the 29th to the 31st): `days` of 3
 * or more clears that edge. That is week 12 or 13, where admin specs close Fridays and Sunday 12.
 */
export function sessionDayAroundThreeMonths(
  days: number,
  step: 1 | -1,
  weekdays: readonly number[] = [0, 5, 6],
): string {
  const today = londonWallClock(new Date()).date;
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  let date = new Date(Date.UTC(year, month - 1 + 3, Math.min(day, 28)) + days * DAY_MS);
  while (!weekdays.includes(date.getUTCDay())) date = new Date(date.getTime() + step * DAY_MS);
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
