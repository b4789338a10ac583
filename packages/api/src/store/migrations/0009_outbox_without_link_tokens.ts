// Frozen in time: never import app code here.
// Mails queued before this version hold their manage link's token in clear. Each such token in the
// outbox becomes the slot that the sender now fills with a fresh token at send time: an unsent mail
// still goes out with a working link, and a sent one keeps no key to the booking.
import { type Kysely, sql } from "kysely";

const LINK_TOKEN = /\/booking\/manage\/[A-Za-z0-9_-]{43}/g;
const SLOT = "/booking/manage/{manage-token}";

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; message: string }>`
    select id, message from email_outbox where instr(message, '/booking/manage/') > 0`.execute(db);
  for (const row of rows.rows) {
    let mail: Record<string, unknown>;
    try {
      mail = JSON.parse(row.message) as Record<string, unknown>;
    } catch {
      continue; // not a stored mail the sender could read either
    }
    const rewritten = JSON.stringify(mail).replace(LINK_TOKEN, SLOT);
    const message = JSON.stringify({ ...(JSON.parse(rewritten) as object), mintsManageToken: true });
    await sql`update email_outbox set message = ${message} where id = ${row.id}`.execute(db);
  }
}

// The tokens are gone for good; the slots stay, and an older sender would send them unfilled.
export async function down(): Promise<void> {}
