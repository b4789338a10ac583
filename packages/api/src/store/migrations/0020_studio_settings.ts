// Frozen in time: never import app code here.
// - engineers become the studio's producers, edited in the dashboard: a producer keeps the id the
//   calendar feeds already name; title, bio, link, picture, their own prices (JSON, pence by hours)
//   and their place in the list join the name. `active` = 0 is a retired producer.
// - studio_sections: the rest of the studio's settings, one JSON value per section (details,
//   prices, policies, equipment, pages). Empty until the first start seeds it from the profile file.
// - studio_settings_audit: every save's fields, before and after (JSON), who and when.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of ["title", "bio", "link", "image", "imageAlt"]) {
    await sql`alter table engineers add column ${sql.ref(column)} text`.execute(db);
  }
  await sql`alter table engineers add column "prices" text not null default '{}'`.execute(db);
  await sql`alter table engineers add column "position" integer not null default 0`.execute(db);
  await db.schema
    .createTable("studio_sections")
    .addColumn("section", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updatedAt", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("studio_settings_audit")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("field", "text", (c) => c.notNull())
    .addColumn("before", "text")
    .addColumn("after", "text")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("studio_settings_audit").ifExists().execute();
  await db.schema.dropTable("studio_sections").ifExists().execute();
  for (const column of ["title", "bio", "link", "image", "imageAlt", "prices", "position"]) {
    await sql`alter table engineers drop column ${sql.ref(column)}`.execute(db);
  }
}
