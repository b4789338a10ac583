// Frozen in time: never import app code here.
// - waitlist: rebuilt (0013's table was never written to) without its one token hash: an entry's
//   leave links are minted as each mail is sent, so one entry has several.
// - waitlist_tokens: the SHA-256 of each leave link's token, and the entry it opens.
// - the open entries of a night are found by an index (the offers and the staff's count).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("waitlist").ifExists().execute();
  await db.schema
    .createTable("waitlist")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("firstName", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("engineer", "text")
    .addColumn("minDuration", "integer", (c) => c.notNull())
    .addColumn("createdAt", "text", (c) => c.notNull())
    .addColumn("offeredAt", "text")
    .addColumn("endedAt", "text")
    .addColumn("endReason", "text", (c) => c.check(sql`"endReason" in ('booked', 'left', 'passed')`))
    .execute();
  await sql`create unique index waitlist_one_per_night on waitlist (lower(email), date) where "endedAt" is null`.execute(
    db,
  );
  await sql`create index waitlist_open_date on waitlist (date) where "endedAt" is null`.execute(db);
  await db.schema
    .createTable("waitlist_tokens")
    .addColumn("tokenHash", "text", (c) => c.primaryKey())
    .addColumn("entryId", "text", (c) => c.notNull().references("waitlist.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("waitlist_tokens_entry").on("waitlist_tokens").column("entryId").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("waitlist_tokens").ifExists().execute();
  await db.schema.dropTable("waitlist").ifExists().execute();
}
