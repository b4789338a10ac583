// What the takings suites share: sessions that have started (a past studio night) and a payment call.
import { addDays, londonToday } from "@studio/domain";
import type { Answer } from "../http-calls.js";
import type { SharedAdminApp } from "../shared-app.js";

/** A Friday studio night one to two weeks back: its sessions have started. */
export function pastFriday(weeksBack = 1): string {
  let date = addDays(londonToday(new Date()), -7 * weeksBack);
  while (new Date(`${date}T00:00:00Z`).getUTCDay() !== 5) date = addDays(date, -1);
  return date;
}

export const pay = (t: SharedAdminApp, id: string, body: Record<string, unknown>): Promise<Answer> =>
  t.admin("POST", `/api/admin/bookings/${id}/payments`, body);
