import { describe, expect, it } from "vitest";
import {
  type PublicBookingCandidate,
  TIME_CONFLICT_MESSAGE,
  checkPublicBooking,
  maxDurationFor,
} from "./checks.js";
import { DEFAULT_RATE_CARD, priceRuleFor } from "./rate-card.js";

const NOW = new Date("2026-11-21T10:00:00Z");
const FRIDAY = "2026-11-27";
const check = (overrides: Partial<PublicBookingCandidate>) =>
  checkPublicBooking({
    date: FRIDAY,
    startTime: "14:00",
    duration: 2,
    bookings: [],
    now: NOW,
    ...overrides,
  } as PublicBookingCandidate);

describe("public submit checks, in the spec's order: the day and the date", () => {
  it("accepts a free Friday afternoon session", () => {
    expect(check({})).toEqual({ ok: true });
  });

  it("1. blocks Thursday with 'Thursday Booking Enquiry'", () => {
    expect(check({ date: "2026-11-26", startTime: "02:00", duration: 10 })).toMatchObject({
      ok: false,
      title: "Thursday Booking Enquiry",
      reason: "enquiry",
    });
  });

  it("2. refuses Monday to Wednesday with 'Invalid Date'", () => {
    expect(check({ date: "2026-11-24" })).toEqual({
      ok: false,
      title: "Invalid Date",
      message: "Studio is only available Thursday (enquiry), Friday, Saturday, and Sunday.",
      reason: "closed-day",
    });
  });

  it("refuses a date outside today .. three months ahead", () => {
    expect(check({ date: "2026-11-20" })).toMatchObject({ title: "Invalid Date", reason: "horizon" });
    expect(check({ date: "2027-02-26" })).toMatchObject({ title: "Invalid Date", reason: "horizon" });
  });
});

describe("public submit checks, in the spec's order: opening hours and lengths", () => {
  it("3. refuses a start outside 12:00-03:59 with the closed text", () => {
    expect(check({ startTime: "10:00" })).toEqual({
      ok: false,
      title: "Invalid Booking Time",
      message: "Studio is closed at 10:00 AM. Open hours: 12PM-6AM (next day)",
      reason: "hours",
    });
    expect(check({ startTime: "04:00" })).toMatchObject({
      message: "Studio is closed at 4:00 AM. Open hours: 12PM-6AM (next day)",
    });
  });

  it("refuses a duration outside the table", () => {
    expect(check({ duration: 5 })).toMatchObject({
      title: "Invalid Duration",
      message: "Duration must be 2, 3, 4, 6, 8, or 10 hours",
    });
  });

  it("3. refuses a 10-hour session starting at 22:00 with the 6AM text", () => {
    expect(check({ startTime: "22:00", duration: 10 })).toEqual({
      ok: false,
      title: "Invalid Booking Time",
      message: "10-hour session starting at 10:00 PM would end after 6AM closing time",
      reason: "hours",
    });
  });

  it("refuses a start that does not exist on the night the clocks go forward", () => {
    const result = check({ date: "2026-03-28", startTime: "01:00", now: new Date("2026-03-01T00:00:00Z") });
    expect(result).toMatchObject({ title: "Invalid Booking Time", reason: "hours" });
    expect(result.ok === false && result.message).toBe(
      "1:00 AM does not exist that night: the clocks go forward. Please choose another time.",
    );
  });

  it("accepts 21:00 for 10 hours on the night the clocks go back", () => {
    expect(
      check({ date: "2026-10-24", startTime: "21:00", duration: 10, now: new Date("2026-10-01T00:00:00Z") }),
    ).toEqual({
      ok: true,
    });
  });

  it("refuses a slot that has already started", () => {
    expect(check({ now: new Date("2026-11-27T14:30:00Z") })).toMatchObject({
      title: "Invalid Booking Time",
      reason: "started",
      message: "The 2:00 PM session on this date has already started. Please choose a later time.",
    });
  });
});

describe("public submit checks, in the spec's order: clashes, the maximum, the producer and the price", () => {
  it("4. refuses an overlap with 'Time Conflict'", () => {
    const bookings = [{ date: FRIDAY, startTime: "15:00", duration: 2 }];
    expect(check({ bookings })).toEqual({
      ok: false,
      title: "Time Conflict",
      message: TIME_CONFLICT_MESSAGE,
      reason: "conflict",
      clash: bookings[0],
    });
    expect(TIME_CONFLICT_MESSAGE).toBe(
      "This time slot overlaps with an existing booking. Please select a different time.",
    );
  });

  it("4. sees an overlap across midnight", () => {
    const bookings = [{ date: FRIDAY, startTime: "23:00", duration: 4 }];
    expect(check({ startTime: "01:00", duration: 2, bookings })).toMatchObject({ reason: "conflict" });
  });

  it("5. refuses a duration longer than allowed after midnight with the maximum", () => {
    expect(check({ startTime: "03:00", duration: 4 })).toEqual({
      ok: false,
      title: "Invalid Duration",
      message: "A 4-hour session starting at 3:00 AM would end after 6AM. Maximum duration: 3h",
      reason: "duration",
    });
  });

  it("refuses the enquiry-only producer when the bookable producers are given", () => {
    expect(check({ engineer: "Kofi", bookableProducers: ["Marcus", "Dre"] })).toMatchObject({
      reason: "producer",
    });
    expect(check({ bookableProducers: ["Marcus"] })).toMatchObject({ reason: "producer" });
    expect(check({ engineer: "Marcus", bookableProducers: ["Marcus", "Dre"] })).toEqual({ ok: true });
  });

  it("refuses a price that is not the rate card's", () => {
    const priceRule = priceRuleFor(DEFAULT_RATE_CARD, null);
    expect(check({ totalCost: 100, priceRule })).toMatchObject({
      title: "Invalid Price",
      message: "Total cost must be £70.00 for a 2-hour session",
    });
    expect(check({ totalCost: 7000, priceRule })).toEqual({ ok: true });
  });
});

describe("maximum duration", () => {
  it("is the longest allowed length ending by 06:00", () => {
    expect(maxDurationFor(FRIDAY, "03:00")).toBe(3);
    expect(maxDurationFor(FRIDAY, "20:00")).toBe(10);
    expect(maxDurationFor(FRIDAY, "05:00")).toBe(0);
  });
});
