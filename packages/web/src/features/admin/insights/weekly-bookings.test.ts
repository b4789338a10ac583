import { describe, expect, it } from "vitest";
import { weekCommencing, weeklyBookings } from "./weekly-bookings";

describe("bookings per week", () => {
  it("groups sessions by the Monday of their week", () => {
    expect(weekCommencing("2026-11-27")).toBe("2026-11-23");
    expect(weekCommencing("2026-11-29")).toBe("2026-11-23");
    expect(weekCommencing("2026-11-30")).toBe("2026-11-30");
  });

  it("counts confirmed and cancelled apart, oldest week first", () => {
    expect(
      weeklyBookings([
        { date: "2026-12-04", status: "confirmed" },
        { date: "2026-11-27", status: "confirmed" },
        { date: "2026-11-29", status: "cancelled" },
        { date: "2026-11-28", status: "confirmed" },
      ]),
    ).toEqual([
      { week: "w/c 23 Nov", Confirmed: 2, Cancelled: 1 },
      { week: "w/c 30 Nov", Confirmed: 1, Cancelled: 0 },
    ]);
  });
});
