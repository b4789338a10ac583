import { describe, expect, it } from "vitest";
import {
  MAX_PUBLIC_CALLS_PER_REQUEST,
  tooManyBookingsFromHereText,
  tooManyCallsInOneRequestText,
  tooManyRequestsText,
  tooManyUpcomingBookingsText,
} from "./limits.js";

const studio = { bookingsEmail: "bookings@studio.example", messagingNumber: "07700 900000" };

describe("limit texts", () => {
  it("tell the visitor how to reach the studio", () => {
    for (const text of [
      tooManyUpcomingBookingsText(4, studio),
      tooManyBookingsFromHereText(studio),
      tooManyRequestsText(30, studio),
    ]) {
      expect(text).toContain(studio.bookingsEmail);
      expect(text).toContain(studio.messagingNumber);
    }
  });

  it("count sessions, minutes and seconds in words that agree", () => {
    expect(tooManyUpcomingBookingsText(1, studio)).toMatch(/^You already have 1 upcoming session booked/);
    expect(tooManyUpcomingBookingsText(4, studio)).toMatch(/^You already have 4 upcoming sessions booked/);
    expect(tooManyRequestsText(1, studio)).toContain("wait 1 second and");
    expect(tooManyRequestsText(45, studio)).toContain("wait 45 seconds and");
    expect(tooManyRequestsText(60, studio)).toContain("wait 1 minute and");
    expect(tooManyRequestsText(61, studio)).toContain("wait 2 minutes and");
    expect(tooManyCallsInOneRequestText()).toContain(`at most ${MAX_PUBLIC_CALLS_PER_REQUEST} bookings`);
    expect(tooManyCallsInOneRequestText(3)).toContain("at most 3 bookings");
  });
});
