// The staff's bookings: create on any day at any cost, edit, list, and the form's live check.
import {
  type AdminCreateInput,
  adminConflictMessage,
  type Availability,
  type Booking,
  type BookingUpdate,
  checkAvailability,
  GENERIC_CONFLICT_MESSAGE,
  heldForMessage,
  NO_CHANGES,
  pricePenceFor,
  staffBookingIssues,
} from "@studio/domain";
import {
  type BookingRow,
  bookingsOn,
  findBooking,
  findOverlap,
  listBookings as listBookingRows,
  toBooking,
  updateBooking as updateBookingRow,
} from "../store/bookings.js";
import { listEngineers } from "../store/engineers.js";
import { recordChange } from "./audit.js";
import { queueChangeNotices } from "./booking-notices.js";
import {
  activeAround,
  conflict,
  insertChecked,
  intervalOf,
  isOverlapTrigger,
  newBooking,
} from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { refuseOnDiary } from "./diary.js";
import { invalidFields, notFound, ServiceError } from "./errors.js";

type StaffFields = { date?: string | undefined; engineer?: string | undefined };

/**
 * Staff bookings name an engineer the studio has and a date the diary can hold. An edit checks
 * only what it changes: an old booking, or one with an engineer since retired, stays editable.
 */
export function checkStaffFields(ctx: ServiceContext, fields: StaffFields, current?: BookingRow) {
  const changed = {
    date: fields.date === current?.date ? undefined : fields.date,
    engineer: fields.engineer === current?.engineer ? undefined : fields.engineer,
  };
  const engineers = listEngineers(ctx.store).map((e) => e.name);
  const issues = staffBookingIssues(changed, { now: ctx.clock(), engineers });
  if (issues.length > 0) throw invalidFields(issues);
}

/** The admin's booking: any day and any cost, but never an overlap; a closure or leave only when overridden. */
export function createAdminBooking(ctx: ServiceContext, input: AdminCreateInput): Booking {
  checkStaffFields(ctx, input);
  refuseOnDiary(ctx, input, { admin: true });
  const booking = newBooking(ctx, input, input.totalCost ?? pricePenceFor(input.duration));
  return insertChecked(
    ctx,
    booking,
    (clash) => adminConflictMessage(clash, input.date),
    undefined,
    heldForMessage,
  );
}

export function listBookings(ctx: ServiceContext): Booking[] {
  return listBookingRows(ctx.store).map(toBooking);
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
