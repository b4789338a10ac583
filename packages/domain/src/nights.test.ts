import { describe, expect, it } from "vitest";
import {
  isFullNight,
  nextFreeNight,
  nightBlock,
  nightBlockMessage,
  nightBlockText,
  nightsAvailability,
  nightsQuerySchema,
  nightsRange,
} from "./nights.js";
import { startGrid } from "./slots.js";

const closure = {
  id: "c",
  startDate: "2026-12-12",
  endDate: "2026-12-12",
  reason: "Boiler",
  publicText: "Closed for Christmas",
};
const leave = { id: "l", engineer: "Marcus", startDate: "2026-12-11", endDate: "2026-12-11", note: null };
const fullNight = [
  { date: "2026-12-13", startTime: "12:00", duration: 10, status: "confirmed" },
  { date: "2026-12-13", startTime: "22:00", duration: 8, status: "confirmed" },
];

describe("the nights ahead", () => {
  const nights = nightsAvailability({
    from: "2026-12-10",
    to: "2026-12-18",
    closures: [closure],
    leave: [leave],
    bookings: fullNight,
  });

  it("lists Friday to Sunday only, each with its closure's public text, who is away and whether it is full", () => {
    expect(nights).toEqual([
      { date: "2026-12-11", closed: null, away: ["Marcus"], full: false },
      { date: "2026-12-12", closed: "Closed for Christmas", away: [], full: false },
      { date: "2026-12-13", closed: null, away: [], full: true },
      { date: "2026-12-18", closed: null, away: [], full: false },
    ]);
  });

  it("judges each night on its own and its neighbours' bookings as it would on all of them", () => {
    // Full and part-full nights, with bookings on the days around them.
    const bookings = [
      ...fullNight,
      { date: "2026-12-11", startTime: "12:00", duration: 10, status: "confirmed" },
      { date: "2026-12-11", startTime: "22:00", duration: 8, status: "confirmed" },
      { date: "2026-12-17", startTime: "12:00", duration: 10, status: "confirmed" },
      { date: "2026-12-18", startTime: "12:00", duration: 10, status: "confirmed" },
      { date: "2026-12-19", startTime: "22:00", duration: 8, status: "confirmed" },
    ];
    const judged = nightsAvailability({
      from: "2026-12-10",
      to: "2026-12-20",
      closures: [],
      leave: [],
      bookings,
    });
    expect(judged.map((night) => [night.date, night.full])).toEqual(
      judged.map((night) => [night.date, isFullNight(night.date, bookings)]),
    );
    expect(judged.filter((night) => night.full).map((night) => night.date)).toEqual([
      "2026-12-11",
      "2026-12-13",
    ]);
  });

  it("says why a night is blocked for a producer, the closure first", () => {
    const [friday, saturday, sunday] = nights;
    expect(nightBlockText(nightBlock(saturday!, "Marcus")!)).toBe("Studio closed: Closed for Christmas");
    expect(nightBlockText(nightBlock(friday!, "Marcus")!)).toBe("Marcus is away");
    expect(nightBlock(friday!, "Dre")).toBeNull();
    expect(nightBlockText(nightBlock(sunday!, "Dre")!)).toBe("Fully booked");
  });

  it("tells the grid what is wrong with a blocked night and what to do", () => {
    expect(nightBlockMessage({ kind: "closed", text: "Closed for Christmas" }, "2026-12-12")).toBe(
      "The studio is closed on Sat 12 Dec (Closed for Christmas). Please choose another night.",
    );
    expect(nightBlockMessage({ kind: "away", producer: "Marcus" }, "2026-12-11")).toBe(
      "Marcus is away on Fri 11 Dec. Please choose another producer or night.",
    );
    expect(nightBlockMessage({ kind: "full" }, "2026-12-13")).toBe(
      "Every start on Sun 13 Dec is taken. Please choose another night.",
    );
  });

  it("offers the next night the producer can be booked on", () => {
    expect(nextFreeNight(nights, "Marcus")).toBe("2026-12-18");
    expect(nextFreeNight(nights, "Dre")).toBe("2026-12-11");
    expect(nextFreeNight(nights, "Dre", "2026-12-11")).toBe("2026-12-18");
    // Past the last free night, the first one is offered again.
    expect(nextFreeNight(nights, "Dre", "2026-12-18")).toBe("2026-12-11");
    // No night the producer can be booked on: nothing to offer.
    expect(nextFreeNight(nights.slice(0, 3), "Marcus")).toBeNull();
    expect(nextFreeNight([], "Dre")).toBeNull();
  });

  it("a night is full only when no two-hour session fits anywhere", () => {
    expect(isFullNight("2026-12-13", fullNight)).toBe(true);
    expect(isFullNight("2026-12-13", fullNight.slice(0, 1))).toBe(false);
  });

  it("disables every start of a blocked night with its reason", () => {
    const slots = startGrid({
      date: "2026-12-12",
      producer: "Dre",
      bookings: [],
      now: new Date("2026-12-01T12:00:00Z"),
      blocked: "Studio closed: Closed for Christmas",
    });
    expect(slots).toHaveLength(16);
    expect(
      slots.every(
        (s) => !s.enabled && s.state === "blocked" && s.status === "Studio closed: Closed for Christmas",
      ),
    ).toBe(true);
  });

  it("takes either end of the range alone, and refuses an end before the start under 'to'", () => {
    expect(nightsQuerySchema.safeParse({}).success).toBe(true);
    expect(nightsQuerySchema.safeParse({ from: "2026-12-11" }).success).toBe(true);
    expect(nightsQuerySchema.safeParse({ to: "2026-12-11" }).success).toBe(true);
    expect(nightsQuerySchema.safeParse({ from: "2026-12-11", to: "2026-12-11" }).success).toBe(true);
    const backwards = nightsQuerySchema.safeParse({ from: "2026-12-12", to: "2026-12-11" });
    expect(backwards.error?.issues).toEqual([
      expect.objectContaining({ path: ["to"], message: "to must not be before from" }),
    ]);
  });

  it("keeps the asked range inside the booking horizon", () => {
    const now = new Date("2026-11-26T12:00:00Z");
    expect(nightsRange({}, now)).toEqual({ from: "2026-11-26", to: "2027-02-26" });
    expect(nightsRange({ from: "2020-01-01", to: "2026-12-01" }, now)).toEqual({
      from: "2026-11-26",
      to: "2026-12-01",
    });
    expect(nightsRange({ from: "2026-12-04", to: "2030-01-01" }, now)).toEqual({
      from: "2026-12-04",
      to: "2027-02-26",
    });
  });
});
