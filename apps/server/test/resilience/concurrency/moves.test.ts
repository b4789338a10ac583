// A move is one write transaction: customers moving their sessions and visitors booking, all at
// once onto one free slot, give exactly one winner, and every loser keeps the session they had.
import { type BookingInput, sessionInterval } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { newLinkToken } from "@studio/api/auth";
import { insertManageToken } from "@studio/api/store";
import { createPublicBooking } from "@studio/api/services";
import { bookingPayload, upcoming } from "../../../../../packages/api/test/helpers.js";
import { countRows } from "../harness.js";
import { race, raceStudio } from "./race.js";

const studio = raceStudio();
const MOVERS = 10;

describe("moves racing bookings", () => {
  it(`${MOVERS} moves and ${MOVERS} public bookings aimed at one free slot: one winner, losers untouched`, async () => {
    const target = { date: upcoming(6, 3), startTime: "20:00", duration: 3 };
    const movers = Array.from({ length: MOVERS }, (_, i) => {
      const booking = createPublicBooking(
        studio.services,
        bookingPayload({
          date: upcoming(5, 3 + (i % 5)),
          startTime: `${12 + 2 * Math.floor(i / 5)}:00`,
        }) as BookingInput,
      );
      const { token, hash } = newLinkToken();
      studio.services.store.transaction(() =>
        insertManageToken(studio.services.store, hash, booking.id, new Date().toISOString()),
      );
      return { booking, token };
    });
    const moveBody = { ...target, engineer: "Marcus" };
    const answers = await race(
      studio.t,
      `${MOVERS} moves + ${MOVERS} public bookings, one slot`,
      Array.from({ length: 2 * MOVERS }, (_, i) =>
        i % 2 === 0
          ? { method: "POST", path: `/api/manage/${movers[i / 2]!.token}/move`, body: moveBody }
          : { method: "POST", path: "/api/bookings", body: bookingPayload(target) },
      ),
      target,
    );
    const winner = answers.findIndex((a) => a.status === 200 || a.status === 201);
    movers.forEach(({ booking }, m) => {
      const row = studio.t.store.sqlite
        .prepare(`select date, "startTime", "startMs", status from bookings where id = ?`)
        .get(booking.id) as { date: string; startTime: string; startMs: number; status: string };
      expect(row.status).toBe("confirmed");
      const moved = winner === 2 * m;
      expect(row.startMs).toBe(sessionInterval(moved ? target : booking)!.startMs);
      expect(countRows(studio.t.store, "booking_moves", `"bookingId" = '${booking.id}'`)).toBe(moved ? 1 : 0);
    });
  });
});
