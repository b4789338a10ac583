// Frozen in time: never import app code here.
// - busy_clash_notices: each busy event of a producer's own calendar that a booking was found to
//   overlap, and when the producer was e-mailed of it: told once, across restarts and re-reads.
//   The event is named by its calendar and instants (its busy row is replaced at every read).
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("busy_clash_notices")
    .addColumn("bookingId", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("eventKey", "text", (c) => c.notNull())
    .addColumn("toldAt", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("busy_clash_notices_pk", ["bookingId", "eventKey"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("busy_clash_notices").ifExists().execute();
}
