// No double booking, ever (docs/decisions.md), when bookings move: 200 edits moving 200 bookings into one
// free slot, and 200 restores of cancelled bookings of one slot. One wins; then the slot is taken.
import type { Booking } from "@studio/domain";
import { describe, expect, it } from "vitest";
import type { RawRequest } from "../fire-together.js";
import { countRows } from "../harness.js";
import { cancelledOnSlot, farDay, restoreRequests, spreadBookings } from "./moving-scenes.js";
import { activeOverlapping, N, race, raceStudio } from "./race.js";

const studio = raceStudio();

describe("edits and restores", () => {
  it(`${N} edits moving ${N} bookings into one free slot: one 200, then the slot is taken for all`, async () => {
    const { t, cookie } = studio;
    const slot = { date: farDay(330), startTime: "14:00", duration: 4 };
    const bookings = spreadBookings(studio.services, N, farDay(120));
    const move = (booking: Booking, i: number): RawRequest =>
      i % 2 === 0
        ? { method: "PUT", path: `/api/admin/bookings/${booking.id}`, body: slot, cookie }
        : {
            method: "POST",
            path: "/trpc/admin.bookings.update",
            body: { id: booking.id, changes: slot },
            cookie,
          };
    const answers = await race(t, `${N} edits into one free slot`, bookings.map(move), slot);
    // Into the now-taken slot: every one refused, the winner unmoved.
    const losers = bookings.filter((_, i) => answers[i]!.status >= 400);
    await race(t, `${losers.length} edits into a taken slot`, losers.map(move), slot, 0, 1);
    const unmoved = countRows(t.store, "bookings", `date >= '${farDay(120)}' and date < '${farDay(320)}'`);
    expect(unmoved).toBe(N - 1);
  });

  it(`${N} restores of ${N} cancelled bookings of one slot: one 200, then the slot is taken for all`, async () => {
    const { t } = studio;
    const slot = { date: farDay(340), startTime: "14:00", duration: 2 };
    const cancelled = cancelledOnSlot(studio.services, N, slot);
    expect(activeOverlapping(t, slot)).toBe(0);
    const answers = await race(
      t,
      `${N} restores into one free slot`,
      restoreRequests(studio, cancelled),
      slot,
    );
    const losers = cancelled.filter((_, i) => answers[i]!.status >= 400);
    await race(t, `${losers.length} restores into a taken slot`, restoreRequests(studio, losers), slot, 0, 1);
    expect(countRows(t.store, "archived_bookings", `date = '${slot.date}'`)).toBe(N - 1);
  });
});
