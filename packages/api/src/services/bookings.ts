// Booking use-cases. Public and admin doors share these; every rule comes from @studio/domain.
import { randomUUID } from "node:crypto";
import {
  type AdminCreateInput,
  addDays,
  adminConflictMessage,
  type Availability,
  type Booking,
  type BookingInput,
  type BookingStatus,
  type BookingUpdate,
  checkAvailability,
  checkPublicBooking,
  clocksGoForwardMessage,
  GENERIC_CONFLICT_MESSAGE,
  NO_CHANGES,
  type PublicDayBooking,
  pricePenceFor,
  publicConflictMessage,
  RESTORE_TAKEN_MESSAGE,
  restoreConflictMessage,
  sessionInterval,
  staffBookingIssues,
  TIME_CONFLICT_MESSAGE,
  TIME_CONFLICT_TITLE,
  tooManyUpcomingBookingsText,
} from "@studio/domain";
import {
  archiveSnapshot,
  deleteArchivedFor,
  findArchived,
  listArchived,
  toArchivedBooking,
} from "../store/archived-bookings.js";
import {
  type BookingRow,
  activeOnThreeDays,
  bookingsOn,
  countUpcomingForCustomer,
  findBooking,
  findOverlap,
  insertBooking,
  listBookings as listBookingRows,
  publicRowsOn,
  toBooking,
  updateBooking as updateBookingRow,
} from "../store/bookings.js";
import { listEngineers } from "../store/engineers.js";
import { queueBookingNotices, queueChangeNotices } from "./booking-notices.js";
import { recordChange } from "./audit.js";
import type { ServiceContext } from "./context.js";
import { refuseOnDiary } from "./diary.js";
import { invalid, invalidFields, notFound, ServiceError } from "./errors.js";

/** Where a failed public check points on the form. */
const CHECK_FIELD: Record<string, string> = {
  enquiry: "date",
  "closed-day": "date",
  horizon: "date",
  hours: "startTime",
  started: "startTime",
  duration: "duration",
  producer: "engineer",
  price: "totalCost",
};

const conflict = (message: string) => new ServiceError("conflict", message, { title: TIME_CONFLICT_TITLE });

/** Active bookings of the studio days around `date`: the ones a session on `date` could overlap. */
function activeAround(ctx: ServiceContext, date: string): Booking[] {
  return activeOnThreeDays(ctx.store, [addDays(date, -1), date, addDays(date, 1)]).map(toBooking);
}

function intervalOf(slot: { date: string; startTime: string; duration: number }) {
  const interval = sessionInterval(slot);
  if (!interval) throw invalid("startTime", clocksGoForwardMessage(slot.startTime));
  return interval;
}

type StaffFields = { date?: string | undefined; engineer?: string | undefined };

/**
 * Staff bookings name an engineer the studio has and a date the diary can hold. An edit checks
 * only what it changes: an old booking, or one with an engineer since retired, stays editable.
 */
function checkStaffFields(ctx: ServiceContext, fields: StaffFields, current?: BookingRow) {
  const changed = {
    date: fields.date === current?.date ? undefined : fields.date,
    engineer: fields.engineer === current?.engineer ? undefined : fields.engineer,
  };
  const engineers = listEngineers(ctx.store).map((e) => e.name);
  const issues = staffBookingIssues(changed, { now: ctx.clock(), engineers });
  if (issues.length > 0) throw invalidFields(issues);
}

/** True when the store's last-line trigger refused an overlap the checks above it missed. */
const isOverlapTrigger = (error: unknown) =>
  error instanceof Error && /overlaps an active booking/.test(error.message);

/**
 * Check-and-insert in one BEGIN IMMEDIATE transaction, with the customer's receipt and the staff
 * notification written to the outbox in the same transaction. Nothing inside awaits.
 */
function insertChecked(
  ctx: ServiceContext,
  booking: Booking,
  conflictText: (clash: Booking) => string,
  /** Runs in the write transaction before the insert; throws to refuse. */
  guard: () => void = () => {},
): Booking {
  const interval = intervalOf(booking);
  const row: BookingRow = {
    ...booking,
    customerReceiptSent: 0,
    adminNotificationSent: 0,
    startMs: interval.startMs,
    endMs: interval.endMs,
  };
  try {
    ctx.store.transaction(() => {
      guard();
      const clash = findOverlap(ctx.store, interval);
      if (clash) throw conflict(conflictText(toBooking(clash)));
      insertBooking(ctx.store, row);
      recordChange(ctx, "created", null, row);
      queueBookingNotices(ctx, booking, "new");
    });
  } catch (error) {
    if (isOverlapTrigger(error)) throw conflict(TIME_CONFLICT_MESSAGE);
    throw error;
  }
  ctx.mailer.wake();
  return booking;
}

function newBooking(ctx: ServiceContext, input: AdminCreateInput, totalCost: number): Booking {
  return {
    id: randomUUID(),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    date: input.date,
    startTime: input.startTime,
    engineer: input.engineer,
    duration: input.duration,
    totalCost,
    projectDescription: input.projectDescription ? input.projectDescription : null,
    status: "confirmed",
    customerReceiptSent: false,
    adminNotificationSent: false,
    receiptEmailSentAt: null,
    adminEmailSentAt: null,
    cancelledAt: null,
    cancelReason: null,
    createdAt: ctx.clock().toISOString(),
  };
}

/** A visitor's booking: every public rule of spec §5, a bookable producer, the table's price. */
export function createPublicBooking(ctx: ServiceContext, input: BookingInput): Booking {
  const bookings = activeAround(ctx, input.date);
  const bookableEngineers = listEngineers(ctx.store)
    .filter((e) => e.bookable === 1)
    .map((e) => e.name);
  const verdict = checkPublicBooking({ ...input, bookings, bookableEngineers, now: ctx.clock() });
  if (!verdict.ok) {
    if (verdict.reason === "conflict") throw conflict(publicConflictMessage(verdict.clash));
    throw invalid(CHECK_FIELD[verdict.reason] ?? "date", verdict.message, verdict.title);
  }
  refuseOnDiary(ctx, input);
  return insertChecked(ctx, newBooking(ctx, input, input.totalCost), publicConflictMessage, () =>
    checkCustomerLimit(ctx, input),
  );
}

/** A customer (same e-mail or phone) holds at most UPCOMING_BOOKINGS_PER_CUSTOMER upcoming bookings. */
function checkCustomerLimit(ctx: ServiceContext, input: BookingInput): void {
  const max = ctx.upcomingBookingsPerCustomer;
  if (max === undefined) return;
  if (countUpcomingForCustomer(ctx.store, input, ctx.clock().getTime()) >= max)
    throw new ServiceError("throttled", tooManyUpcomingBookingsText(max, ctx.profile));
}

/** The admin's booking: any day and any cost, but never an overlap; a closure or leave only when overridden. */
export function createAdminBooking(ctx: ServiceContext, input: AdminCreateInput): Booking {
  checkStaffFields(ctx, input);
  refuseOnDiary(ctx, input, { admin: true });
  const booking = newBooking(ctx, input, input.totalCost ?? pricePenceFor(input.duration));
  return insertChecked(ctx, booking, (clash) => adminConflictMessage(clash, input.date));
}

export function listBookings(ctx: ServiceContext): Booking[] {
  return listBookingRows(ctx.store).map(toBooking);
}

/** The public view of a day: what the grid needs, never who booked (DESIGN §3.5). */
export function publicDayBookings(ctx: ServiceContext, date: string): PublicDayBooking[] {
  return publicRowsOn(ctx.store, date);
}

/** The admin's view of a day: full bookings, cancelled ones included. */
export function adminDayBookings(ctx: ServiceContext, date: string): Booking[] {
  return bookingsOn(ctx.store, date).map(toBooking);
}

/** Applies the changed fields; an active booking moved onto another is refused. */
export function updateBooking(ctx: ServiceContext, id: string, changes: BookingUpdate): Booking {
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as BookingUpdate;
  if (Object.keys(given).length === 0) throw new ServiceError("invalid", NO_CHANGES);
  try {
    const updated = ctx.store.transaction(() => {
      const row = findBooking(ctx.store, id);
      if (!row) throw notFound("Booking");
      checkStaffFields(ctx, given, row);
      const { projectDescription, ...rest } = given;
      const merged: BookingRow = {
        ...row,
        ...rest,
        ...(projectDescription !== undefined ? { projectDescription: projectDescription || null } : {}),
      };
      const interval = intervalOf(merged);
      if (merged.status === "confirmed") {
        const clash = findOverlap(ctx.store, interval, id);
        if (clash) throw conflict(adminConflictMessage(toBooking(clash), merged.date));
      }
      const { id: _id, ...patch } = { ...merged, startMs: interval.startMs, endMs: interval.endMs };
      updateBookingRow(ctx.store, id, patch);
      recordChange(ctx, "edited", row, merged);
      const after = toBooking(findBooking(ctx.store, id)!);
      queueChangeNotices(ctx, row, after);
      return after;
    });
    ctx.mailer.wake();
    return updated;
  } catch (error) {
    if (isOverlapTrigger(error)) throw conflict(GENERIC_CONFLICT_MESSAGE);
    throw error;
  }
}

/** Makes a cancelled booking active again, if its slot is still free; clears its archive row. */
function restoreRow(ctx: ServiceContext, row: BookingRow): Booking {
  if (row.status !== "cancelled") {
    deleteArchivedFor(ctx.store, row.id);
    return toBooking(row);
  }
  const clash = findOverlap(ctx.store, row, row.id);
  if (clash) {
    throw conflict(restoreConflictMessage(toBooking(clash), row.date));
  }
  updateBookingRow(ctx.store, row.id, { status: "confirmed", cancelledAt: null, cancelReason: null });
  deleteArchivedFor(ctx.store, row.id);
  const restoredRow = findBooking(ctx.store, row.id)!;
  recordChange(ctx, "restored", row, restoredRow);
  const restored = toBooking(restoredRow);
  queueBookingNotices(ctx, restored, "restored");
  return restored;
}

function inWriteTransaction<T>(ctx: ServiceContext, fn: () => T): T {
  try {
    const result = ctx.store.transaction(fn);
    ctx.mailer.wake();
    return result;
  } catch (error) {
    if (isOverlapTrigger(error)) throw conflict(RESTORE_TAKEN_MESSAGE);
    throw error;
  }
}

/** Archives the booking (with the staff's reason, if given) and frees its slot; both sides are told. Call inside a transaction. */
export function cancelRow(
  ctx: ServiceContext,
  row: BookingRow,
  by: "staff" | "customer",
  reason?: string,
): Booking {
  if (row.status === "cancelled") return toBooking(row);
  const now = ctx.clock().toISOString();
  const cancelReason = reason ? reason : null;
  updateBookingRow(ctx.store, row.id, { status: "cancelled", cancelledAt: now, cancelReason });
  const cancelledRow = findBooking(ctx.store, row.id)!;
  archiveSnapshot(ctx.store, randomUUID(), cancelledRow, now);
  recordChange(ctx, "cancelled", row, cancelledRow, cancelReason);
  const cancelled = toBooking(cancelledRow);
  queueBookingNotices(ctx, cancelled, "cancelled", { by });
  return cancelled;
}

/**
 * Cancel archives a snapshot, keeping the staff's reason if given; confirm restores (re-checking
 * the slot). Same status: unchanged.
 */
export function setBookingStatus(
  ctx: ServiceContext,
  id: string,
  status: BookingStatus,
  reason?: string,
): Booking {
  return inWriteTransaction(ctx, () => {
    const row = findBooking(ctx.store, id);
    if (!row) throw notFound("Booking");
    if (status === "confirmed") return restoreRow(ctx, row);
    return cancelRow(ctx, row, "staff", reason);
  });
}

export function listArchivedBookings(ctx: ServiceContext) {
  return listArchived(ctx.store).map(toArchivedBooking);
}

/** Restore from the Archive tab: `id` is the archive row's id (or the booking's). */
export function restoreArchivedBooking(ctx: ServiceContext, id: string): Booking {
  return inWriteTransaction(ctx, () => {
    const archived = findArchived(ctx.store, id);
    if (!archived) throw notFound("Archived booking");
    const row = findBooking(ctx.store, archived.originalBookingId);
    if (!row) throw notFound("Booking");
    return restoreRow(ctx, row);
  });
}

/** The admin form's live check: conflicts by name, and free start times to suggest. */
export function availability(
  ctx: ServiceContext,
  query: { date: string; startTime: string; duration: number; excludeId?: string | undefined },
): Availability {
  return checkAvailability({
    ...query,
    bookings: activeAround(ctx, query.date),
    ...(query.excludeId ? { excludeId: query.excludeId } : {}),
  });
}
