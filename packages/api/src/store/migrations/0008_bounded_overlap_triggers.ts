// Frozen in time: never import app code here.
// The overlap triggers of 0001 looked at every active booking that starts before the new one ends:
// with a year of bookings that is every row, ~1.3 ms an insert at 20,000 rows. No session lasts a
// day (the studio day is 12:00 to 06:00), so an overlapping one starts less than a day before: the
// lower bound makes the index scan a short range. A trigger refuses a session of a day or more, so
// the bound holds whatever path writes a booking.
import { type Kysely, sql } from "kysely";

const overlapTrigger = (name: string, event: string, bounded: boolean) => sql`
  create trigger ${sql.raw(name)} before ${sql.raw(event)} on bookings
  when new.status = 'confirmed' and exists (
    select 1 from bookings b
    where b.status = 'confirmed' and b.id <> new.id
      ${sql.raw(bounded ? `and b."startMs" > new."startMs" - 86400000` : "")}
      and b."startMs" < new."endMs" and b."endMs" > new."startMs")
  begin select raise(abort, 'booking overlaps an active booking'); end`;

const TRIGGERS = [
  ["bookings_no_overlap_insert", "insert"],
  ["bookings_no_overlap_update", `update of status, "startMs", "endMs"`],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, event] of TRIGGERS) {
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await overlapTrigger(name, event, true).execute(db);
  }
  for (const [name, event] of [
    ["bookings_under_a_day_insert", "insert"],
    ["bookings_under_a_day_update", `update of "startMs", "endMs"`],
  ] as const) {
    await sql`
      create trigger ${sql.raw(name)} before ${sql.raw(event)} on bookings
      when new."endMs" - new."startMs" >= 86400000
      begin select raise(abort, 'booking lasts a day or more'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists bookings_under_a_day_insert`.execute(db);
  await sql`drop trigger if exists bookings_under_a_day_update`.execute(db);
  for (const [name, event] of TRIGGERS) {
    await sql`drop trigger ${sql.raw(name)}`.execute(db);
    await overlapTrigger(name, event, false).execute(db);
  }
}
