import { describe, expect, it } from "vitest";
import { computeInsights } from "./insights.js";

describe("insights", () => {
  it("counts money over confirmed bookings only, a provisional one among all bookings alone", () => {
    const insights = computeInsights([
      { status: "confirmed", totalCost: 7000, engineer: "Marcus", duration: 2 },
      { status: "confirmed", totalCost: 12500, engineer: "Dre", duration: 4 },
      { status: "confirmed", totalCost: 7000, engineer: "Marcus", duration: 2 },
      { status: "confirmed", totalCost: 10000, engineer: "Dre", duration: 3 },
      { status: "cancelled", totalCost: 28000, engineer: "Dre", duration: 10 },
      { status: "provisional", totalCost: 14000, engineer: "Marcus", duration: 5 },
    ]);
    expect(insights.totalRevenuePence).toBe(36500);
    expect(insights.totalBookings).toBe(6);
    expect(insights.confirmedCount).toBe(4);
    expect(insights.avgBookingValuePence).toBe(9125);
    expect(insights.engineers).toEqual([
      { engineer: "Dre", sessions: 2, revenuePence: 22500 },
      { engineer: "Marcus", sessions: 2, revenuePence: 14000 },
    ]);
    expect(insights.durations).toEqual([
      { duration: 2, count: 2 },
      { duration: 3, count: 1 },
      { duration: 4, count: 1 },
    ]);
  });

  it("averages 0 when nothing is confirmed", () => {
    const insights = computeInsights([
      { status: "cancelled", totalCost: 7000, engineer: "Marcus", duration: 2 },
    ]);
    expect(insights).toEqual({
      totalRevenuePence: 0,
      totalBookings: 1,
      confirmedCount: 0,
      avgBookingValuePence: 0,
      engineers: [],
      durations: [],
    });
  });
});
