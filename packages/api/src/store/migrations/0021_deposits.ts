// Frozen in time: never import app code here.
// - booking_deposits: a provisional booking's deposit. The booking's own status stays
//   'confirmed' while the deposit is 'due', so it takes its time exactly as a confirmed booking does
//   (every overlap trigger, partial index and filter on status = 'confirmed' holds it); the deposit
//   row says it is provisional. The deadline and the reminder are kept here, so a restart neither
//   loses nor repeats a lapse or a reminder (as holds lapse). The foreign key is checked at commit,
//   so the deposit can be written with its booking in one transaction in either order.
// - booking_cancel_terms: what the studio kept and what it owes back when a booking was cancelled.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_deposits")
    .addColumn("bookingId", "text", (c) =>
      c
        .primaryKey()
        .references("bookings.id")
        .onDelete("cascade")
        .modifyEnd(sql`deferrable initially deferred`),
    )
    .addColumn("depositPence", "integer", (c) => c.notNull().check(sql`"depositPence" > 0`))
    .addColumn("dueMs", "integer", (c) => c.notNull())
    .addColumn("reminderMs", "integer")
    .addColumn("remindedAt", "text")
    .addColumn("state", "text", (c) => c.notNull().check(sql`state in ('due', 'paid', 'waived', 'lapsed')`))
    .addColumn("endedAt", "text")
    .execute();
  await sql`create index booking_deposits_due on booking_deposits ("dueMs") where state = 'due'`.execute(db);
  await sql`create index booking_deposits_reminder on booking_deposits ("reminderMs") where state = 'due' and "remindedAt" is null`.execute(
    db,
  );

  await db.schema
    .createTable("booking_cancel_terms")
    .addColumn("bookingId", "text", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("keptPence", "integer", (c) => c.notNull())
    .addColumn("refundPence", "integer", (c) => c.notNull())
    .addColumn("waived", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("booking_cancel_terms").ifExists().execute();
  await db.schema.dropTable("booking_deposits").ifExists().execute();
}
