// Frozen in time: never import app code here.
// - booking_deposits.undoKey: the key of the staff change whose held mail told of the deposit's end
//   (a price cut that what was paid now covers; null: ended otherwise). An Undo that withdraws that
//   mail makes the deposit due again, so the booking is provisional as it was.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_deposits add column "undoKey" text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_deposits drop column "undoKey"`.execute(db);
}
