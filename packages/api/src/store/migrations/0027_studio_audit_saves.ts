// Frozen in time: never import app code here.
// - studio_settings_audit rows carry the save they belong to (`saveId`: one save writes a row per
//   field), so the Studio tab's history lists saves and can put one back; the rows written before
//   take their save from their time, actor and section. `restoreOf` names the save a put-back undid.
import { type Kysely, sql } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table studio_settings_audit add column "saveId" integer`.execute(db);
  await sql`alter table studio_settings_audit add column "restoreOf" integer`.execute(db);
  await sql`update studio_settings_audit set "saveId" = (
    select min(earlier.id) from studio_settings_audit earlier
    where earlier.at = studio_settings_audit.at and earlier.actor = studio_settings_audit.actor
      and earlier.section = studio_settings_audit.section)`.execute(db);
  await db.schema
    .createIndex("studio_settings_audit_save")
    .on("studio_settings_audit")
    .columns(["saveId"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("studio_settings_audit_save").ifExists().execute();
  await sql`alter table studio_settings_audit drop column "restoreOf"`.execute(db);
  await sql`alter table studio_settings_audit drop column "saveId"`.execute(db);
}
