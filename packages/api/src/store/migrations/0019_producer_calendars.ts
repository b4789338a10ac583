// Frozen in time: never import app code here.
// - producer_calendars: a producer's own calendar, read by its secret address (kept here only,
//   never answered), with what the last read said (ETag, Last-Modified, when, the error) and
//   when failures began and the next try is due.
// - producer_busy: the busy times the last good read found, as instants (ms), with the event's
//   title for staff; they go with their calendar.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("producer_calendars")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("engineer", "text", (c) => c.notNull())
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("etag", "text")
    .addColumn("lastModified", "text")
    .addColumn("lastReadAt", "text")
    .addColumn("lastError", "text")
    .addColumn("failingSince", "text")
    .addColumn("failures", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nextReadAt", "text", (c) => c.notNull())
    .addColumn("ownerToldAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("producer_busy")
    .addColumn("calendarId", "text", (c) =>
      c.notNull().references("producer_calendars.id").onDelete("cascade"),
    )
    .addColumn("startMs", "integer", (c) => c.notNull())
    .addColumn("endMs", "integer", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull().defaultTo(sql`''`))
    .addColumn("allDay", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("producer_busy_calendar")
    .on("producer_busy")
    .columns(["calendarId", "startMs"])
    .execute();
  await db.schema.createIndex("producer_busy_start").on("producer_busy").columns(["startMs"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("producer_busy").ifExists().execute();
  await db.schema.dropTable("producer_calendars").ifExists().execute();
}
