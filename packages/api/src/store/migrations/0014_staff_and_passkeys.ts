// Frozen in time: never import app code here.
// - staff_members: the people who run the studio (name, e-mail, role, the producer they are).
// - passkeys: each person's WebAuthn credentials (public key, signature counter).
// - staff_enrolments: single-use enrolment links, only the SHA-256 of each token kept.
// - webauthn_challenges: single-use, expiring challenges of registrations and sign-ins.
// - studio_settings: switches the owner sets in the dashboard (password sign-in on or off).
// - admin_sessions: now name their person (none: the shared password) and how they signed in;
//   removing a person removes their sessions with them.
// - email_outbox: rebuilt to allow the 'staff-enrolment' kind, keeping whatever kinds it allows now.
import { type Kysely, sql } from "kysely";

async function staffTables(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("staff_members")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('owner', 'staff', 'producer')`))
    .addColumn("producer", "text")
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("passkeys")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("personId", "text", (c) => c.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("publicKey", "blob", (c) => c.notNull())
    .addColumn("counter", "integer", (c) => c.notNull())
    .addColumn("transports", "text", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("lastUsedAt", "text")
    .execute();
  await db.schema.createIndex("passkeys_person").on("passkeys").column("personId").execute();
  await db.schema
    .createTable("staff_enrolments")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("personId", "text", (c) => c.notNull().references("staff_members.id").onDelete("cascade"))
    .addColumn("expiresAt", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("webauthn_challenges")
    .addColumn("challenge", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) => c.notNull().check(sql`purpose in ('register', 'sign-in')`))
    .addColumn("personId", "text", (c) => c.references("staff_members.id").onDelete("cascade"))
    .addColumn("expiresAt", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("studio_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

async function sessionsOfPeople(db: Kysely<unknown>): Promise<void> {
  await sql`alter table admin_sessions add column "personId" text references staff_members(id) on delete cascade`.execute(
    db,
  );
  await sql`alter table admin_sessions add column "method" text not null default 'password' check (method in ('password', 'passkey'))`.execute(
    db,
  );
  await sql`alter table admin_sessions add column "device" text not null default ''`.execute(db);
  await db.schema.createIndex("admin_sessions_person").on("admin_sessions").column("personId").execute();
}

/** SQLite cannot alter a CHECK: the table is copied under its own definition plus one kind. */
async function outboxAllowing(db: Kysely<unknown>, kind: string): Promise<void> {
  const rows = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = 'email_outbox'`.execute(db);
  const table = rows.rows.find((row) => row.type === "table")?.sql ?? "";
  const indexes = rows.rows.filter((row) => row.type === "index" && row.sql).map((row) => row.sql!);
  const widened = table
    .replace(/^create table "?email_outbox"?/i, 'create table "email_outbox_next"')
    .replace(/kind in \(/i, `kind in ('${kind}', `);
  if (widened === table || !/kind in \('/.test(widened)) throw new Error("email_outbox: unexpected schema");
  await sql.raw(widened).execute(db);
  await sql`insert into email_outbox_next select * from email_outbox`.execute(db);
  await sql`drop table email_outbox`.execute(db);
  await sql`alter table email_outbox_next rename to email_outbox`.execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await staffTables(db);
  await sessionsOfPeople(db);
  await outboxAllowing(db, "staff-enrolment");
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Only the shared password's sessions can outlive the people they would name.
  await sql`create table admin_sessions_before ("id" text primary key, "createdAt" integer not null, "lastSeenAt" integer not null)`.execute(
    db,
  );
  await sql`insert into admin_sessions_before select "id", "createdAt", "lastSeenAt" from admin_sessions where "personId" is null`.execute(
    db,
  );
  await sql`drop table admin_sessions`.execute(db);
  await sql`alter table admin_sessions_before rename to admin_sessions`.execute(db);
  for (const table of [
    "studio_settings",
    "webauthn_challenges",
    "staff_enrolments",
    "passkeys",
    "staff_members",
  ])
    await db.schema.dropTable(table).ifExists().execute();
}
