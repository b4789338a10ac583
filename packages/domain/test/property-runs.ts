/**
 * What the property tests draw (dates leaning on the clock-change nights: the last Sundays of March
 * and October and the days around them) and how they run: `holds` asserts a property and counts its
 * runs for the table each file prints at the end.
 */
import fc from "fast-check";
import { afterAll, expect, vi } from "vitest";
import { DURATIONS } from "../src/money.js";
import { START_TIMES } from "../src/schedule.js";
import type { DayBooking } from "../src/slots.js";
import { plusDays } from "./london-oracle.js";

// A few thousand wall-clock readings per property: more than the 5 s default on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

function lastSunday(year: number, month: number): string {
  const last = new Date(Date.UTC(year, month, 0)); // day 0 of the next month
  last.setUTCDate(last.getUTCDate() - last.getUTCDay());
  return last.toISOString().slice(0, 10);
}

const anyDate = fc.integer({ min: 0, max: 12 * 366 }).map((n) => plusDays("2024-01-01", n));
/** The studio days around a clock change: the Saturday night holds it. */
export const clockChangeDate = fc
  .record({
    year: fc.integer({ min: 2024, max: 2036 }),
    month: fc.constantFrom(3, 10),
    offset: fc.integer({ min: -2, max: 1 }),
  })
  .map(({ year, month, offset }) => plusDays(lastSunday(year, month), offset));
export const date = fc.oneof({ arbitrary: clockChangeDate, weight: 3 }, { arbitrary: anyDate, weight: 1 });

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
export const anyTime = fc.integer({ min: 0, max: 1439 }).map(hhmm);
export const startTime = fc.oneof(
  { arbitrary: fc.constantFrom(...START_TIMES), weight: 3 },
  { arbitrary: anyTime, weight: 1 },
);
export const duration = fc.constantFrom(...DURATIONS);

/** Up to five bookings on the studio days before, of and after `day`, some cancelled. */
export const bookingsAround = (day: string) =>
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

export const night = date.chain((day) => fc.record({ day: fc.constant(day), bookings: bookingsAround(day) }));
export const RUNS = { numRuns: 300 };

// The domain is typed without Node or the DOM; the summary only needs to print a line.
declare const console: { log(text: string): void };

const tried: { name: string; runs: number; held: number }[] = [];

/** fc.assert that also counts the runs for the summary printed at the end. */
export function holds<T>(property: fc.IProperty<T>, params: fc.Parameters<T>, label?: string): void {
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
