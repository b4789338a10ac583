// Personal data across the tables: finding one customer's records, erasing them in place and
// scrubbing their mails (the audit: privacy-audit.ts; the sweep's selections: retention.ts).
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
import type { OutboxRow, OutgoingMail } from "./email-outbox.js";
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

/** Replaces every needle (any case; in HTML also its escaped form) with the marker. */
function scrub(text: string, needles: string[]): string {
  let out = text;
  for (const needle of needles) {
    for (const form of new Set([needle, escapeHtml(needle)])) {
      out = out.replace(new RegExp(escapeRegExp(form), "gi"), ERASED);
    }
  }
  return out;
}

/** A mail's stored message with its body gone; who it went to and its subject stay. */
export const withoutBody = (mail: OutgoingMail): OutgoingMail => ({
  to: mail.to,
  // A mail with a Reply-To is a visitor's message passed on: its subject names them.
  subject: mail.replyTo ? ERASED : mail.subject,
  text: ERASED,
});

const ERASED_MAIL = JSON.stringify({ to: [ERASED], subject: ERASED, text: ERASED } satisfies OutgoingMail);

/**
 * A mail about the people being erased: a mail about one of their bookings (or addressed to them)
 * keeps only the marker; any other mail (a summary of many bookings) has their details scrubbed.
 */
function erasedMessage(row: OutboxRow, ownBookings: Set<string>, needles: string[]): string {
  const mail = JSON.parse(row.message) as OutgoingMail;
  const own =
    (row.bookingId !== null && ownBookings.has(row.bookingId)) ||
    [...mail.to, mail.replyTo ?? ""].some((to) =>
      needles.some((n) => n.toLowerCase() === to.trim().toLowerCase()),
    );
  if (own) return ERASED_MAIL;
  const scrubbed: OutgoingMail = {
    to: mail.to.map((to) => scrub(to, needles)),
    subject: scrub(mail.subject, needles),
    ...(mail.text === undefined ? {} : { text: scrub(mail.text, needles) }),
    ...(mail.html === undefined ? {} : { html: scrub(mail.html, needles) }),
    ...(mail.replyTo === undefined ? {} : { replyTo: scrub(mail.replyTo, needles) }),
    // The template's data is plain JSON strings: the marker holds no quote or backslash.
    ...(mail.template === undefined
      ? {}
      : { template: JSON.parse(scrub(JSON.stringify(mail.template), needles)) as typeof mail.template }),
    ...(mail.messageKey === undefined ? {} : { messageKey: mail.messageKey }),
  };
  // The calendar part is dropped rather than scrubbed, like an attachment (folded lines).
  if (mail.icalEvent && scrub(mail.icalEvent.content, needles) === mail.icalEvent.content) {
    scrubbed.icalEvent = mail.icalEvent;
  }
  // An attachment (the .ics) is dropped rather than scrubbed: folded lines can split a value.
  const attachments = mail.attachments?.filter((a) => scrub(a.content, needles) === a.content);
  if (attachments && attachments.length > 0) scrubbed.attachments = attachments;
  return JSON.stringify(scrubbed);
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

function eraseMail(
  store: Store,
  mail: OutboxRow,
  erasing: { ownBookings: Set<string>; needles: string[]; at: Date },
): void {
  const message = erasedMessage(mail, erasing.ownBookings, erasing.needles);
  // A mail to the erased person that has not gone yet never will: there is no one to send it to.
  const stopped = message === ERASED_MAIL && mail.sentAt === null && mail.abandonedAt === null;
  store.run(
    store.db
      .updateTable("email_outbox")
      .set({
        message,
        lastError: stopped
          ? "Erased before it was sent"
          : mail.lastError === null
            ? null
            : scrub(mail.lastError, erasing.needles),
        ...(stopped ? { abandonedAt: erasing.at.toISOString() } : {}),
      })
      .where("id", "=", mail.id),
  );
}
