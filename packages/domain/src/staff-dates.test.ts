import { describe, expect, it } from "vitest";
import {
  csvTimestamp,
  formatStaffDay,
  formatStaffSession,
  formatStaffTimestamp,
  nextOpenNight,
  suggestedStartLabel,
} from "./staff-dates.js";

const now = new Date("2026-11-26T00:42:00Z");

describe("staff dates", () => {
  it("names an after-midnight session by its real day, then its studio night", () => {
    expect(formatStaffSession({ date: "2026-11-27", startTime: "00:00", duration: 2 }, now)).toBe(
      "Sat 28 Nov, 12:00 AM – 2:00 AM (Friday night)",
    );
    expect(formatStaffSession({ date: "2026-11-27", startTime: "20:00", duration: 2 }, now)).toBe(
      "Fri 27 Nov, 8:00 PM – 10:00 PM",
    );
  });

  it("says one day format and one timestamp format, with the year only in another year", () => {
    expect(formatStaffDay("2026-11-28", now)).toBe("Sat 28 Nov");
    expect(formatStaffDay("2027-01-01", now)).toBe("Fri 1 Jan 2027");
    expect(formatStaffTimestamp("2026-11-26T00:42:00Z", now)).toBe("Thu 26 Nov, 12:42 AM");
    expect(formatStaffTimestamp("2026-07-01T12:00:00Z", now)).toBe("Wed 1 Jul, 1:00 PM");
  });

  it("writes CSV instants in ISO 8601", () => {
    expect(csvTimestamp("2026-11-26T00:42:00.000Z")).toBe("2026-11-26T00:42:00.000Z");
  });

  it("names the day of a suggested start after midnight", () => {
    expect(suggestedStartLabel("2026-11-27", "00:00")).toBe("Use 12:00 AM (Sat 28 Nov)");
    expect(suggestedStartLabel("2026-11-27", "22:00")).toBe("Use 10:00 PM");
  });
});

describe("the next open night", () => {
  it("is tonight on an open night, else the next one the diary leaves open", () => {
    expect(nextOpenNight(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-27"); // a Wednesday
    expect(nextOpenNight(new Date("2026-11-28T20:00:00Z"))).toBe("2026-11-28"); // a Saturday
    expect(nextOpenNight(new Date("2026-11-29T02:00:00Z"))).toBe("2026-11-28"); // still Saturday night
    expect(nextOpenNight(new Date("2026-11-25T20:00:00Z"), (night) => night === "2026-11-27")).toBe(
      "2026-11-28",
    );
  });
});
