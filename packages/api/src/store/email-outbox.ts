// The email_outbox table: every e-mail is a row before it is a message on the wire.
import { randomBytes } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { CalendarEvent, MailTemplate } from "./mail-message.js";
import type { Store } from "./store.js";
import type { DB, EmailOutboxTable, OutboxKind } from "./tables.js";

export type OutboxRow = Selectable<EmailOutboxTable>;

/**
 * An e-mail, stored as JSON in the outbox row: its template and data (rendered to HTML and plain
 * text when it is sent), or, for rows written by older versions, its text.
 */
export interface OutgoingMail {
  to: string[];
  subject: string;
  template?: MailTemplate;
  text?: string;
  html?: string;
  replyTo?: string;
  /**
   * The calendar invitation (REQUEST) or cancellation (CANCEL) as data: its text, with the manage
   * link of the template, is written when the mail is sent (mail/calendar-part.ts).
   */
  calendar?: CalendarEvent & { method: "REQUEST" | "CANCEL" };
  /** The calendar text of rows queued by older versions. */
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
  attachments?: { filename: string; content: string; contentType: string }[];
  /**
   * 128 random bits, fixed when the mail is queued: the Message-ID's left part. A resend after a
   * crash carries the same Message-ID, so mail clients fold it; no two mails anywhere share one.
   */
  messageKey?: string;
  /** Its manage link's token is minted when it is sent: the stored text holds a slot (mail/manage-link.ts). */
  mintsManageToken?: true;
  /** The waitlist entry whose leave link's token is minted when it is sent (mail/waitlist-mail.ts). */
  mintsWaitlistToken?: string;
  /** The person whose enrolment link's token is minted when it is sent (mail/enrolment-link.ts). */
  mintsEnrolmentFor?: string;
}

export const newMessageKey = () => randomBytes(16).toString("hex");

/** A staff change's mail waits until `releaseAt`, tagged with the change's key so an Undo can withdraw it. */
export interface MailHold {
  undoKey: string;
  releaseAt: Date;
}

export function enqueueMail(
  store: Store,
  mail: { kind: OutboxKind; bookingId: string | null; message: OutgoingMail },
  now: Date,
  hold?: MailHold,
): number {
  const row = store.get(
    store.db
      .insertInto("email_outbox")
      .values({
        kind: mail.kind,
        bookingId: mail.bookingId,
        message: JSON.stringify({ ...mail.message, messageKey: mail.message.messageKey ?? newMessageKey() }),
        nextAttemptAt: (hold?.releaseAt ?? now).getTime(),
        createdAt: now.toISOString(),
        undoKey: hold?.undoKey ?? null,
      })
      .returning("id"),
  );
  return row!.id;
}

/**
 * Deletes the mail of the change `undoKey` if none of it has been released yet (all still waiting
 * out the window, never attempted): true then, and nobody hears of the change. False once any has
 * fallen due, been tried or gone: those are left alone.
 */
export function withdrawHeldMail(store: Store, undoKey: string, nowMs: number): boolean {
  const released = store.get(
    store.db
      .selectFrom("email_outbox")
      .select("id")
      .where("undoKey", "=", undoKey)
      .where((eb) =>
        eb.or([eb("sentAt", "is not", null), eb("attempts", ">", 0), eb("nextAttemptAt", "<=", nowMs)]),
      )
      .limit(1),
  );
  if (released) return false;
  store.run(store.db.deleteFrom("email_outbox").where("undoKey", "=", undoKey));
  return true;
}

/**
 * The bookings a staff change was recorded against under its undo key: its held mails, a deposit
 * it changed, a busy clash it told of. An Undo names a change to its own booking only.
 */
export function bookingsOfChange(store: Store, undoKey: string): string[] {
  const { db } = store;
  const rows = store.all(
    db
      .selectFrom("email_outbox")
      .select("bookingId")
      .where("undoKey", "=", undoKey)
      .union(db.selectFrom("booking_deposits").select("bookingId").where("undoKey", "=", undoKey))
      .union(db.selectFrom("busy_clash_notices").select("bookingId").where("undoKey", "=", undoKey)),
  );
  return rows.flatMap(({ bookingId }) => (bookingId ? [bookingId] : []));
}

const dueQuery = (db: Kysely<DB>, nowMs: number, limit: number) =>
  db
    .selectFrom("email_outbox")
    .selectAll()
    .where("sentAt", "is", null)
    .where("abandonedAt", "is", null)
    .where("nextAttemptAt", "<=", nowMs)
    .orderBy("nextAttemptAt")
    .orderBy("id")
    .limit(limit);

export function dueMail(store: Store, nowMs: number, limit: number): OutboxRow[] {
  return store.compiled(dueQuery).all(nowMs, limit);
}

const nextDueQuery = (db: Kysely<DB>) =>
  db
    .selectFrom("email_outbox")
    .select((eb) => eb.fn.min("nextAttemptAt").as("next"))
    .where("sentAt", "is", null)
    .where("abandonedAt", "is", null);

export function nextDueAt(store: Store): number | undefined {
  return store.compiled(nextDueQuery).get()?.next ?? undefined;
}

export function markMailSent(store: Store, id: number, attempts: number, at: Date): void {
  store.run(
    store.db
      .updateTable("email_outbox")
      .set({ sentAt: at.toISOString(), attempts, lastError: null })
      .where("id", "=", id),
  );
}

export function markMailFailed(
  store: Store,
  id: number,
  attempts: number,
  nextAttemptAt: number,
  error: string,
): void {
  store.run(
    store.db
      .updateTable("email_outbox")
      .set({ attempts, nextAttemptAt, lastError: error })
      .where("id", "=", id),
  );
}

export function markMailAbandoned(store: Store, id: number, attempts: number, at: Date, error: string): void {
  store.run(
    store.db
      .updateTable("email_outbox")
      .set({ attempts, abandonedAt: at.toISOString(), lastError: error })
      .where("id", "=", id),
  );
}

export function outboxBacklog(store: Store): number {
  const row = store.get(
    store.db
      .selectFrom("email_outbox")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("sentAt", "is", null)
      .where("abandonedAt", "is", null),
  );
  return Number(row?.n ?? 0);
}

/**
 * Puts a mail the sender gave up on back in the queue, due at once, for one more attempt (the staff's
 * Resend): true if it was failed and unsent, false otherwise (sent meanwhile, never failed, gone).
 */
export function requeueFailedMail(store: Store, id: number, nowMs: number): boolean {
  const { changes } = store.run(
    store.db
      .updateTable("email_outbox")
      .set({ abandonedAt: null, heldAt: null, nextAttemptAt: nowMs })
      .where("id", "=", id)
      .where("sentAt", "is", null)
      .where("abandonedAt", "is not", null),
  );
  return changes > 0;
}

/** Deletes a mail held after a restore (the staff's Drop): true if it was held and unsent. */
export function deleteHeldMail(store: Store, id: number): boolean {
  const { changes } = store.run(
    store.db
      .deleteFrom("email_outbox")
      .where("id", "=", id)
      .where("sentAt", "is", null)
      .where("heldAt", "is not", null),
  );
  return changes > 0;
}

export function findOutboxRow(store: Store, id: number): OutboxRow | undefined {
  return store.get(store.db.selectFrom("email_outbox").selectAll().where("id", "=", id));
}

/** Mail not delivered yet (waiting, retrying or given up on), newest first: the admin's outbox view. */
export function undeliveredMail(store: Store, limit: number): OutboxRow[] {
  return store.all(
    store.db
      .selectFrom("email_outbox")
      .selectAll()
      .where("sentAt", "is", null)
      .orderBy("id", "desc")
      .limit(limit),
  );
}
