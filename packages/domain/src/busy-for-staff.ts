/**
 * What staff see of a producer's busy time (the owner, staff and that producer only; the public
 * sees none of it): "Busy" with the calendar's label and the event's title, on the Calendar and in
 * the diary, and the warning on a booking made before the event appeared.
 */
import { formatTime12 } from "./format.js";
import { type Interval, londonDateTime, overlaps } from "./schedule.js";
import { formatMoment, formatShortDay } from "./when.js";
import { objectPronoun, type Pronoun } from "./pronouns.js";

/** One busy time of a producer's calendar as staff see it. */
export interface StaffBusy extends Interval {
  /** Stable while the event stays as it is: its calendar and instants. */
  id: string;
  engineer: string;
  /** The calendar's label ("Gigs"). */
  label: string;
  /** The event's title ('' when it has none). */
  title: string;
  allDay: boolean;
}

/** 'Busy - Dre (Gigs): Jazz Café' or, untitled, 'Busy - Dre (Gigs)'. */
export function busyTitle(busy: Pick<StaffBusy, "engineer" | "label" | "title">): string {
  return `Busy - ${busy.engineer} (${busy.label})${busy.title ? `: ${busy.title}` : ""}`;
}

/**
 * Its real range: 'Sat 5 Dec, 8:00 PM – 11:00 PM', across days 'Sat 5 Dec, 8:00 PM – Sun 6 Dec,
 * 2:00 AM'; all-day: 'All day Sat 5 Dec' or 'All day Sat 5 Dec – Mon 7 Dec'.
 */
export function formatBusyRange(busy: Interval & { allDay: boolean }): string {
  const start = londonDateTime(busy.startMs);
  if (busy.allDay) {
    const last = londonDateTime(busy.endMs - 1).date;
    return `All day ${formatShortDay(start.date)}${last === start.date ? "" : ` – ${formatShortDay(last)}`}`;
  }
  const end = londonDateTime(busy.endMs);
  return `${formatMoment(start)} – ${end.date === start.date ? formatTime12(end.time) : formatMoment(end)}`;
}

/** The warning on a booking whose producer's calendar shows them busy during it: "Dre's calendar shows him busy". */
export const busyClashWarning = (producer: string, pronoun?: Pronoun | null): string =>
  `${producer}'s calendar shows ${objectPronoun(pronoun)} busy`;

/** The busy times of the booking's producer that overlap its interval. */
export function clashesOf(booking: Interval & { engineer: string }, busy: readonly StaffBusy[]): StaffBusy[] {
  return busy.filter((block) => block.engineer === booking.engineer && overlaps(booking, block));
}
