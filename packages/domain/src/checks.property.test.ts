/**
 * The public submit checks against the minute-by-minute oracle (test/london-oracle.ts): a session
 * is accepted exactly when every rule the oracle can judge allows it.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { oracleClash, oracleClosing, oracleSpan, plusDays, wall } from "../test/london-oracle.js";
import { bookingsAround, clockChangeDate, duration, holds, RUNS, startTime } from "../test/property-runs.js";
import { checkPublicBooking } from "./checks.js";
import { DURATIONS, type Duration } from "./money.js";
import { DEFAULT_RATE_CARD } from "./rate-card.js";

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
        const totalCost = isDuration ? DEFAULT_RATE_CARD[r.hours as Duration] + r.overcharge : 1;
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
          priceRule: (hours) => DEFAULT_RATE_CARD[hours as Duration],
          bookableProducers: bookable,
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
