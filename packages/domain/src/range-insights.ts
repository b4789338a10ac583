/**
 * Insights over a range of studio nights: the four headline figures, money booked against money
 * taken, what is still owed, who did not come, and how full the studio was. Pure: the caller
 * passes the range's bookings and the payments taken in it.
 */
import { type Attendance, hasSessionStarted } from "./attendance.js";
import { computeInsights, type Insights } from "./insights.js";
import type { PaymentKind } from "./payments.js";
import { addDays, dayKind, londonDateTime } from "./schedule.js";
import { type Booking, isActiveStatus } from "./schemas.js";
import type { DateRange } from "./takings.js";
import { studioNightName } from "./when.js";

/** A session night is open 12:00 to 06:00. */
const OPEN_HOURS_PER_NIGHT = 18;

export interface RangeBooking {
  date: string;
  startTime: string;
  /** `provisional` while its deposit is due: it takes its time, but is not confirmed revenue. */
  status: Booking["status"];
  totalCost: number;
  engineer: string;
  duration: number;
  attendance: Attendance | null;
  lateCancel: boolean;
  /** Price less payments plus refunds. */
  balancePence: number;
}

interface RangeMoney {
  /** ISO instant. */
  takenAt: string;
  kind: PaymentKind;
  amountPence: number;
}

interface Occupancy {
  /** Booked hours over open hours, 0..1 (rounded to 3 places). */
  rate: number;
  byWeekday: { weekday: string; bookedHours: number; openHours: number; rate: number }[];
  byProducer: { engineer: string; bookedHours: number; rate: number }[];
}

export interface RangeInsights extends Insights {
  from: string;
  to: string;
  /** Payments less refunds taken in the range. */
  collectedPence: number;
  /** What active bookings of the range whose sessions have started still owe (a future session owes nothing yet). */
  outstandingPence: number;
  /** No-shows over the sessions marked (arrived or no-show). */
  noShowRate: number;
  /** Late cancels over the range's bookings. */
  lateCancelRate: number;
  occupancy: Occupancy;
  byMonth: { month: string; bookedPence: number; collectedPence: number }[];
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : 0);
const signed = (m: RangeMoney) => (m.kind === "payment" ? m.amountPence : -m.amountPence);
const monthOf = (iso: string) => londonDateTime(Date.parse(iso)).date.slice(0, 7);

function nightsOf(range: DateRange): string[] {
  const nights: string[] = [];
  for (let night = range.from; night <= range.to; night = addDays(night, 1)) nights.push(night);
  return nights;
}

function occupancyOf(nights: string[], active: readonly RangeBooking[]): Occupancy {
  const open = nights.filter((night) => dayKind(night) === "session");
  const openHours = open.length * OPEN_HOURS_PER_NIGHT;
  const weekdayOf = studioNightName;
  const byWeekday = new Map<string, { bookedHours: number; openHours: number }>();
  for (const night of open) {
    const row = byWeekday.get(weekdayOf(night)) ?? { bookedHours: 0, openHours: 0 };
    row.openHours += OPEN_HOURS_PER_NIGHT;
    byWeekday.set(weekdayOf(night), row);
  }
  const byProducer = new Map<string, number>();
  for (const booking of active) {
    const row = byWeekday.get(weekdayOf(booking.date));
    if (row) row.bookedHours += booking.duration;
    byProducer.set(booking.engineer, (byProducer.get(booking.engineer) ?? 0) + booking.duration);
  }
  const booked = active.reduce((sum, b) => sum + b.duration, 0);
  return {
    rate: ratio(booked, openHours),
    byWeekday: [...byWeekday].map(([weekday, row]) => ({
      weekday,
      ...row,
      rate: ratio(row.bookedHours, row.openHours),
    })),
    byProducer: [...byProducer]
      .map(([producer, bookedHours]) => ({
        engineer: producer,
        bookedHours,
        rate: ratio(bookedHours, openHours),
      }))
      .sort((a, b) => b.bookedHours - a.bookedHours),
  };
}

function byMonthOf(nights: string[], active: readonly RangeBooking[], money: readonly RangeMoney[]) {
  const months = new Map(nights.map((night) => [night.slice(0, 7), { bookedPence: 0, collectedPence: 0 }]));
  // Active bookings are the range's, so every one falls in a month of the range.
  for (const booking of active) months.get(booking.date.slice(0, 7))!.bookedPence += booking.totalCost;
  for (const entry of money) {
    const row = months.get(monthOf(entry.takenAt));
    if (row) row.collectedPence += signed(entry);
  }
  return [...months].map(([month, row]) => ({ month, ...row }));
}

/**
 * `bookings`: the range's (by studio night); `money`: payments and refunds taken in it; `now`: what
 * has started, so Outstanding is what is owed today, not the price of sessions still to come.
 */
export function computeRangeInsights(
  range: DateRange,
  bookings: readonly RangeBooking[],
  money: readonly RangeMoney[],
  now: Date,
): RangeInsights {
  const inRange = bookings.filter((b) => b.date >= range.from && b.date <= range.to);
  const active = inRange.filter((b) => isActiveStatus(b.status));
  const nights = nightsOf(range);
  const marked = inRange.filter((b) => b.attendance !== null);
  return {
    ...computeInsights(inRange),
    from: range.from,
    to: range.to,
    collectedPence: money.reduce((sum, m) => sum + signed(m), 0),
    outstandingPence: active
      .filter((b) => hasSessionStarted(b, now))
      .reduce((sum, b) => sum + Math.max(b.balancePence, 0), 0),
    noShowRate: ratio(marked.filter((b) => b.attendance === "no-show").length, marked.length),
    lateCancelRate: ratio(inRange.filter((b) => b.lateCancel).length, inRange.length),
    occupancy: occupancyOf(nights, active),
    byMonth: byMonthOf(nights, active, money),
  };
}
