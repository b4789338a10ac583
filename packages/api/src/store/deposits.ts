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

/** Any write to a deposit forgets the staff change an Undo would reverse: what came after stands. */
const FORGET_UNDO = { undoKey: null, undoBefore: null } as const;

/** Ends a due deposit; 0 when it was no longer due (another path got there first). */
export function endDeposit(
  store: Store,
  bookingId: string,
  state: Exclude<DepositState, "due">,
  at: string,
): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ state, endedAt: at, ...FORGET_UNDO })
      .where("bookingId", "=", bookingId)
      .where("state", "=", "due"),
  ).changes;
}

/** What an Undo of a staff change puts back of a deposit. */
export type DepositBefore = Pick<DepositRow, "depositPence" | "dueMs" | "reminderMs" | "state" | "endedAt">;

/** Remembers the deposit as it was before the staff change whose mails are held under `undoKey`. */
export function rememberDepositBefore(
  store: Store,
  bookingId: string,
  undoKey: string,
  before: DepositBefore,
) {
  const { depositPence, dueMs, reminderMs, state, endedAt } = before;
  const undoBefore = JSON.stringify({ depositPence, dueMs, reminderMs, state, endedAt });
  store.run(
    store.db.updateTable("booking_deposits").set({ undoKey, undoBefore }).where("bookingId", "=", bookingId),
  );
}

/**
 * Puts back the deposits the staff change `undoKey` changed, unless written since (its Undo withdrew
 * the mails that told of it); answers each as the change left it and as it is again.
 */
export function restoreDepositsBefore(
  store: Store,
  undoKey: string,
): { changed: DepositRow; before: DepositBefore }[] {
  const changed = store.all(
    store.db.selectFrom("booking_deposits").selectAll().where("undoKey", "=", undoKey),
  );
  return changed.map((row) => {
    const before = JSON.parse(row.undoBefore ?? "{}") as DepositBefore;
    store.run(
      store.db
        .updateTable("booking_deposits")
        .set({ ...before, ...FORGET_UNDO })
        .where("bookingId", "=", row.bookingId),
    );
    return { changed: row, before };
  });
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
      .set({ dueMs, reminderMs, ...FORGET_UNDO })
      .where("bookingId", "=", bookingId)
      .where("state", "=", "due"),
  ).changes;
}

/** Sets a due deposit's amount (its booking's price changed). */
export function setDepositPence(store: Store, bookingId: string, depositPence: number): number {
  return store.run(
    store.db
      .updateTable("booking_deposits")
      .set({ depositPence, ...FORGET_UNDO })
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
