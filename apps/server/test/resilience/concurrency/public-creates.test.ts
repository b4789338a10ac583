// No double booking, ever (docs/decisions.md): 200 visitors at once for one slot, or for overlapping
// ones, through REST and tRPC. One wins; the rest get a 409 naming the time, never the customer.
import { DURATIONS, DEFAULT_RATE_CARD, priceOf } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, upcoming } from "../../../../../packages/api/test/helpers.js";
import { N, race, raceStudio } from "./race.js";

const studio = raceStudio();
const trpcInput = (body: unknown) => body;

describe("creates", () => {
  it(`${N} public creates of one slot over REST: one 201, the rest 409, one row`, async () => {
    const slot = { date: upcoming(5, 2), startTime: "20:00", duration: 3 };
    const answers = await race(
      studio.t,
      `${N} public creates, one slot (REST)`,
      Array.from({ length: N }, () => ({
        method: "POST",
        path: "/api/bookings",
        body: bookingPayload(slot),
      })),
      slot,
    );
    // The public 409 names the clashing session's time, never its customer.
    for (const answer of answers.filter((a) => a.status === 409))
      expect(answer.body.error).toBe(
        "This time slot overlaps with an existing booking (8:00 PM - 11:00 PM). Please select a different time.",
      );
  });

  it(`${N} public creates of one slot, half REST and half tRPC`, async () => {
    const slot = { date: upcoming(6, 2), startTime: "14:00", duration: 2 };
    await race(
      studio.t,
      `${N} public creates, one slot (REST + tRPC)`,
      Array.from({ length: N }, (_, i) =>
        i % 2 === 0
          ? { method: "POST", path: "/api/bookings", body: bookingPayload(slot) }
          : { method: "POST", path: "/trpc/bookings.create", body: trpcInput(bookingPayload(slot)) },
      ),
      slot,
    );
  });

  it(`${N} public creates of overlapping, different slots: one wins`, async () => {
    // Every candidate contains 21:30-22:00 on a Sunday, so any two overlap; all end by 06:00.
    const date = upcoming(0, 2);
    const shapes: { startTime: string; duration: number }[] = [];
    for (let hour = 12; hour <= 21; hour += 1) {
      for (const duration of DURATIONS) {
        if (hour + duration >= 22 && hour + duration <= 30)
          shapes.push({ startTime: `${hour}:00`, duration });
      }
    }
    expect(shapes.length).toBeGreaterThan(20);
    const requests = Array.from({ length: N }, (_, i) => {
      const shape = shapes[i % shapes.length]!;
      return {
        method: "POST",
        path: i % 3 === 0 ? "/trpc/bookings.create" : "/api/bookings",
        body: bookingPayload({ date, ...shape, totalCost: priceOf(DEFAULT_RATE_CARD, null, shape.duration) }),
      };
    });
    await race(studio.t, `${N} public creates, overlapping slots`, requests, {
      date,
      startTime: "21:00",
      duration: 2,
    });
  });
});
