// The retention sweep's side of the store: records past their time, old mail bodies, old spam,
// and the in-server job schedule (kept in the database so a restart neither skips nor repeats).
import { ERASED } from "@studio/domain";
import { type Selectable, sql } from "kysely";
import type { Store } from "./store.js";
import type { DB } from "./tables.js";
import type { OutgoingMail } from "./email-outbox.js";
import { chunks, mailsFor, type PersonalRows } from "./privacy.js";
import { withoutBody } from "./privacy-mail.js";
import { unerasedHoldsBefore } from "./privacy-holds.js";

/** The tables that hold a person, each with the date that starts its retention clock. */
const RETAINED_BY = { bookings: "date", archived_bookings: "date", contact_messages: "createdAt" } as const;
type PersonTable = keyof typeof RETAINED_BY;

/** A table's rows dated before the cutoff whose person is not erased yet. */
function unerasedBefore<T extends PersonTable>(store: Store, table: T, before: string): Selectable<DB[T]>[] {
  // One query for the three tables: Kysely cannot narrow a generic table, so it is typed as one of them.
  const rows = store.all(
    store.db
      .selectFrom(table as PersonTable)
      .selectAll()
      .where(RETAINED_BY[table] as "createdAt", "<", before)
      .where("email", "!=", ERASED),
  );
  return rows as Selectable<DB[T]>[];
}

/** Records past their retention: bookings, archived bookings and holds by night, messages by age. */
export function expiredRows(
  store: Store,
  cutoffs: { bookingsBefore: string; messagesBefore: string },
): PersonalRows {
  const bookings = unerasedBefore(store, "bookings", cutoffs.bookingsBefore);
  const archived = unerasedBefore(store, "archived_bookings", cutoffs.bookingsBefore);
  const messages = unerasedBefore(store, "contact_messages", cutoffs.messagesBefore);
  const holds = unerasedHoldsBefore(store, cutoffs.bookingsBefore);
  const bookingIds = [...bookings.map((b) => b.id), ...archived.map((a) => a.originalBookingId)];
  // The staff's notice of a message is found by the visitor's address (its Reply-To); a hold's
  // mails (to the artist, or the staff's with the artist as Reply-To) by the artist's.
  const addresses = [...new Set([...messages, ...holds].map((row) => row.email))];
  const mails = [
    ...chunks(bookingIds).flatMap((ids) => mailsFor(store, ids, [])),
    ...chunks(addresses).flatMap((emails) => mailsFor(store, [], emails)),
  ];
  // Waitlist entries go whole once their night has passed (purgePassedEntries), not here.
  return { bookings, archived, messages, mails: uniqueById(mails), holds, waitlist: [] };
}

const uniqueById = (mails: PersonalRows["mails"]) => [...new Map(mails.map((m) => [m.id, m])).values()];

/** Sent mails older than the cutoff that still have a body: the body goes, to and subject stay. */
export function dropOldMailBodies(store: Store, sentBefore: string): number[] {
  const rows = store.all(
    store.db
      .selectFrom("email_outbox")
      .select(["id", "message"])
      .where("sentAt", "is not", null)
      .where("sentAt", "<", sentBefore)
      .where(sql<boolean>`coalesce(json_extract(message, '$.text'), '') != ${ERASED}`),
  );
  for (const row of rows) {
    const message = JSON.stringify(withoutBody(JSON.parse(row.message) as OutgoingMail));
    store.run(store.db.updateTable("email_outbox").set({ message }).where("id", "=", row.id));
  }
  return rows.map((row) => row.id);
}

/** Deletes contact messages quarantined as spam (the `spam` status) before the cutoff. */
export function purgeSpam(store: Store, createdBefore: string): number {
  return store.run(
    store.db
      .deleteFrom("contact_messages")
      .where(sql<boolean>`status = 'spam'`)
      .where("createdAt", "<", createdBefore),
  ).changes;
}

export function nextRunOf(store: Store, name: string): number | undefined {
  return store.get(store.db.selectFrom("scheduled_jobs").select("nextRunAt").where("name", "=", name))
    ?.nextRunAt;
}

export function scheduleRun(store: Store, name: string, nextRunAt: number, lastRunAt: number | null): void {
  store.run(
    store.db
      .insertInto("scheduled_jobs")
      .values({ name, nextRunAt, lastRunAt })
      .onConflict((oc) => oc.column("name").doUpdateSet({ nextRunAt, lastRunAt })),
  );
}
