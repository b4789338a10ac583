// An iCalendar (RFC 5545 / iTIP RFC 5546) event for a booked session: one UID per booking and a
// SEQUENCE that rises with each sent change, so a calendar updates or removes the event in place.

const escapeText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

const utcStamp = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

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

/** A parameter value in double quotes (RFC 5545 3.2): DQUOTE and control characters cannot appear. */
const quoteParam = (value: string) => `"${value.replace(/["\p{Cc}]/gu, "")}"`;

/** REQUEST: the receipt and every change; CANCEL: a cancellation; PUBLISH: a plain download. */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export interface CalendarEvent {
  method: CalendarMethod;
  sequence: number;
  attendee: { name: string; email: string };
  uid: string;
  startMs: number;
  endMs: number;
  stampMs: number;
  summary: string;
  location: string;
  description: string;
  organizer: { name: string; email: string };
}

export function sessionCalendar(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Studio Booking//Session//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcStamp(event.stampMs)}`,
    `DTSTART:${utcStamp(event.startMs)}`,
    `DTEND:${utcStamp(event.endMs)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quoteParam(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...(event.method === "PUBLISH"
      ? []
      : [
          `ATTENDEE;CN=${quoteParam(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:${event.attendee.email}`,
        ]),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
