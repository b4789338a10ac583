// Reading what the SMTP sink received as a mail client would: MIME through mailparser, the
// calendar part through ical.js.
import ICAL from "ical.js";
import { simpleParser } from "mailparser";

export interface CalendarPart {
  method: string;
  uid: string;
  sequence: number;
  status: string;
  startMs: number;
  endMs: number;
  organizer: string;
  attendee: string | null;
  /** The attendee's RSVP parameter: "FALSE" asks their calendar for no reply. */
  rsvp: string | null;
  url: string | null;
  description: string;
  raw: string;
}

export interface ReadMail {
  /** The From header as written ('Name <address>'). */
  from: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  messageId: string;
  /** The Auto-Submitted header (RFC 3834). */
  autoSubmitted: string | undefined;
  /** The content type of every part that is not the text or the HTML: attachments and calendars. */
  otherParts: string[];
  calendar: CalendarPart | undefined;
}

export function readCalendar(ics: string): CalendarPart {
  const root = new ICAL.Component(ICAL.parse(ics));
  const vevent = root.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  const attendee = vevent.getFirstProperty("attendee");
  return {
    method: String(root.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    startMs: event.startDate.toJSDate().getTime(),
    endMs: event.endDate.toJSDate().getTime(),
    organizer: String(vevent.getFirstProperty("organizer")?.getParameter("cn")),
    attendee: (attendee?.getFirstValue() as string | undefined) ?? null,
    rsvp: (attendee?.getParameter("rsvp") as string | undefined) ?? null,
    url: (vevent.getFirstPropertyValue("url") as string | null) ?? null,
    description: event.description ?? "",
    raw: ics,
  };
}

export async function readMail(raw: string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const ics = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  return {
    from: parsed.from?.text ?? "",
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    replyTo: parsed.replyTo?.value[0]?.address,
    messageId: parsed.messageId ?? "",
    autoSubmitted: parsed.headers.get("auto-submitted")?.toString(),
    otherParts: parsed.attachments.map((a) => a.contentType),
    calendar: ics ? readCalendar(ics.content.toString("utf8")) : undefined,
  };
}
