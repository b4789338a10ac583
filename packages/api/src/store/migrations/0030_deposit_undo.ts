// Frozen in time: never import app code here.
// - booking_deposits.undoKey, .undoBefore: the staff change (its mails held for the undo window)
//   that last changed this deposit, and the deposit as it was before it (JSON: depositPence, dueMs,
//   reminderMs, state, endedAt). An Undo that withdraws that change's mails puts the deposit back;
//   any later write to the deposit clears both, so an Undo never overwrites what came after.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_deposits add column "undoKey" text`.execute(db);
  await sql`alter table booking_deposits add column "undoBefore" text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table booking_deposits drop column "undoBefore"`.execute(db);
  await sql`alter table booking_deposits drop column "undoKey"`.execute(db);
}
