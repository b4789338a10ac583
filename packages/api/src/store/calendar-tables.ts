// The tables of producers' own calendars (migration 0019) and the clashes told (0026).
import type { Selectable } from "kysely";

interface ProducerCalendarsTable {
  id: string;
  engineer: string;
  label: string;
  /** The secret address: read by the fetcher only, never answered. */
  url: string;
  etag: string | null;
  lastModified: string | null;
  lastReadAt: string | null;
  lastError: string | null;
  failingSince: string | null;
  failures: number;
  nextReadAt: string;
  ownerToldAt: string | null;
  createdAt: string;
}

interface ProducerBusyTable {
  calendarId: string;
  startMs: number;
  endMs: number;
  title: string;
  allDay: number;
}

interface BusyClashNoticesTable {
  bookingId: string;
  /** The busy event: its calendar and instants (StaffBusy's id). */
  eventKey: string;
  toldAt: string;
  /** The staff change whose held mail told it (null: told at once); an Undo forgets it with the mail. */
  undoKey: string | null;
}

export interface CalendarsDB {
  producer_calendars: ProducerCalendarsTable;
  producer_busy: ProducerBusyTable;
  busy_clash_notices: BusyClashNoticesTable;
}

export type CalendarRow = Selectable<ProducerCalendarsTable>;
