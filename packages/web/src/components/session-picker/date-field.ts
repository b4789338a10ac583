// The Session Date field's words, shared by the date picker and the light stand-in shown until the
// picker's calendar has loaded, and what the visitor asked of the field before it had.

export const DATE_FIELD = {
  id: "session-date",
  label: "Session Date",
  placeholder: "Pick a date",
  description: "Friday to Sunday, up to three months ahead. Thursday by enquiry.",
} as const;

/** What the loaded picker does on arrival: open (the stand-in was tapped) or take the focus. */
export type CalendarAsk = "open" | "focus" | null;

let asked: CalendarAsk = null;

/** Remembers what the visitor asked of the stand-in; a tap outranks a focus. */
export function askForCalendar(ask: Exclude<CalendarAsk, null>): void {
  if (asked !== "open") asked = ask;
}

/** Reads and forgets what the visitor asked. */
export function takeCalendarAsk(): CalendarAsk {
  const ask = asked;
  asked = null;
  return ask;
}

/** Whether the visitor has asked something of the field that the picker is still to do. */
export function calendarAsked(): boolean {
  return asked !== null;
}
