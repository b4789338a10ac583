// iCalendar (RFC 5545 / iTIP RFC 5546) for sessions: the customer's event (one UID per booking and a
// SEQUENCE that rises with each sent change, so a calendar updates or removes the event in place)
// and the staff's subscription feeds (the same UIDs, in London time with its VTIMEZONE).
import { addDays, STUDIO_TZ, unambiguousLondonClock, type WallClock } from "@studio/domain";
import type { CalendarEvent, CalendarMethod, SessionEvent } from "../store/mail-message.js";

const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

const localStamp = (wall: WallClock) => `${wall.date.replace(/-/g, "")}T${wall.time.replace(":", "")}00`;

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * A parameter value in double quotes (RFC 5545 3.2): DQUOTE and control characters cannot appear,
 * so a name's double quote becomes a single one (D"Ángelo reads D'Ángelo) and controls go.
 */
const quoteParam = (value: string) => `"${value.replace(/"/g, "'").replace(/\p{Cc}/gu, "")}"`;

/** The text of a calendar: folded lines ending in CRLF. */
const calendarText = (lines: readonly string[]) => `${lines.map(fold).join("\r\n")}\r\n`;

/**
 * A date-time property: in London time when `zoned` (a time inside the hour the autumn change
 * repeats is written in UTC, as a local time there names two instants), else in UTC.
 */
function dateTime(name: string, ms: number, zoned: boolean): string {
  const wall = zoned ? unambiguousLondonClock(ms) : null;
  return wall ? `${name};TZID=${STUDIO_TZ}:${localStamp(wall)}` : `${name}:${utcStamp(ms)}`;
}

/** London's rules: BST from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October. */
const LONDON_TIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${STUDIO_TZ}`,
  `X-LIC-LOCATION:${STUDIO_TZ}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0000",
  "TZOFFSETTO:+0100",
  "TZNAME:BST",
  "DTSTART:19700329T010000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0000",
  "TZNAME:GMT",
  "DTSTART:19701025T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

function eventLines(
  event: SessionEvent,
  c: { stampMs: number; zoned: boolean; status: string; people?: string[] },
): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(c.stampMs)}`,
    dateTime("DTSTART", event.startMs, c.zoned),
    dateTime("DTEND", event.endMs, c.zoned),
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(c.people ?? []),
    `STATUS:${c.status}`,
    "END:VEVENT",
  ];
}

const organizerLine = (organizer: { name: string; email: string }) =>
  `ORGANIZER;CN=${quoteParam(organizer.name)}:mailto:${organizer.email}`;

/** The customer's manage page in their event: its URL, and the description's last line. */
const moveOrCancelLine = (manageUrl: string) => `Move or cancel: ${manageUrl}`;

const calendarHead = (product: string, method: CalendarMethod) => [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  `PRODID:-//Studio Booking//${product}//EN`,
  "CALSCALE:GREGORIAN",
  `METHOD:${method}`,
];

/**
 * The customer's file: one event, in UTC, with the studio as organizer and them as attendee. The
 * attendee has already accepted and is asked for no reply (RSVP=FALSE): a decline would reach an
 * inbox nothing reads, so the event itself says how to move or cancel, through the manage link.
 */
export function sessionCalendar(event: CalendarEvent, manageUrl?: string): string {
  const people = [
    organizerLine(event.organizer),
    ...(event.method === "PUBLISH"
      ? []
      : [
          `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${event.attendee.email}`,
        ]),
    ...(manageUrl ? [`URL:${manageUrl}`] : []),
  ];
  const description = manageUrl ? `${event.description}\n${moveOrCancelLine(manageUrl)}` : event.description;
  const status = event.method === "CANCEL" ? "CANCELLED" : event.tentative ? "TENTATIVE" : "CONFIRMED";
  return calendarText([
    ...calendarHead("Session", event.method),
    ...eventLines({ ...event, description }, { stampMs: event.stampMs, zoned: false, status, people }),
    "END:VCALENDAR",
  ]);
}

/** A run of whole days in a feed (a closure): `endDate` is the last day, included. */
interface FeedDays {
  uid: string;
  startDate: string;
  endDate: string;
  summary: string;
}

export interface Feed {
  name: string;
  /** The studio: every event's organizer (a published event without one is not valid iTIP). */
  organizer: { name: string; email: string };
  stampMs: number;
  events: readonly SessionEvent[];
  days: readonly FeedDays[];
}

/** Whole days as an all-day event (its DTEND is the day after the last, RFC 5545 3.6.1). */
function dayLines(days: FeedDays, stampMs: number): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${days.uid}`,
    `DTSTAMP:${utcStamp(stampMs)}`,
    `DTSTART;VALUE=DATE:${days.startDate.replace(/-/g, "")}`,
    `DTEND;VALUE=DATE:${addDays(days.endDate, 1).replace(/-/g, "")}`,
    `SUMMARY:${escapeText(days.summary)}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** A subscription feed: the staff's calendar app polls it; events in London time. */
export function feedCalendar(feed: Feed): string {
  return calendarText([
    ...calendarHead("Diary", "PUBLISH"),
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${STUDIO_TZ}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...LONDON_TIMEZONE,
    ...feed.events.flatMap((event) =>
      eventLines(event, {
        stampMs: feed.stampMs,
        zoned: true,
        status: event.tentative ? "TENTATIVE" : "CONFIRMED",
        people: [organizerLine(feed.organizer)],
      }),
    ),
    ...feed.days.flatMap((days) => dayLines(days, feed.stampMs)),
    "END:VCALENDAR",
  ]);
}

/** A calendar's text with `from` replaced by `to` inside its lines, folded again as they now run. */
export function replaceInCalendar(text: string, from: string, to: string): string {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  if (lines.at(-1) === "") lines.pop();
  return calendarText(lines.map((line) => line.replaceAll(from, to)));
}
