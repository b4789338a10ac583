// A provisional booking's deposit (migration 0021), and the terms a cancel recorded.
import type { Selectable } from "kysely";
import type { BookingCancelTermsTable, BookingDepositsTable, DepositState } from "./deposit-tables.js";
import type { Store } from "./store.js";

export type DepositRow = Selectable<BookingDepositsTable>;
export type CancelTermsRow = Selectable<BookingCancelTermsTable>;

export function insertDeposit(store: Store, row: DepositRow): void {
  store.run(store.db.insertInto("booking_deposits").values(row));
}

export function findDeposit(store: Store, bookingId: string): DepositRow | undefined {
  return store.get(store.db.selectFrom("booking_deposits").selectAll().where("bookingId", "=", bookingId));
}

/**
 * Ends a due deposit; 0 when it was no longer due (another path got there first). `undoKey`: the
 * staff change (its mails held) whose Undo makes it due again.
 */
export function endDeposit(
  store: Store,
  bookingId: string,
  state: Exclude<DepositState, "due">,
  at: string,
  undoKey: string | null = null,
): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ state, endedAt: at, undoKey })
      .where("bookingId", "=", bookingId)
      .where("state", "=", "due"),
  ).changes;
}

/**
 * Makes due again the deposits a staff change ended (its Undo withdrew the mails that told of it);
 * answers them as they were, ended.
 */
export function reopenDeposits(store: Store, undoKey: string): DepositRow[] {
  const ended = store.all(store.db.selectFrom("booking_deposits").selectAll().where("undoKey", "=", undoKey));
  store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ state: "due", endedAt: null, undoKey: null })
      .where("undoKey", "=", undoKey),
  );
  return ended;
}

/** Moves a due deposit's deadline and its reminder (a reminder already sent stays sent). */
export function moveDeadline(
  store: Store,
  bookingId: string,
  dueMs: number,
  reminderMs: number | null,
): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ dueMs, reminderMs })
      .where("bookingId", "=", bookingId)
      .where("state", "=", "due"),
  ).changes;
}

/** Sets a due deposit's amount (its booking's price changed). */
export function setDepositPence(store: Store, bookingId: string, depositPence: number): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ depositPence })
      .where("bookingId", "=", bookingId)
      .where("state", "=", "due"),
  ).changes;
}

/** The deposits still due: the sweeps narrow it, the staff's list takes it whole. */
const stillDue = (store: Store) =>
  store.db.selectFrom("booking_deposits").selectAll().where("state", "=", "due");

/** Due deposits whose deadline has come. */
export function lapsedDeposits(store: Store, nowMs: number): DepositRow[] {
  return store.all(stillDue(store).where("dueMs", "<=", nowMs));
}

/** Due deposits whose one reminder is due and not yet sent. */
export function remindersDue(store: Store, nowMs: number): DepositRow[] {
  return store.all(stillDue(store).where("remindedAt", "is", null).where("reminderMs", "<=", nowMs));
}

/** Marks the reminder sent; 0 when it already was. */
export function markReminded(store: Store, bookingId: string, at: string): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ remindedAt: at })
      .where("bookingId", "=", bookingId)
      .where("remindedAt", "is", null),
  ).changes;
}

export function recordCancelTerms(store: Store, row: CancelTermsRow): void {
  store.run(
    store.db
      .insertInto("booking_cancel_terms")
      .values(row)
      .onConflict((oc) => oc.column("bookingId").doUpdateSet({ ...row })),
  );
}

export function findCancelTerms(store: Store, bookingId: string): CancelTermsRow | undefined {
  return store.get(
    store.db.selectFrom("booking_cancel_terms").selectAll().where("bookingId", "=", bookingId),
  );
}

/** Every deposit still due, by booking (the staff's list shows each one's deadline). */
export function dueDeposits(store: Store): Map<string, DepositRow> {
  const rows = store.all(stillDue(store));
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** Every deposit asked (any state), by booking: the deposit figures read them all. */
export function allDeposits(store: Store): Map<string, DepositRow> {
  const rows = store.all(store.db.selectFrom("booking_deposits").selectAll());
  return new Map(rows.map((row) => [row.bookingId, row]));
}

/** Every cancel's recorded terms, by booking. */
export function allCancelTerms(store: Store): Map<string, CancelTermsRow> {
  const rows = store.all(store.db.selectFrom("booking_cancel_terms").selectAll());
  return new Map(rows.map((row) => [row.bookingId, row]));
}
