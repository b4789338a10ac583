// The archived_bookings table: a snapshot of each cancelled booking until it is restored.
import type { ArchivedBooking } from "@studio/domain";
import type { Selectable } from "kysely";
import type { ArchivedBookingsTable, Store } from "./db.js";
import type { BookingRow } from "./bookings.js";

export type ArchivedRow = Selectable<ArchivedBookingsTable>;

export function toArchivedBooking(row: ArchivedRow): ArchivedBooking {
  return {
    id: row.id,
    originalBookingId: row.originalBookingId,
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
    createdAt: row.createdAt,
    archivedAt: row.archivedAt,
  } as ArchivedBooking;
}

export function archiveSnapshot(store: Store, id: string, booking: BookingRow, archivedAt: string): void {
  const { startMs: _s, endMs: _e, id: originalBookingId, ...fields } = booking;
  const row: ArchivedRow = { ...fields, id, originalBookingId, archivedAt };
  store.run(
    store.db
      .insertInto("archived_bookings")
      .values(row)
      .onConflict((oc) => oc.column("originalBookingId").doUpdateSet({ ...fields, archivedAt })),
  );
}

export function listArchived(store: Store): ArchivedRow[] {
  return store.all(
    store.db.selectFrom("archived_bookings").selectAll().orderBy("archivedAt", "desc").orderBy("id"),
  );
}

/** By the archive row's id, or by the booking's id (both doors of the dashboard know one of them). */
export function findArchived(store: Store, id: string): ArchivedRow | undefined {
  return store.get(
    store.db
      .selectFrom("archived_bookings")
      .selectAll()
      .where((eb) => eb.or([eb("id", "=", id), eb("originalBookingId", "=", id)])),
  );
}

export function deleteArchivedFor(store: Store, bookingId: string): void {
  store.run(store.db.deleteFrom("archived_bookings").where("originalBookingId", "=", bookingId));
}
