// Frozen in time: never import app code here.
// - privacy_audit: every erasure (by the admin or by the retention job): who and when, and how many
//   records it touched; never whose.
// - scheduled_jobs: when each in-server job (the retention sweep) runs next, so a restart neither
//   skips nor repeats it.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("privacy_audit")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("action", "text", (c) => c.notNull().check(sql`action in ('erase', 'retention')`))
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("at", "text", (c) => c.notNull())
    .addColumn("counts", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("scheduled_jobs")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("nextRunAt", "integer", (c) => c.notNull())
    .addColumn("lastRunAt", "integer")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("scheduled_jobs").ifExists().execute();
  await db.schema.dropTable("privacy_audit").ifExists().execute();
}
