/** How dates, times, subjects and statuses read on screen and in e-mail. */
import dayjs from "dayjs";
import advancedFormat from "dayjs/plugin/advancedFormat.js";
import { londonWallMs, minutesOf } from "./schedule.js";

dayjs.extend(advancedFormat);

/** '13:00' -> '1:00 PM', '00:30' -> '12:30 AM' */
export function formatTime12(time: string): string {
  const minutes = minutesOf(time);
  if (!Number.isInteger(minutes) || minutes < 0) return time; // never 'NaN:NaN PM'
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const suffix = hours24 < 12 ? "AM" : "PM";
  return `${hours12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** A long date as dayjs writes it: the date picker shows its value in the same words. */
export const LONG_DATE_FORMAT = "dddd, D MMMM YYYY";

/** '2026-11-27' -> 'Friday, 27 November 2026' */
export function formatLongDate(date: string): string {
  return dayjs.utc(date).format(LONG_DATE_FORMAT);
}

/** '2026-11-27' -> 'Friday, 27th November' */
export function formatWeekdayOrdinal(date: string): string {
  return dayjs.utc(date).format("dddd, Do MMMM");
}

/** An instant as 'Fri 27 Nov 2026, 1:00 PM', London time: the admin screens' one style. */
export function formatDateTime(instant: string | number | Date): string {
  return dayjs.utc(londonWallMs(dayjs(instant).valueOf())).format("ddd D MMM YYYY, h:mm A");
}

/** An instant as '27/11/2026 13:00' (dd/MM/yyyy HH:mm), London time. */
export function formatArchiveTime(instant: string | number | Date): string {
  return dayjs.utc(londonWallMs(dayjs(instant).valueOf())).format("DD/MM/YYYY HH:mm");
}

/** 'equipmentQuestion' -> 'Equipment Question', 'booking' -> 'Booking' */
export function splitCamelCase(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(" ")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** 'confirmed' -> 'Confirmed' */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export type StatusColor = "green" | "red" | "gray";

const STATUS_COLORS: Readonly<Record<string, StatusColor>> = {
  confirmed: "green",
  cancelled: "red",
  unread: "red",
  read: "gray",
  replied: "green",
};

/** Badge colours: confirmed/replied green, cancelled/unread red, anything else grey. */
export function statusColor(status: string): StatusColor {
  return STATUS_COLORS[status] ?? "gray";
}
