// Subject access and erasure: find everything held about one customer, export it, erase it.
import {
  type ArchivedBooking,
  type ArtistNote,
  type Booking,
  type ContactMessage,
  type CsvValue,
  parseCustomerQuery,
  toCsvFile,
} from "@studio/domain";
import { toArchivedBooking } from "../store/archived-bookings.js";
import { artistNotesOf, eraseArtistNotes } from "../store/artist-notes.js";
import { toBooking } from "../store/bookings.js";
import { toContactMessage } from "../store/contact-messages.js";
import type { OutboxRow, OutgoingMail } from "../store/email-outbox.js";
import { type ErasedCounts, eraseRows, findCustomerRows, needlesOf } from "../store/privacy.js";
import { type HoldRecord, toHoldRecord } from "../store/privacy-holds.js";
import { auditEntries, compact, recordAudit, truncateWal } from "../store/privacy-audit.js";
import type { WaitlistRow } from "../store/waitlist.js";
import type { ServiceContext } from "./context.js";
import { removeMailFiles } from "./mail-files.js";
import { ServiceError } from "../errors.js";

interface CustomerMail {
  id: number;
  kind: string;
  bookingId: string | null;
  to: string[];
  subject: string;
  text: string;
  createdAt: string;
  sentAt: string | null;
}

export interface CustomerRecord {
  query: string;
  bookings: Booking[];
  archivedBookings: ArchivedBooking[];
  messages: ContactMessage[];
  mails: CustomerMail[];
  /** What staff wrote about the person on the artists' view. */
  artistNotes: ArtistNote[];
  holds: HoldRecord[];
  waitlist: WaitlistRow[];
}

/** The keys the person's artist notes are kept under: each e-mail found, in lower case. */
const noteKeysOf = (contacts: readonly string[]) => [
  ...new Set(contacts.filter((c) => c.includes("@")).map((c) => c.toLowerCase())),
];

/**
 * A mail as the customer's record shows it. A mail about many customers (the staff's summary) shows
 * only its lines that name this one: a subject access request must not hand over someone else's data.
 */
const toCustomerMail = (row: OutboxRow, own: Set<string>, contacts: string[]): CustomerMail => {
  const mail = JSON.parse(row.message) as OutgoingMail;
  const lowered = contacts.map((c) => c.toLowerCase());
  // A templated mail is rendered when sent; what is held is its template's data.
  const held = mail.text ?? JSON.stringify(mail.template?.props ?? {}, null, 1);
  const text =
    row.bookingId !== null && own.has(row.bookingId)
      ? held
      : held
          .split("\n")
          .filter((line) => lowered.some((c) => line.toLowerCase().includes(c)))
          .join("\n");
  return {
    id: row.id,
    kind: row.kind,
    bookingId: row.bookingId,
    to: mail.to,
    subject: mail.subject,
    text,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
};

/** Everything held about the customer with this e-mail address or phone number. */
export function findCustomer(ctx: ServiceContext, q: string): CustomerRecord {
  const rows = findCustomerRows(ctx.store, parseCustomerQuery(q));
  const own = new Set([...rows.bookings.map((b) => b.id), ...rows.archived.map((a) => a.originalBookingId)]);
  return {
    query: q.trim(),
    bookings: rows.bookings.map(toBooking),
    archivedBookings: rows.archived.map(toArchivedBooking),
    messages: rows.messages.map(toContactMessage),
    mails: rows.mails.map((row) => toCustomerMail(row, own, rows.contacts)),
    artistNotes: artistNotesOf(ctx.store, noteKeysOf(rows.contacts)).map(
      ({ emailKey: _key, ...note }) => note,
    ),
    holds: rows.holds.map(toHoldRecord),
    waitlist: rows.waitlist,
  };
}

const isEmpty = (record: CustomerRecord) =>
  record.bookings.length +
    record.archivedBookings.length +
    record.messages.length +
    record.mails.length +
    record.artistNotes.length +
    record.holds.length +
    record.waitlist.length ===
  0;

const notFound = () =>
  new ServiceError("not-found", "Nothing is held about this customer", {
    issues: [{ path: "q", message: "Nothing is held about this customer" }],
  });

/** One CSV of every record, a `record` column naming its kind, the union of fields as columns. */
function customerCsv(record: CustomerRecord): string {
  const rows: Record<string, unknown>[] = [
    ...record.bookings.map((b) => ({ record: "booking", ...b })),
    ...record.archivedBookings.map((b) => ({ record: "archived booking", ...b })),
    ...record.messages.map((m) => ({ record: "message", ...m })),
    ...record.mails.map((m) => ({ record: "mail", ...m })),
    ...record.artistNotes.map((n) => ({ record: "artist note", ...n })),
    ...record.holds.map((h) => ({ record: "hold", ...h })),
    ...record.waitlist.map((w) => ({ record: "waitlist entry", ...w })),
  ];
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return toCsvFile(
    columns,
    rows.map((row) => columns.map((c) => row[c] as CsvValue)),
  );
}

export interface ExportFile {
  filename: string;
  contentType: string;
  body: string;
}

/** A subject access request's answer: the customer's records as JSON or CSV. */
export function exportCustomer(ctx: ServiceContext, q: string, format: "json" | "csv"): ExportFile {
  const record = findCustomer(ctx, q);
  if (isEmpty(record)) throw notFound();
  const now = ctx.clock();
  const stamp = now.toISOString().slice(0, 10);
  if (format === "csv") {
    return {
      filename: `customer-data-${stamp}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: customerCsv(record),
    };
  }
  const body = JSON.stringify(
    { studio: ctx.profile.name, exportedAt: now.toISOString(), ...record },
    null,
    2,
  );
  return { filename: `customer-data-${stamp}.json`, contentType: "application/json; charset=utf-8", body };
}

const LATE_FILE_SWEEP_MS = 10_000;

export interface ErasureResult extends ErasedCounts {
  artistNotes: number;
  files: number;
}

/**
 * Erases one customer everywhere: names, e-mails, phones and free texts become the marker in every
 * table and in the outbox, their .eml files are deleted, and the database file is rewritten so the
 * old values are not left in free pages or the WAL. Irreversible; audited without personal data.
 */
export function eraseCustomer(ctx: ServiceContext, q: string, actor: string): ErasureResult {
  const query = parseCustomerQuery(q);
  const counts = ctx.store.transaction(() => {
    const rows = findCustomerRows(ctx.store, query);
    const noteKeys = noteKeysOf(rows.contacts);
    const notes = artistNotesOf(ctx.store, noteKeys).length;
    const found = [rows.bookings, rows.archived, rows.messages, rows.mails, rows.holds, rows.waitlist];
    if (notes === 0 && found.every((list) => list.length === 0)) throw notFound();
    const needles = needlesOf(rows);
    if (query.kind === "email") needles.push(query.email);
    const now = ctx.clock();
    const erased = {
      ...eraseRows(ctx.store, rows, needles, now),
      artistNotes: eraseArtistNotes(ctx.store, noteKeys),
    };
    recordAudit(ctx.store, {
      action: "erase",
      actor,
      at: now.toISOString(),
      counts: JSON.stringify(erased),
    });
    return { erased, needles, mailIds: rows.mails.map((m) => m.id) };
  });
  const files = removeMailFiles(ctx.outboxDir, counts.mailIds, counts.needles);
  const walEmptied = compact(ctx.store);
  // A mail that was on its way to the file transport as the erasure ran lands a moment later; and
  // a reader (a backup being taken) may have kept the old pages in the WAL: both are seen to again.
  setTimeout(() => {
    removeMailFiles(ctx.outboxDir, counts.mailIds, counts.needles);
    if (walEmptied || !ctx.store.sqlite.open) return;
    try {
      truncateWal(ctx.store);
    } catch {
      // the next checkpoint of the running site overwrites the WAL anyway
    }
  }, LATE_FILE_SWEEP_MS).unref();
  return { ...counts.erased, files };
}

export interface AuditEntry {
  id: number;
  action: "erase" | "retention";
  actor: string;
  at: string;
  counts: Record<string, number>;
}

export function privacyAudit(ctx: ServiceContext): AuditEntry[] {
  return auditEntries(ctx.store).map((row) => ({
    ...row,
    counts: JSON.parse(row.counts) as Record<string, number>,
  }));
}
