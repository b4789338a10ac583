// The staff's bookings: create on any day at any cost, edit, list, and the form's live check.
import {
  type AdminCreateInput,
  adminConflictMessage,
  type Availability,
  type Booking,
  type BookingUpdate,
  checkAvailability,
  CUSTOMER_NOT_EMAILED_NOTE,
  GENERIC_CONFLICT_MESSAGE,
  heldForMessage,
  NO_CHANGES,
  PAST_SESSION_NOTE,
  pastStartIssues,
  type StaffEditOptions,
  staffBookingIssues,
} from "@studio/domain";
import { type BookingRow, bookingsOn, findBooking, toBooking } from "../store/bookings.js";
import { listProducers } from "../store/producers.js";
import { queueChangeNotices } from "./booking-notices.js";
import { activeAround, insertChecked, newBooking, writeBooking } from "./booking-writes.js";
import type { ServiceContext } from "./context.js";
import { priceRuleOf } from "./studio-profile.js";
import { diaryVerdictOn, refuseOnDiary } from "./diary.js";
import { planDeposit, startDeposit, withDeposit } from "./deposit-state.js";
import { keepDepositOnChange } from "./deposits.js";
import { invalidFields, notFound, ServiceError } from "../errors.js";
import {
  type ChangedBooking,
  EVERYONE_AT_ONCE,
  NOBODY,
  planStaffMail,
  undoesChangeTo,
} from "./staff-mail.js";

type StaffFields = { date?: string | undefined; engineer?: string | undefined };

/**
 * Staff bookings name a producer the studio has and a date the diary can hold. An edit checks
 * only what it changes: an old booking, or one with a producer since retired, stays editable.
 */
export function checkStaffFields(ctx: ServiceContext, fields: StaffFields, current?: BookingRow) {
  const changed = {
    date: fields.date === current?.date ? undefined : fields.date,
    engineer: fields.engineer === current?.engineer ? undefined : fields.engineer,
  };
  const producers = listProducers(ctx.store).map((e) => e.name);
  const issues = staffBookingIssues(changed, { now: ctx.clock(), producers });
  if (issues.length > 0) throw invalidFields(issues);
}

/** The admin's booking: any day and any cost, but never an overlap; a closure or leave only when overridden. */
/**
 * A start in the past only when staff say they are recording one, which e-mails nobody; otherwise
 * the customer (unless staff say not to) and the staff are told at once.
 */
export function createAdminBooking(ctx: ServiceContext, input: AdminCreateInput): Booking {
  checkStaffFields(ctx, input);
  const past = pastStartIssues(input, ctx.clock(), input.recordPast === true);
  if (past.length > 0) throw invalidFields(past);
  refuseOnDiary(ctx, input, "staff");
  const price = input.totalCost ?? priceRuleOf(ctx.profile, input.engineer)(input.duration);
  const booking = newBooking(ctx, input, price);
  const mail = input.recordPast
    ? { plan: NOBODY, note: PAST_SESSION_NOTE }
    : input.notifyCustomer === false
      ? { plan: { ...EVERYONE_AT_ONCE, customer: false }, note: CUSTOMER_NOT_EMAILED_NOTE }
      : undefined;
  // Confirmed unless staff ask for a deposit: then provisional under the studio's policy.
  const deposit = input.askDeposit ? planDeposit(ctx, booking, "staff") : null;
  insertChecked(ctx, booking, {
    clash: (clash) => adminConflictMessage(clash, input.date),
    held: heldForMessage,
    guard: deposit ? () => startDeposit(ctx, booking.id, deposit) : undefined,
    mail,
  });
  return withDeposit(ctx, booking);
}

/** The admin's view of a day: full bookings, cancelled ones included. */
export function adminDayBookings(ctx: ServiceContext, date: string): Booking[] {
  return bookingsOn(ctx.store, date).map(toBooking);
}

/** Applies the changed fields; an active booking moved onto another is refused. */
export function updateBooking(
  ctx: ServiceContext,
  id: string,
  changes: BookingUpdate,
  options: StaffEditOptions = {},
): ChangedBooking {
  const given = Object.fromEntries(
    Object.entries(changes).filter(([, v]) => v !== undefined),
  ) as BookingUpdate;
  if (Object.keys(given).length === 0) throw new ServiceError("invalid", NO_CHANGES);
  return writeBooking(ctx, {
    plan: () => {
      const row = findBooking(ctx.store, id);
      if (!row) throw notFound("Booking");
      checkStaffFields(ctx, given, row);
      const { projectDescription, ...rest } = given;
      const {
        startMs: _start,
        endMs: _end,
        ...merged
      } = {
        ...row,
        ...rest,
        ...(projectDescription !== undefined ? { projectDescription: projectDescription || null } : {}),
      };
      refuseEditOnDiary(ctx, row, merged, options);
      const staffMail = planStaffMail(ctx, id, options);
      // Time an edit frees is offered with the edit's own mails, after the undo window.
      return { before: row, after: merged, note: staffMail.note, hold: staffMail.plan.hold, staffMail };
    },
    action: "edited",
    refusals: {
      clash: (clash, after) => adminConflictMessage(clash, after.date),
      race: GENERIC_CONFLICT_MESSAGE,
    },
    alongside: (stored, { before, staffMail }) => {
      keepDepositOnChange(ctx, stored, before.totalCost, "staff", staffMail.plan.hold);
      const after = toBooking(findBooking(ctx.store, id)!);
      const told = queueChangeNotices(ctx, before, after, staffMail.plan);
      // A provisional booking stays one through an edit, and says so.
      const answer = withDeposit(ctx, after);
      return told && staffMail.undo ? { ...answer, undo: staffMail.undo } : answer;
    },
  });
}

/**
 * An active booking moved onto a closed night, a producer's leave or busy time is refused unless
 * staff override it, as a create is. An Undo puts back what was, so it is never refused.
 */
function refuseEditOnDiary(
  ctx: ServiceContext,
  before: BookingRow,
  after: Pick<BookingRow, "status" | "date" | "startTime" | "duration" | "engineer">,
  options: StaffEditOptions,
): void {
  const moved = (["date", "startTime", "duration", "engineer"] as const).some(
    (key) => after[key] !== before[key],
  );
  if (!moved || after.status !== "confirmed" || undoesChangeTo(ctx, before.id, options)) return;
  const now = diaryVerdictOn(ctx, after);
  const was = diaryVerdictOn(ctx, before);
  // A session already where the diary says no (a closure made after it) may still be changed there.
  if (now.ok || (!was.ok && was.message === now.message)) return;
  refuseOnDiary(ctx, { ...after, overrideDiary: options.overrideDiary }, "staff");
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
