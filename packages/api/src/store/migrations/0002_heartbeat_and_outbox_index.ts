// Frozen in time: never import app code here.
// - heartbeat: one row the health check rewrites, so /api/health proves the database takes writes
//   (a full disk or a read-only remount fails this commit, where a read would still succeed).
// - email_outbox("bookingId"): the foreign key's child side, so deleting a booking (ON DELETE SET
//   NULL) and finding a booking's mails are index lookups, not scans of every mail ever sent.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("heartbeat")
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn("beatAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_outbox_booking").on("email_outbox").column("bookingId").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_booking").ifExists().execute();
  await db.schema.dropTable("heartbeat").ifExists().execute();
}
