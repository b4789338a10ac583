// A producer's calendar read into busy times with ical.js: its own recurrence expansion (RRULE,
// EXDATE, RDATE, RECURRENCE-ID exceptions), times in the zone their TZID names (by the file's own
// VTIMEZONE), in UTC, or floating (read as London); an all-day event is the whole London day.
// Cancelled and "free" (transparent) events block nothing. Only `horizon` is expanded, and the
// events that cannot reach it are left out before the parse (trim-calendar.ts).
import { addDays, type Interval, londonDayInterval, londonInstant } from "@studio/domain";
import ICAL from "ical.js";
import { seriesStart } from "./series-start.js";
import { trimCalendar } from "./trim-calendar.js";

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

/** One busy stretch of a producer's calendar, as staff may see it. */
export interface CalendarBusy extends Interval {
  title: string;
  allDay: boolean;
}

/** Reads a calendar's text into its busy times inside a horizon: `readCalendar`, or the host's
 * reader running it on a thread of its own. Rejects with NotACalendarError as it throws. */
export type CalendarReader = (text: string, horizon: Interval) => Promise<CalendarBusy[]>;

/** Why an answer is not read: said to staff beside the subscription. */
export class NotACalendarError extends Error {}

export const NOT_A_CALENDAR = "The address did not answer with a calendar";
/** A calendar whose reading outgrew the memory it may take (the host's reader). */
export const CALENDAR_TOO_LARGE = "The calendar is too large to read";
/** A calendar whose reading did not end in the time it may take (the host's reader). */
export const CALENDAR_TOO_SLOW = "The calendar took too long to read";
/** A series that does not reach the horizon's end within its occurrences, or a read past its total. */
export const REPEATS_TOO_OFTEN = "A repeating event in the calendar repeats too often to read";

interface ReadLimits {
  /** One series' occurrences, from where its expansion starts to the horizon's end (a daily rule
   * from 27 years back; a simple daily, weekly or hourly rule starts near the horizon instead:
   * series-start.ts). A series still short of the horizon's end there is refused, not cut short. */
  perSeries: number;
  /** Every series' occurrences together: what one read may step through (ical.js takes ~16 µs an
   * occurrence on the slower host kind: some 3 s; 5 KB of hourly rules from 1990 took 8 s, 5 MB of
   * them would have taken hours). */
  total: number;
  /** Busy times inside the horizon: past them, a calendar is too large to read (each is a row the
   * server's thread writes; 10,000 in three months is over a hundred a day). */
  busy: number;
}

const LIMITS: ReadLimits = { perSeries: 10_000, total: 200_000, busy: 10_000 };
const SECOND_MS = 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");
const dateOf = (time: Time) => `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;

const WALL_PARTS = {
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
} as const;

/** A wall clock in an IANA zone ical.js has no VTIMEZONE for, or null when the zone is not known. */
function zoneClock(tzid: string): Intl.DateTimeFormat | null {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: tzid, hourCycle: "h23", ...WALL_PARTS });
  } catch {
    return null;
  }
}

/** The instant of a wall-clock time in that zone: its offset read twice, as a clock change moves it. */
function zonedInstant(time: Time, clock: Intl.DateTimeFormat): number {
  const offsetAt = (ms: number) => {
    const part = Object.fromEntries(clock.formatToParts(ms).map((p) => [p.type, Number(p.value)]));
    const asUtc = Date.UTC(
      part.year ?? 0,
      (part.month ?? 1) - 1,
      part.day,
      part.hour,
      part.minute,
      part.second,
    );
    return asUtc - ms;
  };
  const wall = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  return wall - offsetAt(wall - offsetAt(wall));
}

/** The instant a time means: by its own zone, or (floating, or a zone not known) London's. */
function instantOf(time: Time, tzid: string | null): number {
  const floating = time.zone === ICAL.Timezone.localTimezone || time.zone?.tzid === "floating";
  if (!floating) return time.toUnixTime() * SECOND_MS;
  const clock = tzid === null ? null : zoneClock(tzid);
  if (clock !== null) return zonedInstant(time, clock);
  // A floating time the spring change skips is read an hour on, as a clock would show it.
  const at = (hour: number) => londonInstant(dateOf(time), `${pad(hour)}:${pad(time.minute)}`);
  const ms = at(time.hour) ?? (at(time.hour + 1) as number);
  return ms + time.second * SECOND_MS;
}

const tzidOf = (component: Component, name: "dtstart" | "dtend"): string | null => {
  const value = component.getFirstProperty(name)?.getParameter("tzid");
  return typeof value === "string" ? value : null;
};

/** An occurrence as instants: a DATE is whole London days (DTEND is the day after the last). */
function intervalOf(item: Event, start: Time, end: Time): Interval & { allDay: boolean } {
  if (start.isDate) {
    const last = end.isDate && dateOf(end) > dateOf(start) ? addDays(dateOf(end), -1) : dateOf(start);
    return {
      startMs: londonDayInterval(dateOf(start)).startMs,
      endMs: londonDayInterval(last).endMs,
      allDay: true,
    };
  }
  const startMs = instantOf(start, tzidOf(item.component, "dtstart"));
  const endTzid = tzidOf(item.component, "dtend") ?? tzidOf(item.component, "dtstart");
  return { startMs, endMs: Math.max(startMs, instantOf(end, endTzid)), allDay: false };
}

/** Cancelled, or marked free: it blocks nothing. */
function blocksTime(item: Event): boolean {
  const status = item.component.getFirstPropertyValue("status");
  const transp = item.component.getFirstPropertyValue("transp");
  return (
    String(status ?? "").toUpperCase() !== "CANCELLED" && String(transp ?? "").toUpperCase() !== "TRANSPARENT"
  );
}

function busyOf(item: Event, start: Time, end: Time, horizon: Interval): CalendarBusy | null {
  if (!blocksTime(item)) return null;
  const interval = intervalOf(item, start, end);
  if (interval.endMs <= horizon.startMs || interval.startMs >= horizon.endMs) return null;
  return { ...interval, title: String(item.summary ?? "") };
}

/**
 * Every occurrence of a recurring event inside the horizon, its exceptions applied. The expansion
 * runs from near the horizon to its end; an instance from outside that stretch moved into the
 * horizon (next term's lesson brought forward) is read from its own exception.
 */
function occurrencesOf(event: Event, exceptions: Component[], { horizon, budget }: Read): CalendarBusy[] {
  const busy: CalendarBusy[] = [];
  const expanded = new Set<string>();
  const iterator = event.iterator(seriesStart(event, horizon.startMs));
  for (let count = 1; ; count++) {
    const next = iterator.next();
    // Past the horizon's end, an instance moved into it is read from its exception, below.
    if (!next || intervalOf(event, next, next).startMs >= horizon.endMs) break;
    budget.total--;
    if (count > budget.perSeries || budget.total < 0) throw new NotACalendarError(REPEATS_TOO_OFTEN);
    expanded.add(next.toString());
    const details = event.getOccurrenceDetails(next);
    const found = busyOf(details.item, details.startDate, details.endDate, horizon);
    if (found) busy.push(found);
  }
  for (const component of exceptions) {
    const moved = new ICAL.Event(component);
    if (expanded.has(moved.recurrenceId.toString())) continue;
    const found = busyOf(moved, moved.startDate, moved.endDate, horizon);
    if (found) busy.push(found);
  }
  return busy;
}

/** A read under way: its horizon, and its limits (`total` counts down as occurrences are read). */
interface Read {
  horizon: Interval;
  budget: ReadLimits;
}

/** The calendar's text read into busy times inside `horizon`, in start order. */
export function readCalendar(text: string, horizon: Interval, limits = LIMITS): CalendarBusy[] {
  const body = text.replace(/^\uFEFF/, "").trimStart();
  if (!/^BEGIN:VCALENDAR/i.test(body)) throw new NotACalendarError(NOT_A_CALENDAR);
  try {
    const root = new ICAL.Component(ICAL.parse(trimCalendar(body, horizon)));
    return busyOfCalendar(root, { horizon, budget: { ...limits } });
  } catch (error) {
    if (error instanceof NotACalendarError) throw error;
    // Whatever ical.js cannot read (a broken rule, a bad date) is a calendar staff must fix.
    throw new NotACalendarError(NOT_A_CALENDAR);
  }
}

function busyOfCalendar(root: Component, read: Read): CalendarBusy[] {
  const { horizon } = read;
  const events = root.getAllSubcomponents("vevent");
  const uidOf = (component: Component) => String(component.getFirstPropertyValue("uid") ?? "");
  const masters = events.filter((component) => !component.hasProperty("recurrence-id"));
  const masterUids = new Set(masters.map(uidOf));
  // Each series' changed instances, gathered once (a feed of years holds tens of thousands of events).
  const exceptionsOf = new Map<string, Component[]>();
  for (const component of events) {
    if (!component.hasProperty("recurrence-id")) continue;
    const uid = uidOf(component);
    const series = exceptionsOf.get(uid);
    if (series) series.push(component);
    else exceptionsOf.set(uid, [component]);
  }
  const busy: CalendarBusy[] = [];
  for (const component of masters) {
    const exceptions = exceptionsOf.get(uidOf(component)) ?? [];
    const event = new ICAL.Event(component, { exceptions, strictExceptions: true });
    if (event.isRecurring()) busy.push(...occurrencesOf(event, exceptions, read));
    else {
      const found = busyOf(event, event.startDate, event.endDate, horizon);
      if (found) busy.push(found);
    }
  }
  // An instance whose series is not in the file stands alone.
  for (const component of events) {
    if (!component.hasProperty("recurrence-id") || masterUids.has(uidOf(component))) continue;
    const event = new ICAL.Event(component);
    const found = busyOf(event, event.startDate, event.endDate, horizon);
    if (found) busy.push(found);
  }
  if (busy.length > read.budget.busy) throw new NotACalendarError(CALENDAR_TOO_LARGE);
  return busy.sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs);
}
