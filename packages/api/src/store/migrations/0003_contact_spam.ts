// Frozen in time: never import app code here.
// - contact_messages.status may be 'spam': a message that tripped the contact form's bot traps is
//   kept in quarantine, never dropped. SQLite cannot change a CHECK constraint, so the table is
//   rebuilt (nothing references it) with the same columns and rows.
// - contact_messages_spam: the quarantine listed, and purged by age, without reading the inbox.
import { type Kysely, sql } from "kysely";

async function rebuild(db: Kysely<unknown>, statuses: string): Promise<void> {
  await sql`create table contact_messages_next (
    "id" text primary key,
    "firstName" text not null,
    "lastName" text not null,
    "email" text not null,
    "phone" text,
    "subject" text not null check (subject in ('booking', 'pricing', 'equipment', 'collaboration', 'other')),
    "message" text not null,
    "status" text not null default 'unread' check (${sql.raw(`status in (${statuses})`)}),
    "createdAt" text not null
  )`.execute(db);
  await sql`insert into contact_messages_next
    select "id", "firstName", "lastName", "email", "phone", "subject", "message", "status", "createdAt"
    from contact_messages`.execute(db);
  await sql`drop table contact_messages`.execute(db);
  await sql`alter table contact_messages_next rename to contact_messages`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, "'unread', 'read', 'replied', 'spam'");
  await sql`create index contact_messages_spam on contact_messages ("createdAt") where status = 'spam'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to three statuses: quarantined messages go to the inbox rather than being lost.
  await sql`update contact_messages set status = 'unread' where status = 'spam'`.execute(db);
  await rebuild(db, "'unread', 'read', 'replied'");
}
