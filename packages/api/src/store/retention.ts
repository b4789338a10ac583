// The retention sweep's side of the store: records past their time, old mail bodies, old spam,
// and the in-server job schedule (kept in the database so a restart neither skips nor repeats).
import { ERASED } from "@studio/domain";
import { sql } from "kysely";
import type { Store } from "./store.js";
import type { OutgoingMail } from "./email-outbox.js";
import { mailsFor, type PersonalRows, withoutBody } from "./privacy.js";

const chunks = <T>(items: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/** Records past their retention: bookings and archived bookings by session date, messages by age. */
export function expiredRows(
  store: Store,
  cutoffs: { bookingsBefore: string; messagesBefore: string },
): PersonalRows {
  const bookings = store.all(
    store.db
      .selectFrom("bookings")
      .selectAll()
      .where("date", "<", cutoffs.bookingsBefore)
      .where("email", "!=", ERASED),
  );
  const archived = store.all(
    store.db
      .selectFrom("archived_bookings")
      .selectAll()
      .where("date", "<", cutoffs.bookingsBefore)
      .where("email", "!=", ERASED),
  );
  const messages = store.all(
    store.db
      .selectFrom("contact_messages")
      .selectAll()
      .where("createdAt", "<", cutoffs.messagesBefore)
      .where("email", "!=", ERASED),
  );
  const bookingIds = [...bookings.map((b) => b.id), ...archived.map((a) => a.originalBookingId)];
  // The staff's notice of a message is found by the visitor's address (its Reply-To).
  const mails = [
    ...chunks(bookingIds).flatMap((ids) => mailsFor(store, ids, [])),
    ...chunks(messages.map((m) => m.email)).flatMap((emails) => mailsFor(store, [], emails)),
  ];
  return { bookings, archived, messages, mails };
}

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

/** Deletes contact messages quarantined as spam (issue 12.7's `spam` status) before the cutoff. */
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
