import { describe, expect, it } from "vitest";
import { computeRangeInsights, type RangeBooking } from "./range-insights.js";

const booking = (overrides: Partial<RangeBooking>): RangeBooking => ({
  date: "2026-11-06",
  startTime: "20:00",
  status: "confirmed",
  totalCost: 7000,
  engineer: "Marcus",
  duration: 2,
  attendance: null,
  lateCancel: false,
  balancePence: 7000,
  ...overrides,
});

// Every session of the ranges below has started by then.
const later = new Date("2027-01-01T12:00:00Z");

describe("insights over a range", () => {
  // November 2026: Fri 6, Sat 7, Sun 8 are session nights in the first full week.
  const range = { from: "2026-11-06", to: "2026-11-08" };

  it("sets money booked against money taken, what is owed, the no-show and late-cancel rates", () => {
    const figures = computeRangeInsights(
      range,
      [
        booking({ attendance: "arrived", balancePence: 0 }),
        booking({
          date: "2026-11-07",
          attendance: "no-show",
          balancePence: 3000,
          duration: 4,
          engineer: "Dre",
        }),
        booking({ date: "2026-11-08", status: "cancelled", lateCancel: true }),
        booking({ date: "2026-11-20" }),
      ],
      [
        { takenAt: "2026-11-06T20:00:00.000Z", kind: "payment", amountPence: 7000 },
        { takenAt: "2026-11-07T20:00:00.000Z", kind: "payment", amountPence: 5000 },
        { takenAt: "2026-11-07T21:00:00.000Z", kind: "refund", amountPence: 1000 },
      ],
      later,
    );
    expect(figures).toMatchObject({
      totalBookings: 3,
      confirmedCount: 2,
      totalRevenuePence: 14000,
      collectedPence: 11000,
      outstandingPence: 3000,
      noShowRate: 0.5,
      lateCancelRate: 0.333,
      byMonth: [{ month: "2026-11", bookedPence: 14000, collectedPence: 11000 }],
    });
    // Three open nights of 18 hours; six hours booked.
    expect(figures.occupancy.rate).toBe(0.111);
    expect(figures.occupancy.byWeekday).toEqual([
      { weekday: "Friday night", bookedHours: 2, openHours: 18, rate: 0.111 },
      { weekday: "Saturday night", bookedHours: 4, openHours: 18, rate: 0.222 },
      { weekday: "Sunday night", bookedHours: 0, openHours: 18, rate: 0 },
    ]);
    expect(figures.occupancy.byProducer[0]).toEqual({ engineer: "Dre", bookedHours: 4, rate: 0.074 });
  });

  it("counts a provisional booking's time and balance, not yet as confirmed revenue", () => {
    const figures = computeRangeInsights(
      range,
      [booking({}), booking({ date: "2026-11-07", status: "provisional", duration: 4, balancePence: 12500 })],
      [],
      later,
    );
    expect(figures).toMatchObject({
      totalBookings: 2,
      confirmedCount: 1,
      totalRevenuePence: 7000,
      outstandingPence: 19500,
      byMonth: [{ month: "2026-11", bookedPence: 14000, collectedPence: 0 }],
    });
    expect(figures.occupancy.byWeekday[1]).toMatchObject({ weekday: "Saturday night", bookedHours: 4 });
  });

  it("gives zero rates, not NaN, on an empty range, one month row a month", () => {
    const figures = computeRangeInsights({ from: "2026-10-30", to: "2026-12-02" }, [], [], later);
    expect(figures.noShowRate).toBe(0);
    expect(figures.occupancy.rate).toBe(0);
    expect(figures.byMonth.map((m) => m.month)).toEqual(["2026-10", "2026-11", "2026-12"]);
  });

  it("gives a night with no sessions open no weekday row, and money outside the range no month", () => {
    // Thursday 5 November is not a session night; staff may still have booked it.
    const figures = computeRangeInsights(
      { from: "2026-11-05", to: "2026-11-06" },
      [booking({ date: "2026-11-05", engineer: "Dre", duration: 3 }), booking({ date: "2026-11-06" })],
      [
        { takenAt: "2026-11-06T20:00:00.000Z", kind: "payment", amountPence: 7000 },
        { takenAt: "2026-12-01T20:00:00.000Z", kind: "payment", amountPence: 500 },
      ],
      later,
    );
    expect(figures.occupancy.byWeekday).toEqual([
      { weekday: "Friday night", bookedHours: 2, openHours: 18, rate: 0.111 },
    ]);
    expect(figures.occupancy.byProducer.map((p) => [p.engineer, p.bookedHours])).toEqual([
      ["Dre", 3],
      ["Marcus", 2],
    ]);
    expect(figures.byMonth).toEqual([{ month: "2026-11", bookedPence: 14000, collectedPence: 7000 }]);
  });

  it("counts as outstanding only what sessions that have started still owe, not the price of those to come", () => {
    const bookings = [
      booking({ date: "2026-11-06", balancePence: 3000 }),
      booking({ date: "2026-11-07", startTime: "14:00", balancePence: 7000 }),
      // The Saturday night's 01:00 start is Sunday morning.
      booking({ date: "2026-11-07", startTime: "01:00", balancePence: 5000 }),
      booking({ date: "2026-11-08", balancePence: 7000 }),
    ];
    // Saturday 7 November, 15:00 London: Friday's session and Saturday's 14:00 have started.
    const now = new Date("2026-11-07T15:00:00Z");
    const figures = computeRangeInsights(range, bookings, [], now);
    expect(figures.outstandingPence).toBe(10_000);
    // The spec's figures still count every booking of the range.
    expect(figures.totalRevenuePence).toBe(28_000);
    expect(computeRangeInsights(range, bookings, [], later).outstandingPence).toBe(22_000);
  });
});
