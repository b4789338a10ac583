// Frozen in time: never import app code here.
// - waitlist: one e-mail may wait on a night for more than one need (another length or producer);
//   the same need twice stays one open entry (a second join answers as the first and makes none).
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists waitlist_one_per_night`.execute(db);
  await sql`create unique index waitlist_one_per_need on waitlist (lower(email), date, coalesce(engineer, ''), "minDuration") where "endedAt" is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists waitlist_one_per_need`.execute(db);
  await sql`create unique index waitlist_one_per_night on waitlist (lower(email), date) where "endedAt" is null`.execute(
    db,
  );
}
