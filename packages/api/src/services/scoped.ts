// What a producer sees of the shared use-cases: their own sessions (with the customer's details),
// tonight's list of their own, and their own leave. Owner and staff see everything. Both doors
// call these with the signed-in person, so the scoping is never left to the browser.
import {
  type Attendance,
  type AuditEntry,
  type Booking,
  can,
  currentStudioNight,
  FORBIDDEN_MESSAGE,
  type LeaveInput,
  leaveScope,
  NOT_YOUR_SESSION_MESSAGE,
  type PaymentInput,
  type Principal,
  type ProducerLeave,
  sessionScope,
  REFUND_FORBIDDEN_MESSAGE,
  type StaffBooking,
  type StaffBusy,
  takingsRights,
} from "@studio/domain";
import { findBooking } from "../store/bookings.js";
import { adminDayBookings } from "./admin-bookings.js";
import { bookingHistory } from "./audit.js";
import type { ServiceContext } from "./context.js";
import { addLeave, busyForStaff, type Diary, diary, removeLeave } from "./diary.js";
import { notFound, ServiceError } from "../errors.js";
import { bookingPayments, type PaymentsView, setAttendance, takePayment } from "./payments.js";
import { staffBookings } from "./staff-bookings.js";

const forbidden = () => new ServiceError("forbidden", FORBIDDEN_MESSAGE);
const theirs = (who: Principal, producer: string) => who.producer !== null && producer === who.producer;

/** The work list: every booking with its takings, or a producer's own; each made as it is read. */
export function eachSessionFor(ctx: ServiceContext, who: Principal): Iterable<StaffBooking> {
  const all = staffBookings(ctx);
  if (sessionScope(who.role) === "all") return all;
  return {
    *[Symbol.iterator]() {
      for (const booking of all) if (theirs(who, booking.engineer)) yield booking;
    },
  };
}

export const sessionsFor = (ctx: ServiceContext, who: Principal): StaffBooking[] => [
  ...eachSessionFor(ctx, who),
];

/** A night's sessions; a producer may read only tonight's, and only their own. */
export function nightFor(ctx: ServiceContext, who: Principal, date: string): Booking[] {
  if (sessionScope(who.role) === "all") return adminDayBookings(ctx, date);
  if (date !== currentStudioNight(ctx.clock())) throw forbidden();
  return adminDayBookings(ctx, date).filter((b) => theirs(who, b.engineer));
}

export function historyFor(ctx: ServiceContext, who: Principal, bookingId: string): AuditEntry[] {
  if (sessionScope(who.role) === "own") {
    const row = findBooking(ctx.store, bookingId);
    // Someone else's session is answered like one that does not exist.
    if (!row || !theirs(who, row.engineer)) throw notFound("Booking");
  }
  return bookingHistory(ctx, bookingId);
}

/** A producer's diary is what their REST routes give: their own leave, and no closure (nor its reason). */
export function diaryFor(ctx: ServiceContext, who: Principal): Diary & { busy: StaffBusy[] } {
  const all = { ...diary(ctx), busy: busyForStaff(ctx) };
  if (leaveScope(who.role) === "all") return all;
  // Another producer's busy time (its titles) is not theirs to read.
  return {
    closures: [],
    leave: all.leave.filter((l) => theirs(who, l.engineer)),
    busy: all.busy.filter((b) => theirs(who, b.engineer)),
  };
}

export function addLeaveFor(ctx: ServiceContext, who: Principal, input: LeaveInput): ProducerLeave {
  if (leaveScope(who.role) === "own" && !theirs(who, input.engineer)) throw forbidden();
  return addLeave(ctx, input);
}

export function removeLeaveFor(ctx: ServiceContext, who: Principal, id: string): { id: string } {
  if (leaveScope(who.role) === "own" && !diaryFor(ctx, who).leave.some((l) => l.id === id))
    throw notFound("Leave");
  return removeLeave(ctx, id);
}

/** What `who` may record on a booking's takings: a producer only on their own session. */
function rightsOn(ctx: ServiceContext, who: Principal, bookingId: string) {
  const row = findBooking(ctx.store, bookingId);
  if (!row) throw notFound("Booking");
  return takingsRights((capability) => can(who.role, capability), theirs(who, row.engineer));
}

const notTheirs = () => new ServiceError("forbidden", NOT_YOUR_SESSION_MESSAGE);

export function paymentsFor(ctx: ServiceContext, who: Principal, bookingId: string): PaymentsView {
  if (!rightsOn(ctx, who, bookingId).payments) throw notTheirs();
  return bookingPayments(ctx, bookingId);
}

/** Money taken or given back; a producer takes it on their own sessions and gives none back. */
export function takePaymentFor(
  ctx: ServiceContext,
  who: Principal,
  bookingId: string,
  input: PaymentInput,
): PaymentsView {
  const rights = rightsOn(ctx, who, bookingId);
  if (!rights.payments) throw notTheirs();
  if (input.kind === "refund" && !rights.refunds)
    throw new ServiceError("forbidden", REFUND_FORBIDDEN_MESSAGE);
  return takePayment(ctx, bookingId, input);
}

export function setAttendanceFor(
  ctx: ServiceContext,
  who: Principal,
  bookingId: string,
  attendance: Attendance,
): StaffBooking {
  if (!rightsOn(ctx, who, bookingId).attendance) throw notTheirs();
  return setAttendance(ctx, bookingId, attendance);
}
