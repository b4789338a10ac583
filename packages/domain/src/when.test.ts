import { describe, expect, it } from "vitest";
import {
  currentStudioNight,
  formatSessionRange,
  formatSessionRangeFrom,
  formatSessionRangeLong,
  formatShortDay,
  sessionWhen,
  slotGroupOf,
  studioNightName,
  unambiguousLondonClock,
} from "./when.js";

describe("sessionWhen", () => {
  it("puts a Friday-night 1:00 AM start on Saturday, the calendar day it happens", () => {
    expect(sessionWhen({ date: "2026-11-27", startTime: "01:00", duration: 2 })).toEqual({
      night: "2026-11-27",
      start: { date: "2026-11-28", time: "01:00" },
      end: { date: "2026-11-28", time: "03:00" },
      afterMidnight: true,
    });
  });

  it("ends a session that crosses midnight on the next day", () => {
    const when = sessionWhen({ date: "2026-11-28", startTime: "23:00", duration: 2 });
    expect(when.end).toEqual({ date: "2026-11-29", time: "01:00" });
    expect(when.afterMidnight).toBe(false);
  });

  it("counts elapsed hours across the autumn clock change (01:00 + 2 h ends at 02:00 wall clock)", () => {
    // 2026-10-25: clocks go back at 02:00 BST to 01:00 GMT.
    const when = sessionWhen({ date: "2026-10-24", startTime: "01:00", duration: 2 });
    expect(when.start).toEqual({ date: "2026-10-25", time: "01:00" });
    expect(when.end).toEqual({ date: "2026-10-25", time: "02:00" });
  });

  it("reads a start the spring change skips on the wall clock, never NaN", () => {
    // 2027-03-28: 01:00 GMT jumps to 02:00 BST, so 01:30 never happens.
    const when = sessionWhen({ date: "2027-03-27", startTime: "01:30", duration: 2 });
    expect(when.start).toEqual({ date: "2027-03-28", time: "01:30" });
    expect(when.end).toEqual({ date: "2027-03-28", time: "03:30" });
  });
});

describe("formatting a session", () => {
  it("names both days of a range that crosses midnight (the issue's example)", () => {
    expect(formatSessionRange({ date: "2026-11-28", startTime: "23:00", duration: 2 })).toBe(
      "Sat 28 Nov, 11:00 PM – Sun 29 Nov, 1:00 AM",
    );
  });

  it("names the day once for a range within one day, with the year when asked", () => {
    expect(formatSessionRange({ date: "2026-11-28", startTime: "20:00", duration: 2 })).toBe(
      "Sat 28 Nov, 8:00 PM – 10:00 PM",
    );
    expect(formatSessionRange({ date: "2027-01-01", startTime: "12:00", duration: 3 }, { year: true })).toBe(
      "Fri 1 Jan 2027, 12:00 PM – 3:00 PM",
    );
  });

  it("says the real day first and the studio night after it for an after-midnight start", () => {
    expect(formatSessionRangeLong({ date: "2026-11-27", startTime: "01:00", duration: 2 })).toBe(
      "Saturday 28 November 2026, 1:00 AM – 3:00 AM (Friday night)",
    );
    expect(formatSessionRangeLong({ date: "2026-11-28", startTime: "23:00", duration: 2 })).toBe(
      "Saturday 28 November 2026, 11:00 PM – Sunday 29 November 2026, 1:00 AM",
    );
  });

  it("groups a night's start times under the calendar day they happen on", () => {
    expect(slotGroupOf("2026-11-28", "22:00").label).toBe("Evening, Sat 28 Nov");
    expect(slotGroupOf("2026-11-28", "18:00").label).toBe("Evening, Sat 28 Nov");
    expect(slotGroupOf("2026-11-28", "17:00").label).toBe("Afternoon, Sat 28 Nov");
    expect(slotGroupOf("2026-11-28", "12:00").key).toBe("afternoon");
    expect(slotGroupOf("2026-11-28", "00:00")).toEqual({
      key: "afterMidnight",
      date: "2026-11-29",
      label: "After midnight, Sun 29 Nov",
    });
    expect(formatShortDay("2026-11-28", { year: true })).toBe("Sat 28 Nov 2026");
    expect(studioNightName("2026-11-28")).toBe("Saturday night");
  });
});

describe("the admin's range and tonight", () => {
  const now = new Date("2026-11-27T15:00:00Z");
  it("adds the year only when the session is not this year", () => {
    expect(formatSessionRangeFrom({ date: "2026-11-28", startTime: "20:00", duration: 2 }, now)).toBe(
      "Sat 28 Nov, 8:00 PM – 10:00 PM",
    );
    expect(formatSessionRangeFrom({ date: "2027-01-01", startTime: "23:00", duration: 2 }, now)).toBe(
      "Fri 1 Jan 2027, 11:00 PM – Sat 2 Jan 2027, 1:00 AM",
    );
    expect(formatSessionRangeFrom({ date: "2026-12-31", startTime: "23:00", duration: 2 }, now)).toBe(
      "Thu 31 Dec 2026, 11:00 PM – Fri 1 Jan 2027, 1:00 AM",
    );
  });
  it("is still last night's session before 06:00 London time", () => {
    expect(currentStudioNight(new Date("2026-11-28T03:00:00Z"))).toBe("2026-11-27");
    expect(currentStudioNight(new Date("2026-11-28T06:00:00Z"))).toBe("2026-11-28");
    // British Summer Time: 05:30 BST is 04:30 UTC, still the night before.
    expect(currentStudioNight(new Date("2026-06-13T04:30:00Z"))).toBe("2026-06-12");
  });
});

describe("unambiguousLondonClock", () => {
  it("names an ordinary instant by its wall clock, the spring change's included", () => {
    expect(unambiguousLondonClock(Date.UTC(2026, 10, 28, 23, 0))).toEqual({
      date: "2026-11-28",
      time: "23:00",
    });
    // 28 Mar 2027: 01:00 GMT becomes 02:00 BST.
    expect(unambiguousLondonClock(Date.UTC(2027, 2, 28, 1, 0))).toEqual({
      date: "2027-03-28",
      time: "02:00",
    });
    // 25 Oct 2026: 02:00 BST becomes 01:00 GMT; 02:00 GMT happens once.
    expect(unambiguousLondonClock(Date.UTC(2026, 9, 25, 2, 0))).toEqual({
      date: "2026-10-25",
      time: "02:00",
    });
  });

  it("has none for either pass through the hour the autumn change repeats", () => {
    expect(unambiguousLondonClock(Date.UTC(2026, 9, 25, 0, 30))).toBeNull(); // 01:30 BST
    expect(unambiguousLondonClock(Date.UTC(2026, 9, 25, 1, 30))).toBeNull(); // 01:30 GMT
    expect(unambiguousLondonClock(Date.UTC(2026, 9, 25, 0, 0))).toBeNull(); // 01:00 BST
  });
});
