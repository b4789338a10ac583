import { startGrid } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { offersWaitlist } from "./WaitlistOffer";

const now = new Date("2026-12-01T12:00:00Z");
const night = "2026-12-04";
const session = (startTime: string, duration: number) => ({
  date: night,
  startTime,
  duration,
  status: "confirmed",
});
const slotsWith = (bookings: ReturnType<typeof session>[], producer: string | null = "Marcus") =>
  startGrid({ date: night, producer, bookings, now });

describe("offersWaitlist", () => {
  it("offers the list when no start takes the chosen length", () => {
    const full = slotsWith([session("12:00", 10), session("22:00", 8)]);
    expect(offersWaitlist({ date: night, producer: "Marcus", duration: 2, slots: full })).toBe(true);
    const evening = slotsWith([session("12:00", 10)]);
    expect(offersWaitlist({ date: night, producer: "Marcus", duration: 8, slots: evening })).toBe(false);
    expect(offersWaitlist({ date: night, producer: "Marcus", duration: 10, slots: evening })).toBe(true);
  });

  it("never offers it on a closed night or while the producer is away: no time can free up", () => {
    const blocked = startGrid({
      date: night,
      producer: "Marcus",
      bookings: [],
      now,
      blocked: "Marcus is away",
    });
    const need = { date: night, producer: "Marcus", duration: 2, slots: blocked };
    expect(offersWaitlist(need, { kind: "away", producer: "Marcus" })).toBe(false);
    expect(offersWaitlist(need, { kind: "closed", text: "Closed for Christmas" })).toBe(false);
    expect(offersWaitlist(need, { kind: "full" })).toBe(true);
  });

  it("waits for a night, a producer and the night's bookings", () => {
    const free = slotsWith([]);
    expect(offersWaitlist({ date: "", producer: "Marcus", duration: 2, slots: free })).toBe(false);
    expect(offersWaitlist({ date: night, producer: "", duration: 2, slots: slotsWith([], null) })).toBe(
      false,
    );
    const loading = startGrid({ date: null, producer: "Marcus", bookings: [], now });
    expect(offersWaitlist({ date: night, producer: "Marcus", duration: 2, slots: loading })).toBe(false);
  });
});
