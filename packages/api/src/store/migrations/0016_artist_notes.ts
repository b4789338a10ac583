// Frozen in time: never import app code here.
// - artist_notes: what staff write about an artist, kept under the e-mail in lower case (the
//   identity rule's key). Personal data: found, exported and erased with the person.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("artist_notes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("emailKey", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("writtenBy", "text", (c) => c.notNull())
    .addColumn("writtenAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("artist_notes_email").on("artist_notes").columns(["emailKey", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("artist_notes").ifExists().execute();
}
