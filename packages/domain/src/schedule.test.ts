import { describe, expect, it } from "vitest";
import {
  START_TIMES,
  addDays,
  daysAround,
  bookingHorizon,
  calendarDateOf,
  closingMs,
  dayKind,
  hasSlotStarted,
  isRealDate,
  isWithinHorizon,
  isWithinOpeningHours,
  londonDateTime,
  londonInstant,
  londonToday,
  overlaps,
  sessionInterval,
} from "./schedule.js";

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("the weekly schedule", () => {
  it("opens Friday to Sunday, takes enquiries on Thursday and is closed Monday to Wednesday", () => {
    // 2026-11-23 is a Monday
    const week = [
      "2026-11-23",
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-28",
      "2026-11-29",
    ];
    expect(week.map(dayKind)).toEqual([
      "closed",
      "closed",
      "closed",
      "enquiry",
      "session",
      "session",
      "session",
    ]);
  });

  it("offers 16 hourly starts from 12:00 to 03:00", () => {
    expect(START_TIMES).toHaveLength(16);
    expect(START_TIMES[0]).toBe("12:00");
    expect(START_TIMES[11]).toBe("23:00");
    expect(START_TIMES[12]).toBe("00:00");
    expect(START_TIMES[15]).toBe("03:00");
  });

  it("is open for starts from 12:00 to 03:59", () => {
    expect(isWithinOpeningHours("12:00")).toBe(true);
    expect(isWithinOpeningHours("23:59")).toBe(true);
    expect(isWithinOpeningHours("00:00")).toBe(true);
    expect(isWithinOpeningHours("03:59")).toBe(true);
    expect(isWithinOpeningHours("04:00")).toBe(false);
    expect(isWithinOpeningHours("11:59")).toBe(false);
  });

  it("knows real calendar dates", () => {
    expect(isRealDate("2026-02-28")).toBe(true);
    expect(isRealDate("2026-02-30")).toBe(false);
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(daysAround("2027-01-01")).toEqual(["2026-12-31", "2027-01-01", "2027-01-02"]);
  });
});

describe("the studio day", () => {
  it("puts a start after midnight in the early hours of the next calendar day", () => {
    expect(calendarDateOf("2026-11-27", "01:00")).toBe("2026-11-28");
    expect(calendarDateOf("2026-11-27", "13:00")).toBe("2026-11-27");
  });

  it("maps a winter session to GMT instants", () => {
    const interval = sessionInterval({ date: "2026-11-27", startTime: "22:00", duration: 4 });
    expect(iso(interval!.startMs)).toBe("2026-11-27T22:00:00.000Z");
    expect(iso(interval!.endMs)).toBe("2026-11-28T02:00:00.000Z");
  });

  it("maps a summer session to BST instants", () => {
    const interval = sessionInterval({ date: "2026-07-03", startTime: "01:00", duration: 2 });
    expect(iso(interval!.startMs)).toBe("2026-07-04T00:00:00.000Z");
  });

  it("closes at 06:00 London time after the studio day", () => {
    expect(iso(closingMs("2026-11-27"))).toBe("2026-11-28T06:00:00.000Z");
    expect(iso(closingMs("2026-07-03"))).toBe("2026-07-04T05:00:00.000Z");
  });

  it("has no 01:00 on the last Sunday of March, when the clocks go forward", () => {
    expect(londonInstant("2026-03-29", "01:00")).toBeNull();
    expect(londonInstant("2026-03-29", "01:30")).toBeNull();
    expect(sessionInterval({ date: "2026-03-28", startTime: "01:00", duration: 2 })).toBeNull();
    expect(iso(londonInstant("2026-03-29", "00:00"))).toBe("2026-03-29T00:00:00.000Z");
    expect(iso(londonInstant("2026-03-29", "02:00"))).toBe("2026-03-29T01:00:00.000Z");
  });

  it("counts elapsed hours across the spring change: 22:00 to 06:00 is only 7 hours", () => {
    const closing = closingMs("2026-03-28");
    const start = sessionInterval({ date: "2026-03-28", startTime: "22:00", duration: 7 })!;
    expect(start.endMs).toBe(closing);
  });

  it("reads 01:00 on the last Sunday of October as its first occurrence (BST)", () => {
    expect(iso(londonInstant("2026-10-25", "01:00"))).toBe("2026-10-25T00:00:00.000Z");
    expect(iso(londonInstant("2026-10-25", "02:00"))).toBe("2026-10-25T02:00:00.000Z");
  });

  it("counts elapsed hours across the autumn change: 20:00 to 06:00 is 11 hours", () => {
    const interval = sessionInterval({ date: "2026-10-24", startTime: "20:00", duration: 11 })!;
    expect(interval.endMs).toBe(closingMs("2026-10-24"));
  });

  it("reads the wall clock of an instant in London", () => {
    expect(londonDateTime(Date.parse("2026-07-03T23:30:00Z"))).toEqual({ date: "2026-07-04", time: "00:30" });
    expect(londonDateTime(Date.parse("2026-12-03T23:30:00Z"))).toEqual({ date: "2026-12-03", time: "23:30" });
  });

  it("treats back-to-back sessions as not overlapping", () => {
    const a = sessionInterval({ date: "2026-11-27", startTime: "12:00", duration: 4 })!;
    const b = sessionInterval({ date: "2026-11-27", startTime: "16:00", duration: 2 })!;
    const c = sessionInterval({ date: "2026-11-27", startTime: "15:00", duration: 2 })!;
    expect(overlaps(a, b)).toBe(false);
    expect(overlaps(a, c)).toBe(true);
    expect(overlaps(c, a)).toBe(true);
  });
});

describe("today, the horizon and started slots", () => {
  it("computes today in London, not UTC", () => {
    expect(londonToday(new Date("2026-07-03T23:30:00Z"))).toBe("2026-07-04");
    expect(londonToday(new Date("2026-11-21T23:30:00Z"))).toBe("2026-11-21");
  });

  it("lets visitors book from today to three months ahead", () => {
    const now = new Date("2026-11-21T10:00:00Z");
    expect(bookingHorizon(now)).toEqual({ min: "2026-11-21", max: "2027-02-21" });
    expect(isWithinHorizon("2026-11-21", now)).toBe(true);
    expect(isWithinHorizon("2027-02-21", now)).toBe(true);
    expect(isWithinHorizon("2027-02-22", now)).toBe(false);
    expect(isWithinHorizon("2026-11-20", now)).toBe(false);
  });

  it("knows when a slot has already started", () => {
    const now = new Date("2026-11-27T14:30:00Z");
    expect(hasSlotStarted("2026-11-27", "14:00", now)).toBe(true);
    expect(hasSlotStarted("2026-11-27", "15:00", now)).toBe(false);
    expect(hasSlotStarted("2026-11-27", "01:00", now)).toBe(false);
    expect(hasSlotStarted("2026-03-28", "01:00", now)).toBe(true);
  });
});

describe("the offset memory", () => {
  it("stays correct after it fills up and starts again", () => {
    let date = "2020-01-03";
    for (let day = 0; day < 3000; day++) {
      closingMs(date);
      date = addDays(date, 1);
    }
    expect(iso(closingMs("2026-07-03"))).toBe("2026-07-04T05:00:00.000Z");
    expect(iso(closingMs("2026-11-27"))).toBe("2026-11-28T06:00:00.000Z");
  });
});
