import { describe, expect, it } from "vitest";
import {
  CHECKING_AVAILABILITY,
  type DayBooking,
  durationAfterStartChange,
  durationOptions,
  fittingDurations,
  isActive,
  startGrid,
} from "./slots.js";

const FRIDAY = "2026-11-27";
const NOW = new Date("2026-11-21T10:00:00Z");
const booking = (startTime: string, duration: number, extra: Partial<DayBooking> = {}): DayBooking => ({
  date: FRIDAY,
  startTime,
  duration,
  ...extra,
});

describe("the start-time grid: labels and the states before a choice", () => {
  it("shows 16 slots in 12-hour format", () => {
    const grid = startGrid({ date: FRIDAY, producer: "Marcus", bookings: [], now: NOW });
    expect(grid.map((slot) => slot.label)).toEqual([
      "12:00 PM",
      "1:00 PM",
      "2:00 PM",
      "3:00 PM",
      "4:00 PM",
      "5:00 PM",
      "6:00 PM",
      "7:00 PM",
      "8:00 PM",
      "9:00 PM",
      "10:00 PM",
      "11:00 PM",
      "12:00 AM",
      "1:00 AM",
      "2:00 AM",
      "3:00 AM",
    ]);
  });

  it("reads 'Select producer first' on every slot until a producer is chosen", () => {
    const grid = startGrid({ date: FRIDAY, producer: null, bookings: [], now: NOW });
    expect(grid.every((slot) => !slot.enabled && slot.tooltip === "Select producer first")).toBe(true);
  });

  it("is 'Unavailable' without a date", () => {
    const grid = startGrid({ date: null, producer: "Marcus", bookings: [], now: NOW });
    expect(grid.every((slot) => !slot.enabled && slot.tooltip === "Unavailable")).toBe(true);
    expect(grid.every((slot) => slot.state === "waiting" && slot.status === "Choose a date first")).toBe(
      true,
    );
  });

  it("says it is checking while a chosen night's sessions load, never 'Choose a date first'", () => {
    const grid = startGrid({ date: FRIDAY, producer: "Marcus", bookings: [], now: NOW, checking: true });
    expect(
      grid.every(
        (slot) =>
          !slot.enabled &&
          slot.state === "waiting" &&
          slot.status === CHECKING_AVAILABILITY &&
          slot.tooltip === CHECKING_AVAILABILITY,
      ),
    ).toBe(true);
    const noProducer = startGrid({ date: FRIDAY, producer: null, bookings: [], now: NOW, checking: true });
    expect(noProducer.every((slot) => slot.status === "Select producer first")).toBe(true);
  });

  it("is 'Available' where every duration fits and 'Limited to …h' where only some do", () => {
    const grid = startGrid({ date: FRIDAY, producer: "Marcus", bookings: [], now: NOW });
    const at = (time: string) => grid.find((slot) => slot.time === time)!;
    expect(at("12:00")).toMatchObject({ enabled: true, tooltip: "Available" });
    expect(at("20:00")).toMatchObject({ enabled: true, tooltip: "Available" });
    expect(at("21:00")).toMatchObject({ enabled: true, tooltip: "Limited to 2, 3, 4, 6, 8h" });
    expect(at("03:00")).toMatchObject({ enabled: true, tooltip: "Limited to 2, 3h", durations: [2, 3] });
  });
});

describe("the start-time grid: existing sessions, the clock and the clock change", () => {
  it("disables slots inside an existing session's span and those where no duration fits before it", () => {
    const grid = startGrid({ date: FRIDAY, producer: "Marcus", bookings: [booking("16:00", 4)], now: NOW });
    const at = (time: string) => grid.find((slot) => slot.time === time)!;
    expect(at("15:00")).toMatchObject({ enabled: false, tooltip: "Unavailable", state: "no-room" });
    expect(at("15:00").status).toBe("Too close to the next session");
    expect(at("17:00")).toMatchObject({
      enabled: false,
      tooltip: "Unavailable",
      state: "taken",
      status: "Taken",
    });
    expect(at("16:00")).toMatchObject({ state: "taken", status: "Taken" });
    expect(at("14:00")).toMatchObject({ state: "limited", status: "Limited to 2h" });
    expect(at("20:00")).toMatchObject({ state: "free", status: "Available" });
    expect(at("14:00")).toMatchObject({ enabled: true, tooltip: "Limited to 2h" });
    expect(at("20:00")).toMatchObject({ enabled: true, tooltip: "Available" });
  });

  it("ignores cancelled bookings", () => {
    const grid = startGrid({
      date: FRIDAY,
      producer: "Marcus",
      bookings: [booking("16:00", 4, { status: "cancelled" })],
      now: NOW,
    });
    expect(grid.find((slot) => slot.time === "17:00")).toMatchObject({ enabled: true, tooltip: "Available" });
  });

  it("disables slots that have already started today", () => {
    const now = new Date("2026-11-27T14:30:00Z");
    const grid = startGrid({ date: FRIDAY, producer: "Marcus", bookings: [], now });
    expect(grid.find((slot) => slot.time === "14:00")).toMatchObject({
      enabled: false,
      tooltip: "Unavailable",
      state: "started",
      status: "Started",
    });
    expect(grid.find((slot) => slot.time === "15:00")).toMatchObject({ enabled: true });
  });

  it("does not offer 1:00 AM on the night the clocks go forward", () => {
    const grid = startGrid({
      date: "2026-03-28",
      producer: "Marcus",
      bookings: [],
      now: new Date("2026-03-01T00:00:00Z"),
    });
    expect(grid.find((slot) => slot.time === "01:00")).toMatchObject({
      enabled: false,
      tooltip: "Unavailable",
      state: "skipped",
    });
    // only 7 elapsed hours from 22:00 to 06:00 that night
    expect(grid.find((slot) => slot.time === "22:00")!.tooltip).toBe("Limited to 2, 3, 4, 6h");
  });

  it("offers a 10-hour session from 21:00 on the night the clocks go back", () => {
    const grid = startGrid({
      date: "2026-10-24",
      producer: "Marcus",
      bookings: [],
      now: new Date("2026-10-01T00:00:00Z"),
    });
    expect(grid.find((slot) => slot.time === "21:00")!.tooltip).toBe("Available");
  });

  it("sees a previous studio day's booking that ran long (an admin booking)", () => {
    const thursdayLong: DayBooking = { date: "2026-11-26", startTime: "03:00", duration: 10 };
    expect(fittingDurations(FRIDAY, "12:00", [thursdayLong])).toEqual([]);
    expect(fittingDurations(FRIDAY, "13:00", [thursdayLong])).toEqual([2, 3, 4, 6, 8, 10]);
  });
});

describe("duration options", () => {
  it("lists every length and marks those that end after 6AM", () => {
    const options = durationOptions({ date: FRIDAY, startTime: "23:00", bookings: [] });
    expect(options.map((o) => o.duration)).toEqual([2, 3, 4, 6, 8, 10]);
    expect(options.filter((o) => o.disabled).map((o) => [o.duration, o.note])).toEqual([
      [8, "(Ends after 6AM)"],
      [10, "(Ends after 6AM)"],
    ]);
  });

  it("marks options that would overlap an existing session", () => {
    const options = durationOptions({ date: FRIDAY, startTime: "12:00", bookings: [booking("16:00", 2)] });
    expect(options.find((o) => o.duration === 4)).toEqual({
      duration: 4,
      disabled: false,
    });
    expect(options.find((o) => o.duration === 6)).toMatchObject({
      disabled: true,
      note: "(Overlaps existing session)",
    });
  });

  it("marks every option of a start that does not exist as ending after 6AM", () => {
    const options = durationOptions({ date: "2026-03-28", startTime: "01:00", bookings: [] });
    expect(options.every((o) => o.disabled && o.note === "(Ends after 6AM)")).toBe(true);
  });
});

describe("changing the start time", () => {
  it("keeps the duration when it still fits", () => {
    expect(durationAfterStartChange(4, [2, 3, 4, 6])).toBe(4);
  });
  it("falls back to the longest duration that fits", () => {
    expect(durationAfterStartChange(10, [2, 3, 4])).toBe(4);
  });
  it("falls back to 2 when none fits", () => {
    expect(durationAfterStartChange(6, [])).toBe(2);
  });
});

describe("active bookings", () => {
  it("treats every status but cancelled as active", () => {
    expect(isActive({ status: "confirmed" })).toBe(true);
    expect(isActive({})).toBe(true);
    expect(isActive({ status: "cancelled" })).toBe(false);
  });
});
