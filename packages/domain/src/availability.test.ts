import { describe, expect, it } from "vitest";
import {
  GENERIC_CONFLICT_MESSAGE,
  adminConflictMessage,
  adminSlotWarnings,
  nearestStartTimes,
  OFF_THE_HOUR_WARNING,
  OUTSIDE_HOURS_WARNING,
  otherSlotsText,
  PAST_CLOSING_WARNING,
  restoreConflictMessage,
  checkAvailability,
  findConflict,
  formatSpan,
  freeStartTimes,
  publicConflictMessage,
} from "./availability.js";
import type { DayBooking } from "./slots.js";

const FRIDAY = "2026-11-27";
const SATURDAY = "2026-11-28";
const jane: DayBooking = {
  id: "b1",
  date: FRIDAY,
  startTime: "22:00",
  duration: 6,
  firstName: "Jane",
  lastName: "Doe",
};
/** Noon to 8 PM on the hour: free for 2 h before Jane's session, and for 10 h on an empty night. */
const NOON_TO_EIGHT_PM = ["12:00", "13:00", "14:00", "15:00", "16:00", "17:00", "18:00", "19:00", "20:00"];

describe("admin availability: free starts, clashes and suggestions", () => {
  it("says the slot is free and lists every other free start", () => {
    const result = checkAvailability({ date: FRIDAY, startTime: "12:00", duration: 2, bookings: [jane] });
    expect(result.available).toBe(true);
    expect(result.conflicts).toEqual([]);
    expect(result.suggestions).toEqual([]);
    expect(result.freeStartTimes).toEqual(NOON_TO_EIGHT_PM);
  });

  it("names the clashing booking and its span, and suggests the three free times nearest the one asked for", () => {
    const result = checkAvailability({ date: FRIDAY, startTime: "23:00", duration: 2, bookings: [jane] });
    expect(result.available).toBe(false);
    expect(result.conflicts).toEqual([
      "Time slot conflicts with existing booking by Jane Doe (10:00 PM - 4:00 AM)",
    ]);
    expect(result.suggestions).toEqual(["Try these available times: 8:00 PM, 7:00 PM, 6:00 PM"]);
    expect(result.nearest).toEqual(["20:00", "19:00", "18:00"]);
  });

  it("measures nearness across midnight, on the studio night", () => {
    expect(nearestStartTimes(["12:00", "13:00", "23:00", "01:00", "02:00"], "00:00")).toEqual([
      "23:00",
      "01:00",
      "02:00",
    ]);
  });

  it("ignores cancelled bookings and the booking being edited", () => {
    const cancelled = { ...jane, id: "b2", status: "cancelled" };
    expect(
      checkAvailability({ date: FRIDAY, startTime: "23:00", duration: 2, bookings: [cancelled] }).available,
    ).toBe(true);
    expect(
      checkAvailability({ date: FRIDAY, startTime: "23:00", duration: 2, bookings: [jane], excludeId: "b1" })
        .available,
    ).toBe(true);
  });

  it("suggests nothing when no start is free", () => {
    const wholeNight: DayBooking[] = [
      { date: FRIDAY, startTime: "12:00", duration: 10, firstName: "A" },
      { date: FRIDAY, startTime: "22:00", duration: 8, firstName: "B" },
    ];
    const result = checkAvailability({ date: FRIDAY, startTime: "13:00", duration: 2, bookings: wholeNight });
    expect(result.conflicts).toHaveLength(1);
    expect(result.suggestions).toEqual([]);
    expect(result.freeStartTimes).toEqual([]);
  });
});

describe("admin availability: overnight sessions and the clock change", () => {
  it("appends '(overnight from {date})' for a booking of the previous studio day", () => {
    const thursdayNight: DayBooking = {
      date: "2026-11-26",
      startTime: "03:00",
      duration: 10,
      firstName: "Sam",
      lastName: "Lee",
    };
    const result = checkAvailability({
      date: FRIDAY,
      startTime: "12:00",
      duration: 2,
      bookings: [thursdayNight],
    });
    expect(result.conflicts).toEqual([
      "Time slot conflicts with existing booking by Sam Lee (3:00 AM - 1:00 PM) (overnight from 2026-11-26)",
    ]);
  });

  it("catches a next-day booking that starts before the candidate ends", () => {
    const late: DayBooking = { date: FRIDAY, startTime: "03:00", duration: 2, firstName: "Ana" };
    const early: DayBooking = { date: SATURDAY, startTime: "12:00", duration: 2, firstName: "Bo" };
    const result = checkAvailability({
      date: FRIDAY,
      startTime: "02:00",
      duration: 2,
      bookings: [late, early],
    });
    expect(result.conflicts).toEqual([
      "Time slot conflicts with existing booking by Ana (3:00 AM - 5:00 AM)",
    ]);
  });

  it("refuses a start that does not exist when the clocks go forward", () => {
    const result = checkAvailability({ date: "2026-03-28", startTime: "01:00", duration: 2, bookings: [] });
    expect(result.available).toBe(false);
    expect(result.conflicts).toEqual([
      "1:00 AM does not exist that night: the clocks go forward. Please choose another time.",
    ]);
    expect(result.freeStartTimes).not.toContain("01:00");
  });
});

describe("admin availability: warnings and conflict texts", () => {
  it("warns, without refusing, outside opening hours, past 06:00 and off the hour; plurals are right", () => {
    expect(adminSlotWarnings({ date: FRIDAY, startTime: "05:00", duration: 2 })).toEqual([
      OUTSIDE_HOURS_WARNING,
      PAST_CLOSING_WARNING,
    ]);
    expect(adminSlotWarnings({ date: FRIDAY, startTime: "08:00", duration: 2 })).toEqual([
      OUTSIDE_HOURS_WARNING,
    ]);
    expect(adminSlotWarnings({ date: FRIDAY, startTime: "12:30", duration: 2 })).toEqual([
      OFF_THE_HOUR_WARNING,
    ]);
    expect(adminSlotWarnings({ date: FRIDAY, startTime: "14:00", duration: 2 })).toEqual([]);
    expect(
      checkAvailability({ date: FRIDAY, startTime: "08:00", duration: 2, bookings: [] }).warnings,
    ).toEqual([OUTSIDE_HOURS_WARNING]);
    expect(otherSlotsText(1)).toBe("(1 other slot also available)");
    expect(otherSlotsText(3)).toBe("(3 other slots also available)");
  });

  it("says why a cancelled booking cannot come back, naming the session that took its slot", () => {
    const clash = { date: FRIDAY, startTime: "15:00", duration: 2, firstName: "Ada", lastName: "Byron" };
    expect(restoreConflictMessage(clash, FRIDAY)).toBe(
      "This booking cannot be restored. Time slot conflicts with existing booking by Ada Byron (3:00 PM - 5:00 PM)",
    );
  });

  it("falls back to the generic text when the clashing booking has no name", () => {
    expect(adminConflictMessage({ date: FRIDAY, startTime: "12:00", duration: 2 }, FRIDAY)).toBe(
      GENERIC_CONFLICT_MESSAGE,
    );
    expect(GENERIC_CONFLICT_MESSAGE).toBe("This time slot conflicts with an existing booking");
  });
});

describe("conflict texts and spans", () => {
  it("gives the public a conflict text with the clashing time and no name", () => {
    expect(publicConflictMessage(jane)).toBe(
      "This time slot overlaps with an existing booking (10:00 PM - 4:00 AM). Please select a different time.",
    );
  });

  it("draws spans on the wall clock, across the clock change", () => {
    expect(formatSpan({ date: "2026-10-24", startTime: "23:00", duration: 4 })).toBe("11:00 PM - 2:00 AM");
    expect(formatSpan({ date: "2026-03-28", startTime: "23:00", duration: 4 })).toBe("11:00 PM - 4:00 AM");
    expect(formatSpan({ date: "2026-03-28", startTime: "01:00", duration: 2 })).toBe("1:00 AM - 1:00 AM");
  });

  it("finds the first conflict for a candidate, or none", () => {
    expect(findConflict({ date: FRIDAY, startTime: "21:00", duration: 2 }, [jane])).toBe(jane);
    expect(findConflict({ date: FRIDAY, startTime: "20:00", duration: 2 }, [jane])).toBeNull();
    expect(findConflict({ date: "2026-03-28", startTime: "01:00", duration: 2 }, [jane])).toBeNull();
  });

  it("lists free starts for a duration", () => {
    expect(freeStartTimes(FRIDAY, 10, [])).toEqual(NOON_TO_EIGHT_PM);
  });
});
