// Frozen in time: never import app code here.
// - payments: money taken at the studio and money given back, one row each, in whole pence. An
//   accounting record: it holds no name, e-mail or phone (the booking does), so erasing a person
//   leaves the amounts, dates and methods as they were.
// - bookings/archived_bookings."attendance": arrived or no-show, once the session has started.
// - bookings/archived_bookings."lateCancel": 1 when cancelled inside the cancellation notice window.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("payments")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("bookingId", "text", (c) => c.notNull().references("bookings.id"))
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('payment', 'refund')`))
    .addColumn("amountPence", "integer", (c) => c.notNull().check(sql`"amountPence" > 0`))
    .addColumn("method", "text", (c) =>
      c.notNull().check(sql`method in ('cash', 'card', 'contactless', 'bank-transfer')`),
    )
    .addColumn("note", "text")
    .addColumn("reason", "text")
    .addColumn("takenAt", "text", (c) => c.notNull())
    .addColumn("takenBy", "text", (c) => c.notNull())
    .addCheckConstraint("payments_refund_reason", sql`kind = 'payment' or reason is not null`)
    .execute();
  await db.schema.createIndex("payments_booking").on("payments").columns(["bookingId", "id"]).execute();
  await db.schema.createIndex("payments_taken_at").on("payments").column("takenAt").execute();
  for (const table of ["bookings", "archived_bookings"]) {
    await db.schema
      .alterTable(table)
      .addColumn("attendance", "text", (c) => c.check(sql`attendance in ('arrived', 'no-show')`))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn("lateCancel", "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["bookings", "archived_bookings"]) {
    await db.schema.alterTable(table).dropColumn("lateCancel").execute();
    await db.schema.alterTable(table).dropColumn("attendance").execute();
  }
  await db.schema.dropTable("payments").ifExists().execute();
}
