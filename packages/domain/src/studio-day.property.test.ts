/**
 * The studio-day model against the minute-by-minute oracle (test/london-oracle.ts): session
 * intervals, London's wall clock both ways, the 06:00 closing and whether a slot has started.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstMinuteReading, MINUTE, oracleClosing, oracleSpan, wall } from "../test/london-oracle.js";
import { anyTime, date, holds, RUNS, startTime } from "../test/property-runs.js";
import { closingMs, hasSlotStarted, londonDateTime, londonInstant, sessionInterval } from "./schedule.js";

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
