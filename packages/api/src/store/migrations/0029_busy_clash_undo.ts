// Frozen in time: never import app code here.
// - busy_clash_notices.undoKey: the key of the staff change whose held mail told the producer of
//   the clash (null: told at once). An Undo that withdraws that mail forgets the notice with it, so
//   the producer is told if the booking lands on the same busy time again.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table busy_clash_notices add column "undoKey" text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table busy_clash_notices drop column "undoKey"`.execute(db);
}
