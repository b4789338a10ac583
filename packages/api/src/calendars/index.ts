// @studio/api/calendars: a producer's calendar read into busy times, for a host that reads it off
// the server's thread (apps/server/src/calendars/).
export {
  CALENDAR_TOO_LARGE,
  CALENDAR_TOO_SLOW,
  type CalendarBusy,
  type CalendarReader,
  NOT_A_CALENDAR,
  NotACalendarError,
  readCalendar,
} from "./read-calendar.js";
