/** Attendance and late cancels against a plain-arithmetic oracle over London's real instants. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { date, duration, startTime } from "../test/property-runs.js";
import {
  attendanceInputSchema,
  hasSessionStarted,
  isLateCancel,
  noShowLimitText,
  noShowsBlockBooking,
} from "./attendance.js";
import { sessionInterval } from "./schedule.js";

const HOUR = 3_600_000;

describe("attendance and the cancellation notice window", () => {
  it("attendance opens at the real start; a cancel is late from `notice` hours before it", () => {
    fc.assert(
      fc.property(
        date,
        startTime,
        duration,
        fc.integer({ min: 0, max: 72 }),
        fc.integer({ min: -100 * HOUR, max: 100 * HOUR }),
        (day, time, hours, notice, offset) => {
          const slot = { date: day, startTime: time, duration: hours };
          const interval = sessionInterval(slot);
          if (!interval) return;
          const now = new Date(interval.startMs + offset);
          expect(hasSessionStarted(slot, now)).toBe(offset >= 0);
          expect(isLateCancel(slot, notice, now)).toBe(offset >= -notice * HOUR);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("a start that does not exist (the spring-forward hour) never counts as started or late", () => {
    const slot = { date: "2026-03-28", startTime: "01:00", duration: 2 };
    expect(sessionInterval(slot)).toBeNull();
    expect(hasSessionStarted(slot, new Date("2027-01-01T00:00:00Z"))).toBe(false);
    expect(isLateCancel(slot, 24, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });

  it("the no-show policy is off at 0 and stops online booking at the limit", () => {
    fc.assert(
      fc.property(fc.nat(20), fc.nat(10), (noShows, limit) => {
        expect(noShowsBlockBooking(noShows, limit)).toBe(limit !== 0 && noShows >= limit);
      }),
    );
    expect(noShowLimitText({ bookingsEmail: "b@x.test", messagingNumber: "07700 900000" })).toBe(
      "We can't take this booking online. Please contact the studio: e-mail b@x.test or message 07700 900000.",
    );
  });

  it("takes arrived or no-show only", () => {
    expect(attendanceInputSchema.safeParse({ attendance: "arrived" }).success).toBe(true);
    const bad = attendanceInputSchema.safeParse({ attendance: "late" });
    expect(bad.success ? null : bad.error.issues[0]).toMatchObject({
      path: ["attendance"],
      message: "Attendance must be arrived or no-show",
    });
  });
});
