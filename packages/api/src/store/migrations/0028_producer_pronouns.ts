// Frozen in time: never import app code here.
// - engineers.pronoun: how texts refer to a producer after naming them ("he", "she" or "they");
//   null until the owner or the profile file says (texts then say "them").
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table engineers add column "pronoun" text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table engineers drop column "pronoun"`.execute(db);
}
