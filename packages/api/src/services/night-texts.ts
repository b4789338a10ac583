// A night's public answers kept as JSON text as well (night-cache.ts), for the doors that send
// them as they are: REST's day read, and the grid's reads over tRPC (plugins/kept-day-read.ts).
import { publicDayJson } from "@studio/domain";
import type { ServiceContext } from "./context.js";
import { publicNightNotice } from "./diary.js";
import { nightCache } from "./night-cache.js";
import { publicDayBookings } from "./public-bookings.js";

/** Where a night's day read is kept as text, by the date as it was asked for. */
export const dayTextKey = (asked: string) => `day json ${asked}`;
/** Where a night's notice is kept as text. */
export const noticeTextKey = (date: string) => `notice json ${date}`;

/**
 * The night's day read as JSON text (REST's answer, and the data of tRPC's). `asked` is the date as
 * the request gave it; `checked` gives it checked, and is only called when nothing is kept under it
 * (only a checked date's answer is ever kept, so a kept one stands for the check).
 */
export function publicDayText(ctx: ServiceContext, asked: string, checked: () => string): string {
  return nightCache(ctx.store).get(dayTextKey(asked), () => publicDayJson(publicDayBookings(ctx, checked())));
}

/** The night's notice as JSON text (the data of tRPC's answer), for a checked date. */
export function publicNoticeText(ctx: ServiceContext, date: string): string {
  return nightCache(ctx.store).get(noticeTextKey(date), () => JSON.stringify(publicNightNotice(ctx, date)));
}
