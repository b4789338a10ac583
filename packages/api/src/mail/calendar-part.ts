// The calendar part of a mail, written at send time: the event stored in the outbox row and the
// manage link the template carries, so the link lives in one place in the row.
import type { OutgoingMail } from "../store/email-outbox.js";
import { sessionCalendar } from "./ics.js";

/** A calendar to send as the `text/calendar; method=...` alternative of the message. */
export interface CalendarPart {
  method: "REQUEST" | "CANCEL";
  content: string;
}

export function calendarPartOf(mail: OutgoingMail): CalendarPart | undefined {
  if (mail.calendar) {
    const manageUrl = mail.template?.name === "customer-booking" ? mail.template.props.manageUrl : undefined;
    return { method: mail.calendar.method, content: sessionCalendar(mail.calendar, manageUrl) };
  }
  if (mail.icalEvent) return { method: mail.icalEvent.method, content: mail.icalEvent.content };
  return undefined;
}
