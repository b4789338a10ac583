/**
 * A producer's own calendar, read by its secret "address in iCal format": the address as it may
 * be pasted (https, http, or webcal read as https), what staff see of it once saved (its host and
 * last four characters: the address is a secret), and the words beside it.
 */
import * as z from "zod/mini";
import { requiredText, text } from "./text.js";

export const CALENDAR_URL_MESSAGE = "Calendar address must start with https://, http:// or webcal://";
const CALENDAR_URL_REQUIRED = "Calendar address is required";
const MAX_URL = 2000;
const MAX_LABEL = 60;

// scheme://[user@]host[:port][/path]: the host a bracketed IPv6 address or a name without spaces.
const ADDRESS =
  /^(?:https?|webcal):\/\/(?:[^/?#@\s]*@)?(\[[0-9a-f:.]+\]|[^/?#:@\s[\]]+)(?::\d{1,5})?(?:[/?#]\S*)?$/i;

/** The address as the server fetches it: webcal:// is https://. */
const fetchUrlOf = (address: string): string => address.replace(/^webcal:\/\//i, "https://");

/** The host an address names, lower case (an IPv6 address without its brackets); null if none. */
export function hostOf(address: string): string | null {
  const host = ADDRESS.exec(address)?.[1];
  return host === undefined ? null : host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
}

/** What staff see of a saved address: 'calendar.google.com ...c.ics'. */
export const urlHint = (address: string): string => `${hostOf(address) ?? "?"} ...${address.slice(-4)}`;

export const calendarUrlSchema = z.pipe(
  text(CALENDAR_URL_REQUIRED).check(
    z.trim(),
    z.minLength(1, CALENDAR_URL_REQUIRED),
    z.maxLength(MAX_URL, `Calendar address must be at most ${MAX_URL} characters`),
    z.refine((address) => hostOf(address) !== null, CALENDAR_URL_MESSAGE),
  ),
  z.transform(fetchUrlOf),
);

/** `POST /api/admin/calendars`: whose calendar, what staff call it, and its secret address. */
export const calendarInputSchema = z.object({
  engineer: requiredText("Engineer is required", 100),
  label: requiredText("Label is required", MAX_LABEL),
  url: calendarUrlSchema,
});
export type CalendarInput = z.infer<typeof calendarInputSchema>;

/** `GET /api/admin/calendars/{id}/busy?from=&to=`: instants, both required. */
export const busyRangeSchema = z.object({
  from: z.iso.datetime({ offset: true, error: "from must be an ISO instant" }),
  to: z.iso.datetime({ offset: true, error: "to must be an ISO instant" }),
});

/** A subscription as staff see it: never its address. */
export interface CalendarSubscription {
  id: string;
  engineer: string;
  label: string;
  urlHint: string;
  lastReadAt: string | null;
  lastError: string | null;
  busyCount: number;
}

/** One busy event as staff see it. */
export interface BusyEvent {
  start: string;
  end: string;
  title: string;
  allDay: boolean;
}

const MINUTE_MS = 60_000;
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** '3 hours ago', 'just now'. */
function agoText(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${plural(minutes, "minute")} ago`;
  const hours = Math.floor(minutes / 60);
  return hours < 24 ? `${plural(hours, "hour")} ago` : `${plural(Math.floor(hours / 24), "day")} ago`;
}

/** Beside a subscription: 'Last read 3 hours ago: Not found (404)', or 'Never read: ...'. */
export function lastReadText(
  subscription: Pick<CalendarSubscription, "lastReadAt" | "lastError">,
  now: Date,
): string {
  const read =
    subscription.lastReadAt === null
      ? "Never read"
      : `Last read ${agoText(now.getTime() - Date.parse(subscription.lastReadAt))}`;
  return subscription.lastError === null ? read : `${read}: ${subscription.lastError}`;
}

const DAY_MS = 24 * 60 * MINUTE_MS;

/** After a day of failed reads the owner is told, once until the calendar reads again. */
export function ownerToBeTold(failingSince: string, ownerToldAt: string | null, now: Date): boolean {
  return ownerToldAt === null && now.getTime() - Date.parse(failingSince) >= DAY_MS;
}
