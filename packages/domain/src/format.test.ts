import { describe, expect, it } from "vitest";
import {
  formatArchiveTime,
  formatDateTime,
  formatLongDate,
  formatTime12,
  formatWeekdayOrdinal,
  splitCamelCase,
  statusColor,
  statusLabel,
} from "./format.js";

describe("display formats", () => {
  it("shows times in 12-hour format", () => {
    expect(formatTime12("00:00")).toBe("12:00 AM");
    expect(formatTime12("03:30")).toBe("3:30 AM");
    expect(formatTime12("12:00")).toBe("12:00 PM");
    expect(formatTime12("23:05")).toBe("11:05 PM");
  });

  it("shows the long UK date", () => {
    expect(formatLongDate("2026-11-27")).toBe("Friday, 27 November 2026");
  });

  it("shows 'weekday day-with-ordinal month'", () => {
    expect(formatWeekdayOrdinal("2026-11-27")).toBe("Friday, 27th November");
    expect(formatWeekdayOrdinal("2026-11-01")).toBe("Sunday, 1st November");
    expect(formatWeekdayOrdinal("2026-11-22")).toBe("Sunday, 22nd November");
  });

  it("shows instants as 'PPP p' and 'dd/MM/yyyy HH:mm' in London time", () => {
    expect(formatDateTime("2026-07-03T12:00:00.000Z")).toBe("Fri 3 Jul 2026, 1:00 PM");
    expect(formatDateTime(Date.parse("2026-11-27T13:00:00Z"))).toBe("Fri 27 Nov 2026, 1:00 PM");
    expect(formatArchiveTime("2026-07-03T23:30:00.000Z")).toBe("04/07/2026 00:30");
    expect(formatArchiveTime(new Date("2026-11-27T13:00:00Z"))).toBe("27/11/2026 13:00");
  });

  it("splits camel-case subjects into capitalised words", () => {
    expect(splitCamelCase("booking")).toBe("Booking");
    expect(splitCamelCase("equipmentQuestion")).toBe("Equipment Question");
  });
});

describe("status badges", () => {
  it("labels a status with a capital first letter", () => {
    expect(statusLabel("confirmed")).toBe("Confirmed");
    expect(statusLabel("unread")).toBe("Unread");
  });

  it("colours confirmed and replied green, cancelled and unread red, anything else grey", () => {
    expect(["confirmed", "cancelled", "unread", "read", "replied", "pending"].map(statusColor)).toEqual([
      "green",
      "red",
      "red",
      "gray",
      "green",
      "gray",
    ]);
  });
});
