// Closures and producer leave: staff keep them; the booking use-cases consult them through the
// domain's checkDiary. A new closure never cancels anything: it lists the bookings inside it.
import { randomUUID } from "node:crypto";
import {
  type Booking,
  bookingsInside,
  busyHorizon,
  type Closure,
  type ClosureInput,
  checkDiary,
  DEFAULT_CLOSURE_TEXT,
  type LeaveInput,
  type NightNotice,
  nightNotice,
  OVERRIDE_HINT,
  type ProducerLeave,
  type StaffBusy,
} from "@studio/domain";
import { listBookings, toBooking } from "../store/bookings.js";
import {
  closuresBetween,
  deleteClosure,
  deleteLeave,
  insertClosure,
  insertLeave,
  leaveBetween,
} from "../store/diary.js";
import { busyOnNights, staffBusyBetween } from "../store/calendars.js";
import { listProducers } from "../store/producers.js";
import type { ServiceContext } from "./context.js";
import { nightCache } from "./night-cache.js";
import { sweepWaitlist } from "./waitlist.js";
import { invalid, notFound, ServiceError } from "../errors.js";

export interface Diary {
  closures: Closure[];
  leave: ProducerLeave[];
}

export function diary(ctx: ServiceContext): Diary {
  return { closures: closuresBetween(ctx.store), leave: leaveBetween(ctx.store) };
}

const DAY_MS = 86_400_000;

/** Producers' busy times for staff: a month back (the calendar's last month) to the horizon's end. */
export function busyForStaff(ctx: ServiceContext): StaffBusy[] {
  const horizon = busyHorizon(ctx.clock());
  return staffBusyBetween(ctx.store, horizon.startMs - 31 * DAY_MS, horizon.endMs);
}

/** A night and producer, with the session when there is one (then the producer's own calendar counts too). */
type DiarySlot = { date: string; engineer: string; startTime?: string; duration?: number };

/**
 * Who a refusal answers: a visitor (a 400 naming the field), staff (a 409 they may override with
 * `overrideDiary: true`), or a customer moving their own booking (a 409).
 */
export type DiaryAsker = "visitor" | "staff" | "customer";

/** What the diary says of a booking's night: a closed night, a producer away or busy, or yes. */
export const diaryVerdictOn = (ctx: ServiceContext, slot: DiarySlot) =>
  checkDiary(
    slot,
    closuresBetween(ctx.store, slot.date, slot.date),
    leaveBetween(ctx.store, slot.date, slot.date),
    busyOnNights(ctx.store, slot.date, slot.date),
  );

/** The one diary check of a booking's night: a closed night, a producer away or busy is refused. */
export function refuseOnDiary(
  ctx: ServiceContext,
  slot: DiarySlot & { overrideDiary?: boolean | undefined },
  asker: DiaryAsker = "visitor",
): void {
  const verdict = diaryVerdictOn(ctx, slot);
  if (verdict.ok) return;
  if (asker === "visitor") {
    throw invalid(verdict.reason === "closed" ? "date" : "engineer", verdict.message, verdict.title);
  }
  if (asker === "customer") throw new ServiceError("conflict", verdict.message, { title: verdict.title });
  if (slot.overrideDiary === true) return;
  throw new ServiceError("conflict", `${verdict.message} ${OVERRIDE_HINT}`, {
    title: verdict.title,
    issues: [{ path: "overrideDiary", message: verdict.message }],
  });
}

/**
 * What the public grid says about a night: closed (with its public text), and who is away. Kept in
 * memory until the database changes (night-cache.ts), frozen as every caller shares it.
 */
export function publicNightNotice(ctx: ServiceContext, date: string): Readonly<NightNotice> {
  return nightCache(ctx.store).get(`notice ${date}`, () => {
    const notice = nightNotice(
      date,
      closuresBetween(ctx.store, date, date),
      leaveBetween(ctx.store, date, date),
      busyOnNights(ctx.store, date, date),
    );
    Object.freeze(notice.away);
    Object.freeze(notice.busy);
    return Object.freeze(notice);
  });
}

export interface ClosureCreated {
  closure: Closure;
  /** Active bookings on the closed nights: for staff to handle, never cancelled here. */
  affected: Booking[];
}

export function addClosure(ctx: ServiceContext, input: ClosureInput): ClosureCreated {
  // The input is parsed: it holds the closure's fields and nothing else.
  const closure: Closure = {
    id: randomUUID(),
    ...input,
    publicText: input.publicText ?? DEFAULT_CLOSURE_TEXT,
  };
  insertClosure(ctx.store, closure, ctx.clock().toISOString());
  return { closure, affected: bookingsInside(closure, listBookings(ctx.store).map(toBooking)) };
}

export function addLeave(ctx: ServiceContext, input: LeaveInput): ProducerLeave {
  if (!listProducers(ctx.store).some((producer) => producer.name === input.engineer)) {
    throw invalid("engineer", `Unknown producer: ${input.engineer}`);
  }
  const leave: ProducerLeave = {
    id: randomUUID(),
    engineer: input.engineer,
    startDate: input.startDate,
    endDate: input.endDate,
    note: input.note ? input.note : null,
  };
  insertLeave(ctx.store, leave, ctx.clock().toISOString());
  return leave;
}

export function removeClosure(ctx: ServiceContext, id: string): { id: string } {
  if (deleteClosure(ctx.store, id) === 0) throw notFound("Closure");
  sweepWaitlist(ctx);
  return { id };
}

export function removeLeave(ctx: ServiceContext, id: string): { id: string } {
  if (deleteLeave(ctx.store, id) === 0) throw notFound("Leave");
  sweepWaitlist(ctx);
  return { id };
}
