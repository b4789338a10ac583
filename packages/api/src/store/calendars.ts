// The producer_calendars and producer_busy tables: producers' own calendars and the busy times
// their last good read found. The address is read here for the fetcher only.
import { addDays, closingMs, londonDayInterval, type ProducerBusy, type StaffBusy } from "@studio/domain";
import type { CalendarBusy } from "../calendars/read-calendar.js";
import type { CalendarRow } from "./calendar-tables.js";
import type { Store } from "./store.js";

export type { CalendarRow };

export function insertCalendar(store: Store, row: CalendarRow): void {
  store.run(store.db.insertInto("producer_calendars").values(row));
}

export function calendarById(store: Store, id: string): CalendarRow | undefined {
  return store.get(store.db.selectFrom("producer_calendars").selectAll().where("id", "=", id));
}

/** Every calendar with how many busy times it holds, by producer then label. */
export function listCalendars(store: Store): (CalendarRow & { busyCount: number })[] {
  return store.all(
    store.db
      .selectFrom("producer_calendars as c")
      .selectAll("c")
      .select((eb) =>
        eb
          .selectFrom("producer_busy as b")
          .whereRef("b.calendarId", "=", "c.id")
          .select(eb.fn.countAll<number>().as("n"))
          .as("busyCount"),
      )
      .orderBy("c.engineer")
      .orderBy("c.label")
      .orderBy("c.createdAt"),
  ) as (CalendarRow & { busyCount: number })[];
}

/** The calendars due a read at `now` (ISO), the longest waiting first. */
export function calendarsDue(store: Store, now: string): CalendarRow[] {
  return store.all(
    store.db
      .selectFrom("producer_calendars")
      .selectAll()
      .where("nextReadAt", "<=", now)
      .orderBy("nextReadAt"),
  );
}

/** A good read: its busy times replace the last ones, in one transaction with the calendar's state. */
export function saveRead(
  store: Store,
  id: string,
  state: Partial<CalendarRow>,
  busy: readonly CalendarBusy[] | null,
): void {
  store.transaction(() => {
    if (Object.keys(state).length > 0)
      store.run(store.db.updateTable("producer_calendars").set(state).where("id", "=", id));
    if (busy === null) return;
    store.run(store.db.deleteFrom("producer_busy").where("calendarId", "=", id));
    for (const block of busy) {
      store.run(
        store.db.insertInto("producer_busy").values({
          calendarId: id,
          startMs: block.startMs,
          endMs: block.endMs,
          title: block.title,
          allDay: block.allDay ? 1 : 0,
        }),
      );
    }
  });
}

export function deleteCalendar(store: Store, id: string): number {
  return store.transaction(() => {
    store.run(store.db.deleteFrom("producer_busy").where("calendarId", "=", id));
    return store.run(store.db.deleteFrom("producer_calendars").where("id", "=", id)).changes;
  });
}

/** One calendar's busy times that overlap [fromMs, toMs), in start order. */
export function calendarBusyBetween(store: Store, id: string, fromMs: number, toMs: number): CalendarBusy[] {
  return store
    .all(
      store.db
        .selectFrom("producer_busy")
        .select(["startMs", "endMs", "title", "allDay"])
        .where("calendarId", "=", id)
        .where("startMs", "<", toMs)
        .where("endMs", ">", fromMs)
        .orderBy("startMs"),
    )
    .map((row) => ({ ...row, allDay: row.allDay === 1 }));
}

/** Every producer's busy times that overlap [fromMs, toMs): when, never what. */
function busyBetween(store: Store, fromMs: number, toMs: number): ProducerBusy[] {
  return store.all(
    store.db
      .selectFrom("producer_busy as b")
      .innerJoin("producer_calendars as c", "c.id", "b.calendarId")
      .select(["c.engineer as engineer", "b.startMs as startMs", "b.endMs as endMs"])
      .where("b.startMs", "<", toMs)
      .where("b.endMs", ">", fromMs)
      .orderBy("b.startMs"),
  );
}

/** The busy times around studio nights `from` to `to` (a session may start before or run past one). */
export const busyOnNights = (store: Store, from: string, to: string): ProducerBusy[] =>
  busyBetween(store, londonDayInterval(addDays(from, -1)).startMs, closingMs(addDays(to, 1)));

/** Every producer's busy times that overlap [fromMs, toMs) as staff see them (label and title). */
export function staffBusyBetween(store: Store, fromMs: number, toMs: number): StaffBusy[] {
  return store
    .all(
      store.db
        .selectFrom("producer_busy as b")
        .innerJoin("producer_calendars as c", "c.id", "b.calendarId")
        .select([
          "b.calendarId as calendarId",
          "c.engineer as engineer",
          "c.label as label",
          "b.title as title",
          "b.startMs as startMs",
          "b.endMs as endMs",
          "b.allDay as allDay",
        ])
        .where("b.startMs", "<", toMs)
        .where("b.endMs", ">", fromMs)
        .orderBy("b.startMs"),
    )
    .map(({ calendarId, allDay, ...row }) => ({
      ...row,
      id: `${calendarId}:${row.startMs}:${row.endMs}`,
      allDay: allDay === 1,
    }));
}
