// Frozen in time: never import app code here.
// - calendar_feeds: the staff's calendar subscriptions, one per scope ('studio', or a producer's
//   engineer id); only the SHA-256 of each link's token is kept. A new link for a scope replaces
//   the row; revoking deletes it.
// - calendar_feed_audit: who created, replaced or revoked a scope's link, and when.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("calendar_feeds")
    .addColumn("scope", "text", (c) => c.primaryKey())
    .addColumn("tokenHash", "text", (c) => c.notNull().unique())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("createdBy", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("calendar_feed_audit")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('created', 'replaced', 'revoked')`))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("calendar_feed_audit").ifExists().execute();
  await db.schema.dropTable("calendar_feeds").ifExists().execute();
}
