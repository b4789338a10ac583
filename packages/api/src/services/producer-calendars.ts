// Producers' own calendars: a producer adds their own (the owner anyone's), the server reads each
// when added, on "Sync now" and every 15 minutes (backing off after failures), and their busy
// times block the producer as leave does (diary.ts). A failed read keeps the last good busy times.
// The address is a secret: no answer, log or mail carries it, only its hint.
import { randomUUID } from "node:crypto";
import {
  busyHorizon,
  type BusyEvent,
  type CalendarInput,
  type CalendarSubscription,
  can,
  FORBIDDEN_MESSAGE,
  type Interval,
  type Principal,
  urlHint,
} from "@studio/domain";
import {
  type CalendarBusy,
  type CalendarReader,
  NotACalendarError,
  readCalendar,
} from "../calendars/read-calendar.js";
import { CalendarFetchError, type FetchOptions, fetchCalendar } from "../calendars/fetch-calendar.js";
import { invalid, notFound, ServiceError } from "../errors.js";
import {
  type CalendarRow,
  calendarBusyBetween,
  calendarById,
  calendarsDue,
  deleteCalendar,
  insertCalendar,
  listCalendars,
  saveRead,
} from "../store/calendars.js";
import { listProducers } from "../store/producers.js";
import type { ServiceContext } from "./context.js";
import { tellOfClashes } from "./busy-clashes.js";
import { recordFailedRead } from "./calendar-failures.js";
import { startPolling } from "./polling.js";

const READ_EVERY_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

const forbidden = () => new ServiceError("forbidden", FORBIDDEN_MESSAGE);
/** Owner and staff see every producer's calendars; a producer only their own. */
const seesAll = (who: Principal) => can(who.role, "calendars") || can(who.role, "diary");

function mayUse(who: Principal, producer: string): boolean {
  return seesAll(who) || (who.producer !== null && who.producer === producer);
}

const fetchOptions = (ctx: ServiceContext, horizon: Interval): FetchOptions => ({
  allowHosts: ctx.calendarAllowHosts ?? [],
  horizon,
});

function subscriptionOf(row: CalendarRow, busyCount: number): CalendarSubscription {
  return {
    id: row.id,
    engineer: row.engineer,
    label: row.label,
    urlHint: urlHint(row.url),
    lastReadAt: row.lastReadAt,
    lastError: row.lastError,
    busyCount,
  };
}

/** A calendar the signed-in person may use; another producer's is answered like one that does not exist. */
function calendarFor(ctx: ServiceContext, who: Principal, id: string): CalendarRow {
  const row = calendarById(ctx.store, id);
  if (!row || !mayUse(who, row.engineer)) throw notFound("Calendar");
  return row;
}

export function listCalendarsFor(ctx: ServiceContext, who: Principal): CalendarSubscription[] {
  return listCalendars(ctx.store)
    .filter((row) => mayUse(who, row.engineer))
    .map((row) => subscriptionOf(row, row.busyCount));
}

const subscriptionById = (ctx: ServiceContext, id: string) =>
  listCalendars(ctx.store)
    .filter((row) => row.id === id)
    .map((row) => subscriptionOf(row, row.busyCount))[0] as CalendarSubscription;

type Read =
  | { ok: true; busy: CalendarBusy[] | null; etag: string | null; lastModified: string | null }
  | { ok: false; error: CalendarFetchError | NotACalendarError };

/** A calendar's state after a good read: its validators kept, read now, healthy, the next read in 15 minutes. */
function afterGoodRead(read: Extract<Read, { ok: true }>, now: Date) {
  return {
    etag: read.etag,
    lastModified: read.lastModified,
    lastReadAt: now.toISOString(),
    lastError: null,
    failingSince: null,
    failures: 0,
    ownerToldAt: null,
    nextReadAt: new Date(now.getTime() + READ_EVERY_MS).toISOString(),
  } satisfies Partial<CalendarRow>;
}

/** A calendar read on the server's thread, where the host gives no reader of its own. */
const readHere: CalendarReader = async (text, horizon) => readCalendar(text, horizon);

/** Fetches and reads a calendar over the horizon; `busy` null: unchanged since the last read. */
async function read(
  ctx: ServiceContext,
  url: string,
  last: Pick<CalendarRow, "etag" | "lastModified">,
): Promise<Read> {
  try {
    const horizon = busyHorizon(ctx.clock());
    const answer = await fetchCalendar(url, last, fetchOptions(ctx, horizon));
    if (answer.kind === "unchanged")
      return { ok: true, busy: null, etag: last.etag, lastModified: last.lastModified };
    const busy = await (ctx.calendarReader ?? readHere)(answer.text, horizon);
    return { ok: true, busy, etag: answer.etag, lastModified: answer.lastModified };
  } catch (error) {
    if (error instanceof CalendarFetchError || error instanceof NotACalendarError)
      return { ok: false, error };
    throw error;
  }
}

/** POST /api/admin/calendars: read once before answering; nothing is kept when it cannot be read. */
export async function addCalendar(
  ctx: ServiceContext,
  who: Principal,
  input: CalendarInput,
): Promise<CalendarSubscription> {
  if (!mayUse(who, input.engineer) || (!can(who.role, "calendars") && !can(who.role, "ownLeave")))
    throw forbidden();
  if (!listProducers(ctx.store).some((producer) => producer.name === input.engineer))
    throw invalid("engineer", `Unknown producer: ${input.engineer}`);
  const result = await read(ctx, input.url, { etag: null, lastModified: null });
  if (!result.ok) throw invalid("url", result.error.message);
  const now = ctx.clock();
  const row: CalendarRow = {
    id: randomUUID(),
    engineer: input.engineer,
    label: input.label,
    url: input.url,
    ...afterGoodRead(result, now),
    createdAt: now.toISOString(),
  };
  ctx.store.transaction(() => {
    insertCalendar(ctx.store, row);
    saveRead(ctx.store, row.id, {}, result.busy ?? []);
  });
  tellOfClashes(ctx, row.engineer);
  return subscriptionById(ctx, row.id);
}

/** Reads one calendar now and records the outcome: a failure keeps the last good busy times. */
async function readNow(ctx: ServiceContext, row: CalendarRow): Promise<void> {
  const result = await read(ctx, row.url, row);
  const now = ctx.clock();
  if (!calendarById(ctx.store, row.id)) return; // deleted while it was being read
  if (result.ok) {
    saveRead(ctx.store, row.id, afterGoodRead(result, now), result.busy);
    if (result.busy !== null) tellOfClashes(ctx, row.engineer);
    return;
  }
  // As it is now: another read (Sync now) may have recorded a failure since this one began.
  const current = calendarById(ctx.store, row.id);
  if (!current) return;
  const wait = Math.min(READ_EVERY_MS * 2 ** current.failures, MAX_BACKOFF_MS);
  recordFailedRead(ctx, current, result.error.message, wait);
}

/** POST /api/admin/calendars/{id}/sync: read now, whatever the back-off says. */
export async function syncCalendar(
  ctx: ServiceContext,
  who: Principal,
  id: string,
): Promise<CalendarSubscription> {
  await readNow(ctx, calendarFor(ctx, who, id));
  const row = calendarById(ctx.store, id);
  if (!row) throw notFound("Calendar");
  return subscriptionById(ctx, id);
}

/** DELETE /api/admin/calendars/{id}: its busy times go with it. */
export function removeCalendar(ctx: ServiceContext, who: Principal, id: string): { id: string } {
  calendarFor(ctx, who, id);
  if (deleteCalendar(ctx.store, id) === 0) throw notFound("Calendar");
  return { id };
}

/** GET /api/admin/calendars/{id}/busy?from=&to=: what staff see of each busy time. */
export function calendarBusyFor(
  ctx: ServiceContext,
  who: Principal,
  id: string,
  range: { from: string; to: string },
): BusyEvent[] {
  calendarFor(ctx, who, id);
  const fromMs = Date.parse(range.from);
  const toMs = Date.parse(range.to);
  if (toMs <= fromMs) throw invalid("to", "to must be after from");
  return calendarBusyBetween(ctx.store, id, fromMs, toMs).map((block) => ({
    start: new Date(block.startMs).toISOString(),
    end: new Date(block.endMs).toISOString(),
    title: block.title,
    allDay: block.allDay,
  }));
}

let reading: Promise<void> | null = null;

/** Reads every calendar that is due, one after another; a look while one runs waits for the next. */
function readDueCalendars(ctx: ServiceContext): Promise<void> {
  if (reading) return reading;
  reading = (async () => {
    for (const row of calendarsDue(ctx.store, ctx.clock().toISOString())) await readNow(ctx, row);
  })().finally(() => {
    reading = null;
  });
  return reading;
}

/** Looks for due calendars now and every minute (main.ts starts it with the other jobs). */
export function startCalendarReads(
  ctx: ServiceContext,
  onError: (error: unknown) => void,
  everyMs = 60_000,
): () => void {
  return startPolling(() => readDueCalendars(ctx).catch(onError), onError, everyMs);
}
