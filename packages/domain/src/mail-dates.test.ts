import { describe, expect, it } from "vitest";
import {
  crossesClockChange,
  formatMailDay,
  formatMailMoment,
  formatMailSession,
  formatMailSessionLong,
  londonZoneName,
} from "./mail-dates.js";

const NOW = new Date("2026-11-26T12:00:00Z");

describe("the e-mails' date style", () => {
  it("leaves the year out in the current year and names it otherwise", () => {
    const thisYear = { date: "2026-11-28", startTime: "23:00", duration: 2 };
    expect(formatMailSession(thisYear, NOW)).toBe("Sat 28 Nov, 11:00 PM – Sun 29 Nov, 1:00 AM");
    expect(formatMailSessionLong(thisYear, NOW)).toBe(
      "Saturday 28 November, 11:00 PM – Sunday 29 November, 1:00 AM",
    );
    const nextYear = { date: "2027-03-06", startTime: "20:00", duration: 2 };
    expect(formatMailSession(nextYear, NOW)).toBe("Sat 6 Mar 2027, 8:00 PM – 10:00 PM");
    expect(formatMailSessionLong(nextYear, NOW)).toBe("Saturday 6 March 2027, 8:00 PM – 10:00 PM");
  });

  it("shows the year when a session crosses into the next year", () => {
    expect(formatMailSession({ date: "2026-12-31", startTime: "23:00", duration: 2 }, NOW)).toBe(
      "Thu 31 Dec 2026, 11:00 PM – Fri 1 Jan 2027, 1:00 AM",
    );
  });

  it("names the real day of an after-midnight start, then its studio night", () => {
    expect(formatMailSession({ date: "2026-11-27", startTime: "00:00", duration: 2 }, NOW)).toBe(
      "Sat 28 Nov, 12:00 AM – 2:00 AM (Friday night)",
    );
    expect(formatMailSessionLong({ date: "2026-11-28", startTime: "01:00", duration: 2 }, NOW)).toBe(
      "Sunday 29 November, 1:00 AM – 3:00 AM (Saturday night)",
    );
  });

  it("names GMT and BST on a session across the autumn change, the repeated hour told apart", () => {
    const autumn = { date: "2027-10-30", startTime: "00:00", duration: 2 };
    expect(crossesClockChange(autumn)).toBe(true);
    expect(formatMailSession(autumn, new Date("2027-10-01T12:00:00Z"))).toBe(
      "Sun 31 Oct, 12:00 AM BST – 1:00 AM GMT (Saturday night)",
    );
  });

  it("names them across the spring change, and not on an ordinary night", () => {
    const spring = { date: "2027-03-27", startTime: "23:00", duration: 4 };
    expect(formatMailSessionLong(spring, NOW)).toBe(
      "Saturday 27 March 2027, 11:00 PM GMT – Sunday 28 March 2027, 4:00 AM BST",
    );
    expect(crossesClockChange({ date: "2027-03-20", startTime: "23:00", duration: 4 })).toBe(false);
  });

  it("says moments and days the same way", () => {
    expect(formatMailMoment("2026-11-26T00:29:00Z", NOW)).toBe("Thursday 26 November, 12:29 AM");
    expect(formatMailMoment("2026-07-01T12:00:00Z", new Date("2027-01-02T00:00:00Z"))).toBe(
      "Wednesday 1 July 2026, 1:00 PM",
    );
    expect(formatMailDay("2026-11-26", NOW)).toBe("Thursday 26 November");
    expect(londonZoneName(Date.parse("2026-07-01T12:00:00Z"))).toBe("BST");
    expect(londonZoneName(NOW.getTime())).toBe("GMT");
  });
});
