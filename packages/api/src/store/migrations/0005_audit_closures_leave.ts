// Frozen in time: never import app code here.
// - booking_audit: one row per admin change to a booking (what changed, old -> new, when, and from
//   which admin session or device), so the View dialog can tell a booking's history.
// - bookings/archived_bookings."cancelReason": the optional reason given when staff cancel.
// - studio_closures: nights (a date range of studio nights) the studio is closed, with the reason
//   staff keep and the text the public grid shows.
// - producer_leave: nights a producer is away.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_audit")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("bookingId", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) =>
      c.notNull().check(sql`action in ('created', 'edited', 'cancelled', 'restored')`),
    )
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("booking_audit_booking")
    .on("booking_audit")
    .columns(["bookingId", "id"])
    .execute();

  await db.schema.alterTable("bookings").addColumn("cancelReason", "text").execute();
  await db.schema.alterTable("archived_bookings").addColumn("cancelReason", "text").execute();

  await db.schema
    .createTable("studio_closures")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("publicText", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addCheckConstraint("studio_closures_range", sql`"endDate" >= "startDate"`)
    .execute();

  await db.schema
    .createTable("producer_leave")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("engineer", "text", (c) => c.notNull())
    .addColumn("startDate", "text", (c) => c.notNull())
    .addColumn("endDate", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addCheckConstraint("producer_leave_range", sql`"endDate" >= "startDate"`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("producer_leave").ifExists().execute();
  await db.schema.dropTable("studio_closures").ifExists().execute();
  await db.schema.alterTable("archived_bookings").dropColumn("cancelReason").execute();
  await db.schema.alterTable("bookings").dropColumn("cancelReason").execute();
  await db.schema.dropTable("booking_audit").ifExists().execute();
}
