/**
 * Property tests of the studio-day model and the slot logic against a brute-force oracle that
 * knows nothing of dayjs: it reads London's wall clock minute by minute through Intl, finds a
 * session's start by walking the minutes, closes the night at the first minute that reads 06:00,
 * and calls two sessions overlapping when they share a minute. Dates lean on the clock-change
 * nights (last Sundays of March and October, and the days around them).
 */
import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";
import { checkAvailability, findConflict, freeStartTimes } from "./availability.js";
import { checkPublicBooking } from "./checks.js";
import { DURATIONS, pricePenceFor } from "./money.js";
import {
  closingMs,
  hasSlotStarted,
  londonDateTime,
  londonInstant,
  START_TIMES,
  sessionInterval,
} from "./schedule.js";
import { type DayBooking, fittingDurations, findOverlap, startGrid } from "./slots.js";

// ---------------------------------------------------------------------------------------------
// The oracle

// A few thousand wall-clock readings per property: more than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const MINUTE = 60_000;
const wallFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const wallCache = new Map<number, string>();

/** London's wall clock at an instant: 'YYYY-MM-DD HH:MM'. */
function wall(ms: number): string {
  let text = wallCache.get(ms);
  if (text === undefined) {
    if (wallCache.size > 200_000) wallCache.clear();
    const parts = Object.fromEntries(wallFormat.formatToParts(ms).map((p) => [p.type, p.value]));
    text = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
    wallCache.set(ms, text);
  }
  return text;
}

function plusDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const readingCache = new Map<string, number | null>();

/** The first minute whose London wall clock reads `date time`, or null when none does. */
function firstMinuteReading(date: string, time: string): number | null {
  const key = `${date} ${time}`;
  const known = readingCache.get(key);
  if (known !== undefined) return known;
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const [hh, mm] = time.split(":").map(Number) as [number, number];
  const naive = Date.UTC(y, m - 1, d, hh, mm);
  let found: number | null = null;
  for (let ms = naive - 180 * MINUTE; ms <= naive + 180 * MINUTE && found === null; ms += MINUTE) {
    if (wall(ms) === key) found = ms;
  }
  readingCache.set(key, found);
  return found;
}

interface Session {
  date: string;
  startTime: string;
  duration: number;
}

/** The session's minutes [from, to) as instants; null when its start never shows on a clock. */
function oracleSpan(s: Session): { from: number; to: number } | null {
  const calendarDate = s.startTime < "06:00" ? plusDays(s.date, 1) : s.date;
  const from = firstMinuteReading(calendarDate, s.startTime);
  return from === null ? null : { from, to: from + s.duration * 60 * MINUTE };
}

/** The minute the studio night of `date` closes: the first that reads 06:00 the next morning. */
const oracleClosing = (date: string) => firstMinuteReading(plusDays(date, 1), "06:00")!;

/** True when the two sessions share at least one minute. */
function shareAMinute(a: { from: number; to: number }, b: { from: number; to: number }): boolean {
  for (let ms = a.from; ms < a.to; ms += MINUTE) if (ms >= b.from && ms < b.to) return true;
  return false;
}

function oracleClash(candidate: Session, bookings: readonly DayBooking[], excludeId?: string): DayBooking[] {
  const span = oracleSpan(candidate);
  if (!span) return [];
  return bookings.filter((b) => {
    if (b.status === "cancelled" || (excludeId !== undefined && b.id === excludeId)) return false;
    const other = oracleSpan(b);
    return other !== null && shareAMinute(span, other);
  });
}

/** A session fits when its start exists, every minute is before closing, and it shares none. */
function oracleFits(candidate: Session, bookings: readonly DayBooking[], excludeId?: string): boolean {
  const span = oracleSpan(candidate);
  return (
    span !== null &&
    span.to <= oracleClosing(candidate.date) &&
    oracleClash(candidate, bookings, excludeId).length === 0
  );
}

// ---------------------------------------------------------------------------------------------
// Generators

function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)); // day 0 of the next month
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

const anyDate = fc.integer({ min: 0, max: 12 * 366 }).map((n) => plusDays("2024-01-01", n));
/** The studio days around a clock change: the Saturday night holds it. */
const clockChangeDate = fc
  .record({
    year: fc.integer({ min: 2024, max: 2036 }),
    month: fc.constantFrom(3, 10),
    offset: fc.integer({ min: -2, max: 1 }),
  })
  .map(({ year, month, offset }) => plusDays(lastSunday(year, month), offset));
const date = fc.oneof({ arbitrary: clockChangeDate, weight: 3 }, { arbitrary: anyDate, weight: 1 });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const anyTime = fc.integer({ min: 0, max: 1439 }).map(hhmm);
const startTime = fc.oneof(
  { arbitrary: fc.constantFrom(...START_TIMES), weight: 3 },
  { arbitrary: anyTime, weight: 1 },
);
const duration = fc.constantFrom(...DURATIONS);

/** Up to five bookings on the studio days before, of and after `day`, some cancelled. */
const bookingsAround = (day: string) =>
  fc
    .array(
      fc.record({
        offset: fc.integer({ min: -1, max: 1 }),
        startTime,
        duration,
        cancelled: fc.boolean(),
      }),
      { maxLength: 5 },
    )
    .map((list) =>
      list.map(
        (b, i): DayBooking => ({
          id: `b${i}`,
          date: plusDays(day, b.offset),
          startTime: b.startTime,
          duration: b.duration,
          status: b.cancelled ? "cancelled" : "confirmed",
          firstName: "Ada",
          lastName: `L${i}`,
        }),
      ),
    );

const night = date.chain((day) => fc.record({ day: fc.constant(day), bookings: bookingsAround(day) }));
const RUNS = { numRuns: 300 };

// The domain is typed without Node or the DOM; the summary only needs to print a line.
declare const console: { log(text: string): void };

const tried: { name: string; runs: number; held: number }[] = [];

/** fc.assert that also counts the runs for the summary printed at the end. */
function holds<T>(property: fc.IProperty<T>, params: fc.Parameters<T>, label?: string): void {
  const details = fc.check(property, params);
  const name = label ?? (expect.getState().currentTestName ?? "").split(" > ").at(-1)!.split(":")[0]!;
  tried.push({ name, runs: details.numRuns, held: details.failed ? details.numRuns - 1 : details.numRuns });
  if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? "property failed");
}

afterAll(() => {
  const width = Math.max(...tried.map((t) => t.name.length));
  console.log(
    [
      "Domain properties against the minute-by-minute oracle: runs tried and held",
      ...tried.map(
        (t) => `| ${t.name.padEnd(width)} | ${String(t.runs).padStart(4)} | ${String(t.held).padStart(4)} |`,
      ),
    ].join("\n"),
  );
});

// ---------------------------------------------------------------------------------------------

describe("the studio-day model against the minute-by-minute oracle", () => {
  it("sessionInterval: the first minute reading the start (none in the spring gap), plus elapsed hours", () => {
    holds(
      fc.property(date, anyTime, fc.integer({ min: 1, max: 12 }), (day, time, hours) => {
        const interval = sessionInterval({ date: day, startTime: time, duration: hours });
        const span = oracleSpan({ date: day, startTime: time, duration: hours });
        expect(interval === null ? null : { from: interval.startMs, to: interval.endMs }).toEqual(span);
      }),
      RUNS,
    );
  });

  it("londonInstant and londonDateTime agree with the wall clock", () => {
    holds(
      fc.property(date, anyTime, (day, time) => {
        expect(londonInstant(day, time)).toBe(firstMinuteReading(day, time));
      }),
      RUNS,
      "londonInstant",
    );
    holds(
      fc.property(
        fc.integer({ min: Date.UTC(2024, 0, 1) / MINUTE, max: Date.UTC(2036, 11, 31) / MINUTE }),
        (minute) => {
          const { date: d, time } = londonDateTime(minute * MINUTE);
          expect(`${d} ${time}`).toBe(wall(minute * MINUTE));
        },
      ),
      RUNS,
      "londonDateTime",
    );
  });

  it("closingMs: the first minute of the next morning that reads 06:00", () => {
    holds(
      fc.property(date, (day) => {
        expect(closingMs(day)).toBe(oracleClosing(day));
      }),
      RUNS,
    );
  });

  it("hasSlotStarted: once the start's minute has come, or when it never comes", () => {
    holds(
      fc.property(
        date,
        startTime,
        fc.integer({ min: -26 * 60, max: 26 * 60 }),
        (day, time, minutesFromStart) => {
          const span = oracleSpan({ date: day, startTime: time, duration: 0 });
          const reference = span?.from ?? Date.UTC(2030, 0, 1);
          const now = new Date(reference + minutesFromStart * MINUTE);
          expect(hasSlotStarted(day, time, now)).toBe(span === null || span.from <= now.getTime());
        },
      ),
      RUNS,
    );
  });
});

describe("overlaps, fitting durations, the grid and free start times against the oracle", () => {
  it("findConflict / findOverlap: a clash exactly when an active booking shares a minute", () => {
    holds(
      fc.property(night, startTime, duration, fc.boolean(), ({ day, bookings }, time, hours, exclude) => {
        const candidate = { date: day, startTime: time, duration: hours };
        const excludeId = exclude && bookings.length > 0 ? bookings[0]!.id : undefined;
        const expected = oracleClash(candidate, bookings, excludeId);
        const found = findConflict(candidate, bookings, excludeId);
        if (expected.length === 0) expect(found).toBeNull();
        else expect(expected).toContain(found);
        const interval = sessionInterval(candidate);
        if (interval) expect(findOverlap(interval, bookings, excludeId) === null).toBe(expected.length === 0);
      }),
      RUNS,
    );
  });

  it("fittingDurations: exactly the durations whose every minute is before 06:00 and free", () => {
    holds(
      fc.property(night, startTime, ({ day, bookings }, time) => {
        const expected = DURATIONS.filter((hours) =>
          oracleFits({ date: day, startTime: time, duration: hours }, bookings),
        );
        expect(fittingDurations(day, time, bookings)).toEqual(expected);
      }),
      RUNS,
    );
  });

  it("startGrid: a slot is enabled with exactly the fitting durations, unless it has started", () => {
    holds(
      fc.property(
        night,
        fc.integer({ min: -48 * 60, max: 24 * 60 }),
        ({ day, bookings }, minutesFromNoon) => {
          const noon = firstMinuteReading(day, "12:00")!;
          const now = new Date(noon + minutesFromNoon * MINUTE);
          const grid = startGrid({ date: day, engineer: "Marcus", bookings, now });
          expect(grid.map((slot) => slot.time)).toEqual(START_TIMES);
          for (const slot of grid) {
            const span = oracleSpan({ date: day, startTime: slot.time, duration: 0 });
            const started = span === null || span.from <= now.getTime();
            const expected = started
              ? []
              : DURATIONS.filter((hours) =>
                  oracleFits({ date: day, startTime: slot.time, duration: hours }, bookings),
                );
            expect(slot.durations, `${day} ${slot.time}`).toEqual(expected);
            expect(slot.enabled).toBe(expected.length > 0);
            expect(slot.tooltip).toBe(
              expected.length === 0
                ? "Unavailable"
                : expected.length === DURATIONS.length
                  ? "Available"
                  : `Limited to ${expected.join(", ")}h`,
            );
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it("freeStartTimes and checkAvailability agree with the oracle", () => {
    holds(
      fc.property(night, startTime, duration, ({ day, bookings }, time, hours) => {
        const excludeId = bookings[1]?.id;
        const free = START_TIMES.filter((t) =>
          oracleFits({ date: day, startTime: t, duration: hours }, bookings, excludeId),
        );
        expect(freeStartTimes(day, hours, bookings, excludeId)).toEqual(free);
        const result = checkAvailability({
          date: day,
          startTime: time,
          duration: hours,
          bookings,
          ...(excludeId ? { excludeId } : {}),
        });
        expect(result.freeStartTimes).toEqual(free);
        const candidate = { date: day, startTime: time, duration: hours };
        if (oracleSpan(candidate) === null) expect(result.available).toBe(false);
        else {
          const clashes = oracleClash(candidate, bookings, excludeId);
          expect(result.available).toBe(clashes.length === 0);
          expect(result.conflicts).toHaveLength(clashes.length);
        }
      }),
      RUNS,
    );
  });
});

describe("the public submit checks against the oracle", () => {
  it("checkPublicBooking accepts exactly the sessions every rule allows", () => {
    const bookable = ["Marcus", "Dre"];
    const input = fc
      .record({
        now: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2035, 11, 1) }),
        // Days from today: before it, and within three months (89 days is always inside).
        offset: fc.integer({ min: -3, max: 88 }),
        useClockChange: fc.boolean(),
        clockChange: clockChangeDate,
        startTime,
        hours: fc.oneof(duration, fc.integer({ min: 1, max: 12 })),
        engineer: fc.constantFrom("Marcus", "Dre", "Kofi", ""),
        overcharge: fc.constantFrom(0, 0, 0, 100),
      })
      .chain((r) => {
        // Half the time the night is a clock-change night, with `now` a few days before it.
        const day = r.useClockChange ? r.clockChange : plusDays(wall(r.now).slice(0, 10), r.offset);
        const now = r.useClockChange
          ? Date.parse(`${plusDays(r.clockChange, -r.offset % 5)}T12:00:00Z`)
          : r.now;
        return fc.record({
          r: fc.constant({ ...r, now }),
          day: fc.constant(day),
          bookings: bookingsAround(day),
        });
      });
    holds(
      fc.property(input, ({ r, day, bookings }) => {
        const isDuration = (DURATIONS as readonly number[]).includes(r.hours);
        const totalCost = isDuration ? pricePenceFor(r.hours) + r.overcharge : 1;
        const candidate = { date: day, startTime: r.startTime, duration: r.hours };
        const today = wall(r.now).slice(0, 10);
        const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
        const minutes = Number(r.startTime.slice(0, 2)) * 60 + Number(r.startTime.slice(3));
        const span = oracleSpan(candidate);
        const rules = {
          sessionDay: weekday === 5 || weekday === 6 || weekday === 0,
          horizon: day >= today && day <= plusDays(today, 88),
          openingHours: minutes >= 720 || minutes < 240,
          duration: isDuration,
          startExists: span !== null,
          endsBySix: span !== null && span.to <= oracleClosing(day),
          notStarted: span !== null && span.from > r.now,
          free: oracleClash(candidate, bookings).length === 0,
          producer: bookable.includes(r.engineer),
          price: r.overcharge === 0,
        };
        const verdict = checkPublicBooking({
          ...candidate,
          engineer: r.engineer,
          totalCost,
          bookableEngineers: bookable,
          bookings,
          now: new Date(r.now),
        });
        const broken = Object.entries(rules)
          .filter(([, ok]) => !ok)
          .map(([name]) => name);
        // Dates past 88 days may still be inside the horizon: only judge the ones the oracle knows.
        if (day > plusDays(today, 88) && broken.join() === "horizon") return;
        expect(verdict.ok, `${JSON.stringify(candidate)} broken: ${broken.join(", ")}`).toBe(
          broken.length === 0,
        );
        if (broken.join() === "free") expect(verdict).toMatchObject({ ok: false, reason: "conflict" });
      }),
      RUNS,
    );
  });
});
