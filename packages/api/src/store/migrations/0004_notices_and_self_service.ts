// Frozen in time: never import app code here.
// - booking_calendar: per booking, the SEQUENCE of its calendar event (raised by each sent change)
//   and the start (ms) its reminder was sent for, so a reminder goes once and a moved session
//   gets one for its new time.
// - manage_tokens: the customer's manage links, stored only as SHA-256 hashes.
// - email_outbox: rebuilt to allow the new kinds (SQLite cannot alter a CHECK constraint).
import { type Kysely, sql } from "kysely";

const KINDS_BEFORE = ["receipt", "staff-notification", "summary", "test"];
const KINDS_AFTER = [...KINDS_BEFORE, "booking-update", "staff-update", "reminder", "contact-notice"];

async function outboxWithKinds(db: Kysely<unknown>, kinds: string[]): Promise<void> {
  const allowed = sql.join(kinds.map((k) => sql.lit(k)));
  await db.schema
    .createTable("email_outbox_next")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in (${allowed})`))
    .addColumn("bookingId", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nextAttemptAt", "integer", (c) => c.notNull())
    .addColumn("sentAt", "text")
    .addColumn("abandonedAt", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await sql`insert into email_outbox_next select * from email_outbox where kind in (${allowed})`.execute(db);
  await db.schema.dropTable("email_outbox").execute();
  await sql`alter table email_outbox_next rename to email_outbox`.execute(db);
  await sql`create index email_outbox_due on email_outbox ("nextAttemptAt") where "sentAt" is null and "abandonedAt" is null`.execute(
    db,
  );
  await db.schema.createIndex("email_outbox_booking").on("email_outbox").column("bookingId").execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_calendar")
    .addColumn("bookingId", "text", (c) => c.primaryKey().references("bookings.id").onDelete("cascade"))
    .addColumn("sequence", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("reminderSentFor", "integer")
    .execute();
  await db.schema
    .createTable("manage_tokens")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("bookingId", "text", (c) => c.notNull().references("bookings.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("manage_tokens_booking").on("manage_tokens").column("bookingId").execute();
  await outboxWithKinds(db, KINDS_AFTER);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await outboxWithKinds(db, KINDS_BEFORE);
  await db.schema.dropTable("manage_tokens").ifExists().execute();
  await db.schema.dropTable("booking_calendar").ifExists().execute();
}
