// What the calendar reader's thread loads (reader-thread.ts): a producer's calendar read into busy
// times with ical.js. A text that is not a calendar is answered as such, for the server to refuse
// it with the api's own error.
import { type CalendarBusy, NotACalendarError, readCalendar } from "@studio/api/calendars";
import type { Interval } from "@studio/domain";

export type ReadAnswer = { busy: CalendarBusy[] } | { notACalendar: string };

export function read(text: string, horizon: Interval): ReadAnswer {
  try {
    return { busy: readCalendar(text, horizon) };
  } catch (error) {
    if (error instanceof NotACalendarError) return { notACalendar: error.message };
    throw error;
  }
}
