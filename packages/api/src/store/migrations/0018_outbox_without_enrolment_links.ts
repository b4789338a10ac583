// Frozen in time: never import app code here.
// Enrolment mails queued before this version hold their sign-up link's token in clear, sent or not.
// Each token becomes the slot the sender now fills as it sends; a mail not yet sent names its
// person, so it still goes out with a working link. Every link issued before stops working (a
// copy of the database held them): the owner sends a new one from the Staff tab.
import { type Kysely, sql } from "kysely";

const LINK_TOKEN = /#enrol=[A-Za-z0-9_-]{43}/g;
const SLOT = "#enrol={enrolment-token}";

export async function up(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; message: string; pending: number }>`
    select id, message, ("sentAt" is null and "abandonedAt" is null) as pending
    from email_outbox where kind = 'staff-enrolment'`.execute(db);
  for (const row of rows.rows) {
    let mail: { to?: unknown };
    try {
      mail = JSON.parse(row.message.replace(LINK_TOKEN, SLOT)) as { to?: unknown };
    } catch {
      continue; // not a stored mail the sender could read either
    }
    const to = Array.isArray(mail.to) && typeof mail.to[0] === "string" ? mail.to[0].toLowerCase() : "";
    const person = row.pending
      ? (await sql<{ id: string }>`select id from staff_members where email = ${to}`.execute(db)).rows[0]
      : undefined;
    const message = JSON.stringify(person ? { ...mail, mintsEnrolmentFor: person.id } : mail);
    await sql`update email_outbox set message = ${message} where id = ${row.id}`.execute(db);
  }
  await sql`delete from staff_enrolments`.execute(db);
}

// The tokens are gone for good; the slots stay, and an older sender would send them unfilled.
export async function down(): Promise<void> {}
