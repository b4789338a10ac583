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
  raw: string;
}

export interface ReadMail {
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  messageId: string;
  calendar: CalendarPart | undefined;
}

export function readCalendar(ics: string): CalendarPart {
  const root = new ICAL.Component(ICAL.parse(ics));
  const vevent = root.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    method: String(root.getFirstPropertyValue("method")),
    uid: event.uid,
    sequence: event.sequence,
    status: String(vevent.getFirstPropertyValue("status")),
    startMs: event.startDate.toJSDate().getTime(),
    endMs: event.endDate.toJSDate().getTime(),
    organizer: String(vevent.getFirstProperty("organizer")?.getParameter("cn")),
    attendee: (vevent.getFirstPropertyValue("attendee") as string | null) ?? null,
    raw: ics,
  };
}

export async function readMail(raw: string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const ics = parsed.attachments.find((a) => a.contentType.startsWith("text/calendar"));
  return {
    subject: parsed.subject ?? "",
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : "",
    replyTo: parsed.replyTo?.value[0]?.address,
    messageId: parsed.messageId ?? "",
    calendar: ics ? readCalendar(ics.content.toString("utf8")) : undefined,
  };
}
