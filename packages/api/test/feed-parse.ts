// A staff calendar feed read through a real iCalendar parser (ical.js), as a calendar app reads it.
import ICAL from "ical.js";

interface FeedEvent {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  /** Timed events: the real instants. */
  startMs: number;
  endMs: number;
  /** The ORGANIZER's address, if the event has one. */
  organizer: string | null;
  /** STATUS: CONFIRMED, or TENTATIVE for a booking whose deposit is due. */
  status: string | null;
  /** All-day events (closures): 'YYYY-MM-DD', the end exclusive. */
  allDay: { start: string; end: string } | null;
}

export interface ReadFeed {
  name: string;
  method: string;
  events: FeedEvent[];
}

export function readFeed(ics: string): ReadFeed {
  const root = new ICAL.Component(ICAL.parse(ics));
  const events = root.getAllSubcomponents("vevent").map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      startMs: event.startDate.toJSDate().getTime(),
      endMs: event.endDate.toJSDate().getTime(),
      organizer: (vevent.getFirstPropertyValue("organizer") as string | null) ?? null,
      status: (vevent.getFirstPropertyValue("status") as string | null) ?? null,
      allDay: event.startDate.isDate
        ? { start: event.startDate.toString(), end: event.endDate.toString() }
        : null,
    };
  });
  return {
    name: String(root.getFirstPropertyValue("x-wr-calname")),
    method: String(root.getFirstPropertyValue("method")),
    events,
  };
}
