// The archived_bookings table: a snapshot of each cancelled booking until it is restored.
import type { ArchivedBooking } from "@studio/domain";
import type { Selectable } from "kysely";
import type { Store } from "./store.js";
import type { ArchivedBookingsTable } from "./tables.js";
import { type BookingRow, toBooking } from "./bookings.js";

export type ArchivedRow = Selectable<ArchivedBookingsTable>;

export function toArchivedBooking(row: ArchivedRow): ArchivedBooking {
  const { originalBookingId, archivedAt, status, ...fields } = row;
  // An archived row is a booking row plus its archive fields; its status is whatever it was.
  return { ...toBooking({ ...fields, status: "cancelled" }), status, originalBookingId, archivedAt };
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
