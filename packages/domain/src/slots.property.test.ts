/**
 * Overlaps, fitting durations, the start grid and free start times against the minute-by-minute
 * oracle (test/london-oracle.ts), on nights with a few bookings around them.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstMinuteReading, MINUTE, oracleClash, oracleFits, oracleSpan } from "../test/london-oracle.js";
import { duration, holds, night, RUNS, startTime } from "../test/property-runs.js";
import { checkAvailability, findConflict, freeStartTimes } from "./availability.js";
import { DURATIONS } from "./money.js";
import { START_TIMES, sessionInterval } from "./schedule.js";
import { fittingDurations, findOverlap, startGrid } from "./slots.js";

describe("overlaps and fitting durations against the oracle", () => {
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
});

describe("the grid and free start times against the oracle", () => {
  it("startGrid: a slot is enabled with exactly the fitting durations, unless it has started", () => {
    holds(
      fc.property(
        night,
        fc.integer({ min: -48 * 60, max: 24 * 60 }),
        ({ day, bookings }, minutesFromNoon) => {
          const noon = firstMinuteReading(day, "12:00")!;
          const now = new Date(noon + minutesFromNoon * MINUTE);
          const grid = startGrid({ date: day, producer: "Marcus", bookings, now });
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
