// Frozen in time: never import app code here.
// - email_outbox.heldAt: a mail that was waiting when a backup was taken is held in that copy (and
//   given up on, so no sender takes it): a restored database sends nothing by itself that may have
//   gone already. The E-mail tab lists held mails with Send and Drop.
import type { Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").addColumn("heldAt", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_outbox").dropColumn("heldAt").execute();
}
