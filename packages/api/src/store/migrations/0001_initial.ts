// Frozen in time: never import app code here. Columns are camelCase, as the API names the fields.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("engineers")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("bookable", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("availability", "text", (c) => c.notNull().defaultTo("[]"))
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("lastName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("startTime", "text", (c) => c.notNull())
    .addColumn("engineer", "text", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("totalCost", "integer", (c) => c.notNull().check(sql`"totalCost" >= 0`))
    .addColumn("projectDescription", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("confirmed").check(sql`status in ('confirmed', 'cancelled')`),
    )
    .addColumn("customerReceiptSent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("adminNotificationSent", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("receiptEmailSentAt", "text")
    .addColumn("adminEmailSentAt", "text")
    .addColumn("cancelledAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    // The session as absolute instants (ms since epoch), so an overlap is one comparison.
    .addColumn("startMs", "integer", (c) => c.notNull())
    .addColumn("endMs", "integer", (c) => c.notNull())
    .addCheckConstraint("bookings_interval", sql`"endMs" > "startMs"`)
    .execute();

  await sql`create index bookings_active_start on bookings ("startMs", "endMs") where status = 'confirmed'`.execute(
    db,
  );
  await db.schema.createIndex("bookings_date").on("bookings").column("date").execute();

  // Defence in depth: whatever path writes a booking, two active sessions can never overlap.
  await sql`
    create trigger bookings_no_overlap_insert before insert on bookings
    when new.status = 'confirmed' and exists (
      select 1 from bookings b
      where b.status = 'confirmed' and b.id <> new.id
        and b."startMs" < new."endMs" and b."endMs" > new."startMs")
    begin select raise(abort, 'booking overlaps an active booking'); end`.execute(db);
  await sql`
    create trigger bookings_no_overlap_update before update of status, "startMs", "endMs" on bookings
    when new.status = 'confirmed' and exists (
      select 1 from bookings b
      where b.status = 'confirmed' and b.id <> new.id
        and b."startMs" < new."endMs" and b."endMs" > new."startMs")
    begin select raise(abort, 'booking overlaps an active booking'); end`.execute(db);

  await db.schema
    .createTable("archived_bookings")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("originalBookingId", "text", (c) =>
      c.notNull().unique().references("bookings.id").onDelete("cascade"),
    )
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("lastName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("startTime", "text", (c) => c.notNull())
    .addColumn("engineer", "text", (c) => c.notNull())
    .addColumn("duration", "integer", (c) => c.notNull())
    .addColumn("totalCost", "integer", (c) => c.notNull())
    .addColumn("projectDescription", "text")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("customerReceiptSent", "integer", (c) => c.notNull())
    .addColumn("adminNotificationSent", "integer", (c) => c.notNull())
    .addColumn("receiptEmailSentAt", "text")
    .addColumn("adminEmailSentAt", "text")
    .addColumn("cancelledAt", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("archivedAt", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("lastName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (c) =>
      c.notNull().check(sql`subject in ('booking', 'pricing', 'equipment', 'collaboration', 'other')`),
    )
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("unread").check(sql`status in ('unread', 'read', 'replied')`),
    )
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();

  // Every e-mail the studio sends, written before it is sent (docs/decisions.md, Outbox).
  await db.schema
    .createTable("email_outbox")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) =>
      c.notNull().check(sql`kind in ('receipt', 'staff-notification', 'summary', 'test')`),
    )
    .addColumn("bookingId", "text", (c) => c.references("bookings.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("nextAttemptAt", "integer", (c) => c.notNull())
    .addColumn("sentAt", "text")
    .addColumn("abandonedAt", "text")
    .addColumn("lastError", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await sql`create index email_outbox_due on email_outbox ("nextAttemptAt") where "sentAt" is null and "abandonedAt" is null`.execute(
    db,
  );

  // Server-side admin sessions: the cookie carries only the id, so logout really revokes it.
  await db.schema
    .createTable("admin_sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("createdAt", "integer", (c) => c.notNull())
    .addColumn("lastSeenAt", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "admin_sessions",
    "email_outbox",
    "contact_messages",
    "archived_bookings",
    "bookings",
    "engineers",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
