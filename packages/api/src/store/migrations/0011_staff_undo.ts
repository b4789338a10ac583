// Frozen in time: never import app code here.
// - email_outbox.undoKey: the staff change that queued the row. A staff change's mails wait out the
//   undo window; an Undo inside it deletes the rows carrying its key before they are sent.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").addColumn("undoKey", "text").execute();
  await db.schema.createIndex("email_outbox_undo_key").on("email_outbox").column("undoKey").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_outbox_undo_key").ifExists().execute();
  await db.schema.alterTable("email_outbox").dropColumn("undoKey").execute();
}
