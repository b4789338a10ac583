// The bookings table. Rows map to the domain's Booking in one place: toBooking.
import { type Booking, isSameCustomer, PUBLIC_DAY_FIELD_NAMES } from "@studio/domain";
import { type Kysely, type Selectable, sql } from "kysely";
import { overlapQueryOf } from "./overlap.js";
import type { Store } from "./store.js";
import type { BookingsTable, DB } from "./tables.js";

export type BookingRow = Selectable<BookingsTable>;

// A literal, not a bound parameter: SQLite only uses the partial index `... where status = 'confirmed'`
// when the query names the same constant (with `status = ?` the overlap check scanned the table).
const CONFIRMED = sql<BookingsTable["status"]>`'confirmed'`;

/** The stored row as the API answers it (also the shared part of an archived booking). */
export function toBooking(row: Omit<BookingRow, "startMs" | "endMs">): Booking {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    date: row.date,
    startTime: row.startTime,
    engineer: row.engineer,
    duration: row.duration,
    totalCost: row.totalCost,
    projectDescription: row.projectDescription,
    status: row.status,
    customerReceiptSent: row.customerReceiptSent === 1,
    adminNotificationSent: row.adminNotificationSent === 1,
    receiptEmailSentAt: row.receiptEmailSentAt,
    adminEmailSentAt: row.adminEmailSentAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt,
  };
}

export function insertBooking(store: Store, row: BookingRow): void {
  store.run(store.db.insertInto("bookings").values(row));
}

export function findBooking(store: Store, id: string): BookingRow | undefined {
  return store.get(store.db.selectFrom("bookings").selectAll().where("id", "=", id));
}

export function listBookings(store: Store): BookingRow[] {
  return store.all(store.db.selectFrom("bookings").selectAll().orderBy("createdAt", "desc").orderBy("id"));
}

const activeOnThreeDaysQuery = (db: Kysely<DB>, before: string, day: string, after: string) =>
  db
    .selectFrom("bookings")
    .selectAll()
    .where("date", "in", [before, day, after])
    .where("status", "=", CONFIRMED)
    .orderBy("startMs");

/** Active bookings of three studio days (a night and its neighbours), in session order. */
export function activeOnThreeDays(store: Store, [before, day, after]: readonly [string, string, string]) {
  return store.compiled(activeOnThreeDaysQuery).all(before, day, after);
}

/** Every booking of a studio day, cancelled ones too, in session order (the admin's day). */
export function bookingsOn(store: Store, date: string): BookingRow[] {
  return store.all(store.db.selectFrom("bookings").selectAll().where("date", "=", date).orderBy("startMs"));
}

export const publicDayQuery = (db: Kysely<DB>, date: string) =>
  db
    .selectFrom("bookings")
    .select(PUBLIC_DAY_FIELD_NAMES)
    .where("date", "=", date)
    .where("status", "=", CONFIRMED)
    .orderBy("startMs");

/** What the public grid may see of a day's active bookings: no customer data (docs/decisions.md). */
export function publicRowsOn(store: Store, date: string) {
  return store.compiled(publicDayQuery).all(date);
}

/** The grid's fields of the active bookings from studio day `from` to `to`: no customer data. */
export function publicRowsBetween(store: Store, from: string, to: string) {
  return store.all(
    store.db
      .selectFrom("bookings")
      .select(PUBLIC_DAY_FIELD_NAMES)
      .where("date", ">=", from)
      .where("date", "<=", to)
      .where("status", "=", CONFIRMED),
  );
}

export const overlapQuery = overlapQueryOf("bookings");

/** The first active booking overlapping [startMs, endMs) other than `excludeId`. Back-to-back is not an overlap. */
export function findOverlap(
  store: Store,
  interval: { startMs: number; endMs: number },
  excludeId = "",
): BookingRow | undefined {
  return store.compiled(overlapQuery).get(interval.startMs, interval.endMs, excludeId);
}

export function updateBooking(store: Store, id: string, patch: Partial<Omit<BookingRow, "id">>): void {
  if (Object.keys(patch).length === 0) return;
  store.run(store.db.updateTable("bookings").set(patch).where("id", "=", id));
}

export function upcomingConfirmed(store: Store, nowMs: number): BookingRow[] {
  return store.all(
    store.db
      .selectFrom("bookings")
      .selectAll()
      .where("status", "=", CONFIRMED)
      .where("endMs", ">", nowMs)
      .orderBy("startMs"),
  );
}

const upcomingCustomersQuery = (db: Kysely<DB>, nowMs: number) =>
  db
    .selectFrom("bookings")
    .select(["email", "phone"])
    .where("status", "=", CONFIRMED)
    .where("startMs", ">", nowMs);

/**
 * Upcoming confirmed bookings of one customer, by the domain's one rule of who a customer is (the
 * same e-mail in any case, or the same phone however it is written). On the partial index of
 * confirmed bookings by start: the upcoming ones are a few hundred at most.
 */
export function countUpcomingForCustomer(
  store: Store,
  customer: { email: string; phone: string },
  nowMs: number,
): number {
  return store
    .compiled(upcomingCustomersQuery)
    .all(nowMs)
    .filter((booked) => isSameCustomer(customer, booked)).length;
}
