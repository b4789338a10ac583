// The takings over a range: the CSV of every payment and refund taken in it, and the insights.
import {
  computeRangeInsights,
  type DateRange,
  type DepositFigures,
  depositFiguresCsv,
  type MethodTotal,
  type RangeInsights,
  rangeInstants,
  studioDayInstants,
  takingsCsv,
  takingsOf,
  termsApply,
  totalsByMethod,
} from "@studio/domain";
import { listBookings } from "../store/bookings.js";
import { moneyByBooking, paymentsBetween } from "../store/payments.js";
import type { ServiceContext } from "./context.js";
import { depositFiguresNow } from "./deposit-figures.js";
import { withShownStatus } from "./deposit-state.js";

export interface CsvFile {
  filename: string;
  body: string;
}

export function takingsCsvFile(ctx: ServiceContext, range: DateRange): CsvFile {
  const { fromIso, toIso } = rangeInstants(range);
  return {
    filename: `takings-${range.from}-to-${range.to}.csv`,
    body: takingsCsv(
      paymentsBetween(ctx.store, fromIso, toIso),
      // Only a studio with deposits or terms has these figures; without, the file is as before.
      termsApply(ctx.profile) ? depositFiguresCsv(depositFiguresNow(ctx)) : [],
    ),
  };
}

/** What the till took on a studio night (06:00 to 06:00 London), by method: the night sheet's totals. */
export interface NightTakings {
  date: string;
  byMethod: MethodTotal[];
  total: MethodTotal;
}

export function nightTakings(ctx: ServiceContext, date: string): NightTakings {
  const { fromIso, toIso } = studioDayInstants(date);
  return { date, ...totalsByMethod(paymentsBetween(ctx.store, fromIso, toIso)) };
}

/** The spec's figures over the range's studio nights, with the money taken and owed, attendance and occupancy. */
export function rangeInsights(
  ctx: ServiceContext,
  range: DateRange,
): RangeInsights & { deposits?: DepositFigures } {
  const money = moneyByBooking(ctx.store);
  const inRange = listBookings(ctx.store).filter((row) => row.date >= range.from && row.date <= range.to);
  const bookings = withShownStatus(ctx, inRange).map((row) => ({
    ...row,
    lateCancel: row.lateCancel === 1,
    balancePence: takingsOf(row.totalCost, money.get(row.id) ?? []).balancePence,
  }));
  const { fromIso, toIso } = rangeInstants(range);
  return {
    ...computeRangeInsights(range, bookings, paymentsBetween(ctx.store, fromIso, toIso), ctx.clock()),
    ...(termsApply(ctx.profile) ? { deposits: depositFiguresNow(ctx) } : {}),
  };
}
