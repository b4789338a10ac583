// Personal data across the tables: finding one customer's records and erasing them in place (their
// mails: privacy-mail.ts; the audit: privacy-audit.ts; the sweep's selections: retention.ts).
// Every column that holds a name, an e-mail, a phone or free text is listed here once (a table
// that gains such a column adds it here), holds' in privacy-holds.ts.
import { type CustomerQuery, ERASED, matchesCustomer } from "@studio/domain";
import { sql } from "kysely";
import type { ArchivedRow } from "./archived-bookings.js";
import type { BookingRow } from "./bookings.js";
import type { ContactMessageRow } from "./contact-messages.js";
import type { HoldRow } from "./holds.js";
import { customerHolds, eraseHolds } from "./privacy-holds.js";
import type { Store } from "./store.js";
import type { OutboxRow } from "./email-outbox.js";
import { eraseMail } from "./privacy-mail.js";
import { erasePaymentTexts } from "./payments.js";
import { deleteEntries, entriesOfEmail, type WaitlistRow } from "./waitlist.js";

export interface PersonalRows {
  bookings: BookingRow[];
  archived: ArchivedRow[];
  messages: ContactMessageRow[];
  mails: OutboxRow[];
  holds: HoldRow[];
  /** Waitlist entries (found by e-mail: they hold no phone). */
  waitlist: WaitlistRow[];
}

export interface ErasedCounts {
  bookings: number;
  archivedBookings: number;
  messages: number;
  mails: number;
  holds: number;
  waitlist: number;
}

/** The texts that identify the people of these rows (e-mails, phones, full names), to scrub from mails. */
export function needlesOf(
  rows: Pick<PersonalRows, "bookings" | "archived" | "messages" | "holds">,
): string[] {
  const people = [...rows.bookings, ...rows.archived, ...rows.messages, ...rows.holds];
  const values = people.flatMap((p) => [p.email, p.phone ?? "", `${p.firstName} ${p.lastName}`]);
  return [...new Set(values.map((v) => v.trim()).filter((v) => v.length >= 3 && v !== ERASED))];
}

/** The mails about these bookings, or whose text holds one of the needles. */
export function mailsFor(store: Store, bookingIds: string[], needles: string[]): OutboxRow[] {
  if (bookingIds.length === 0 && needles.length === 0) return [];
  return store.all(
    store.db
      .selectFrom("email_outbox")
      .selectAll()
      .where((eb) =>
        eb.or([
          ...(bookingIds.length > 0 ? [eb("bookingId", "in", bookingIds)] : []),
          ...needles.map((needle) => eb(sql`instr(lower(message), ${needle.toLowerCase()})`, ">", 0)),
        ]),
      )
      .orderBy("id"),
  );
}

/** Everything held about one customer, found by e-mail (any case) or phone (its digits). */
export function findCustomerRows(store: Store, query: CustomerQuery): PersonalRows & { contacts: string[] } {
  const mine = <T extends { email: string; phone: string | null }>(rows: T[]) =>
    rows.filter((row) => matchesCustomer(query, row));
  const bookings = mine(store.all(store.db.selectFrom("bookings").selectAll().orderBy("date").orderBy("id")));
  const archived = mine(
    store.all(store.db.selectFrom("archived_bookings").selectAll().orderBy("date").orderBy("id")),
  );
  const messages = mine(
    store.all(store.db.selectFrom("contact_messages").selectAll().orderBy("createdAt").orderBy("id")),
  );
  const holds = customerHolds(store, query);
  // Mails are found by the customer's e-mails and phones, not by name (a name is not unique).
  const found = needlesOf({ bookings, archived, messages, holds }).filter(
    (n) => n.includes("@") || /\d{5}/.test(n),
  );
  const contacts = [...new Set(query.kind === "email" ? [...found, query.email] : found)];
  const bookingIds = [...bookings.map((b) => b.id), ...archived.map((a) => a.originalBookingId)];
  const waitlist = query.kind === "email" ? entriesOfEmail(store, query.email) : [];
  return {
    bookings,
    archived,
    messages,
    holds,
    mails: mailsFor(store, bookingIds, contacts),
    waitlist,
    contacts,
  };
}

/** Splits a long id list for `in (...)`: SQLite binds at most a few thousand values. */
export const chunks = <T>(items: T[], size = 500): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, i * size + size));

/**
 * Replaces the names, e-mails, phones and free texts of these rows with the marker, in place: a
 * booking keeps its date, time, producer, duration and cost. Run it inside a transaction.
 */
export function eraseRows(store: Store, rows: PersonalRows, needles: string[], at: Date): ErasedCounts {
  erasePeople(store, rows);
  const ownBookings = new Set([
    ...rows.bookings.map((b) => b.id),
    ...rows.archived.map((a) => a.originalBookingId),
  ]);
  eraseChangeHistory(store, [...ownBookings]);
  // Payments are accounting records: their amounts, dates and methods stay, staff's notes go.
  erasePaymentTexts(store, [...ownBookings], ERASED);
  for (const mail of rows.mails) eraseMail(store, mail, { ownBookings, needles, at });
  // A waitlist entry is nothing but the person and their wish: it goes whole, with its links.
  deleteEntries(
    store,
    rows.waitlist.map((entry) => entry.id),
  );
  return {
    bookings: rows.bookings.length,
    archivedBookings: rows.archived.length,
    messages: rows.messages.length,
    mails: rows.mails.length,
    holds: eraseHolds(store, rows.holds, at),
    waitlist: rows.waitlist.length,
  };
}

/** Every column that holds a name, an e-mail, a phone or free text, table by table. */
function erasePeople(store: Store, rows: PersonalRows): void {
  const freeText = sql<string | null>`case when "projectDescription" is null then null else ${ERASED} end`;
  const reason = sql<string | null>`case when "cancelReason" is null then null else ${ERASED} end`;
  const person = { firstName: ERASED, lastName: ERASED, email: ERASED, phone: ERASED };
  const updates = [
    {
      table: "bookings",
      ids: rows.bookings.map((b) => b.id),
      set: { ...person, projectDescription: freeText, cancelReason: reason },
    },
    {
      table: "archived_bookings",
      ids: rows.archived.map((a) => a.id),
      set: { ...person, projectDescription: freeText, cancelReason: reason },
    },
    {
      table: "contact_messages",
      ids: rows.messages.map((m) => m.id),
      set: {
        ...person,
        phone: sql<string | null>`case when phone is null then null else ${ERASED} end`,
        message: ERASED,
      },
    },
  ] as const;
  for (const { table, ids, set } of updates) {
    for (const chunk of chunks(ids)) {
      store.run(
        store.db
          .updateTable(table)
          .set(set as never)
          .where("id", "in", chunk),
      );
    }
  }
}

/**
 * The bookings' change history keeps what changed (old -> new, which may be a name, an e-mail, a
 * phone or a note): its values go, the fact and time of each change stay.
 */
function eraseChangeHistory(store: Store, bookingIds: string[]): void {
  for (const chunk of chunks(bookingIds)) {
    store.run(
      store.db
        .updateTable("booking_audit")
        .set({ changes: "[]", note: sql<string | null>`case when note is null then null else ${ERASED} end` })
        .where("bookingId", "in", chunk),
    );
  }
}
