// The payments table: money taken and given back, per booking, and the sums every list shows.
import type { Payment, PaymentKind } from "@studio/domain";
import { sql } from "kysely";
import type { Store } from "./store.js";

export function insertPayment(store: Store, payment: Omit<Payment, "id">): number {
  const row = store.get(store.db.insertInto("payments").values(payment).returning("id"));
  return Number(row?.id);
}

/** A booking's payments and refunds, oldest first. */
export function paymentsOf(store: Store, bookingId: string): Payment[] {
  return store.all(
    store.db.selectFrom("payments").selectAll().where("bookingId", "=", bookingId).orderBy("id"),
  );
}

/** Each booking's money in and out: what `takingsOf` needs, one row a booking with any. */
export function moneyByBooking(store: Store): Map<string, { kind: PaymentKind; amountPence: number }[]> {
  const rows = store.all(
    store.db
      .selectFrom("payments")
      .select(["bookingId", "kind", sql<number>`sum("amountPence")`.as("amountPence")])
      .groupBy(["bookingId", "kind"]),
  );
  const byBooking = new Map<string, { kind: PaymentKind; amountPence: number }[]>();
  for (const row of rows) {
    byBooking.set(row.bookingId, [
      ...(byBooking.get(row.bookingId) ?? []),
      { kind: row.kind, amountPence: row.amountPence },
    ]);
  }
  return byBooking;
}

/** Payments and refunds taken from `fromIso` (inclusive) to `toIso` (exclusive), with their booking. */
export function paymentsBetween(store: Store, fromIso: string, toIso: string) {
  return store.all(
    store.db
      .selectFrom("payments")
      .innerJoin("bookings", "bookings.id", "payments.bookingId")
      .select([
        "payments.takenAt",
        "payments.bookingId",
        "payments.kind",
        "payments.amountPence",
        "payments.method",
        "payments.reason",
        "payments.takenBy",
        "bookings.firstName",
        "bookings.lastName",
      ])
      .where("payments.takenAt", ">=", fromIso)
      .where("payments.takenAt", "<", toIso)
      .orderBy("payments.takenAt")
      .orderBy("payments.id"),
  );
}

/** Erasing a person: the free text staff wrote on their payments goes; amounts, dates and methods stay. */
export function erasePaymentTexts(store: Store, bookingIds: string[], marker: string): number {
  let changed = 0;
  // In slices: SQLite binds at most a few thousand values in one statement.
  for (let at = 0; at < bookingIds.length; at += 500) {
    const chunk = bookingIds.slice(at, at + 500);
    changed += store.run(
      store.db
        .updateTable("payments")
        .set({
          note: sql<string | null>`case when note is null then null else ${marker} end`,
          reason: sql<string | null>`case when reason is null then null else ${marker} end`,
        })
        .where("bookingId", "in", chunk),
    ).changes;
  }
  return changed;
}
