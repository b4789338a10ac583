// No double booking, ever (docs/decisions.md), whoever races whom: a visitor against a restore for a slot
// just freed, and 200 public and admin creates, edits and restores of one slot, shuffled.
import { describe, expect, it } from "vitest";
import { bookingPayload, upcoming } from "../../../../../packages/api/test/helpers.js";
import { fireTogether, type RawRequest } from "../fire-together.js";
import { adminInput } from "../studio-setup.js";
import { cancelledOnSlot, farDay, restoreRequests, spreadBookings } from "./moving-scenes.js";
import { activeOverlapping, N, race, raceStudio } from "./race.js";

const studio = raceStudio();

describe("edits and restores", () => {
  it("a visitor and a restore racing for a slot just freed: exactly one wins", async () => {
    const { t, cookie } = studio;
    const slot = { date: upcoming(6, 3), startTime: "14:00", duration: 4 };
    const [winner] = cancelledOnSlot(studio.services, 1, slot);
    const answers = await fireTogether(
      t.url,
      [
        {
          method: "POST",
          path: "/api/bookings",
          body: bookingPayload({ ...slot, startTime: "15:00", duration: 2 }),
        },
        {
          method: "PATCH",
          path: `/api/admin/bookings/${winner!.id}/status`,
          body: { status: "confirmed" },
          cookie,
        },
      ],
      t.app.server,
    );
    const outcomes = answers.map((a) => a.status).sort();
    expect([
      [201, 409], // the visitor won; the restore was refused
      [200, 409], // the restore won; the visitor was refused
    ]).toContainEqual(outcomes);
    expect(activeOverlapping(t, slot)).toBe(1);
  });

  it(`${N} mixed at once for one slot: public and admin creates, edits and restores`, async () => {
    const { cookie } = studio;
    const slot = { date: upcoming(5, 4), startTime: "16:00", duration: 2 };
    const movers = spreadBookings(studio.services, 50, farDay(360));
    const cancelled = cancelledOnSlot(studio.services, 50, slot);
    const requests: RawRequest[] = [
      ...Array.from({ length: 50 }, () => ({
        method: "POST",
        path: "/api/bookings",
        body: bookingPayload(slot),
      })),
      ...Array.from({ length: 50 }, () => ({
        method: "POST",
        path: "/api/admin/bookings",
        body: adminInput(slot),
        cookie,
      })),
      ...movers.map((booking) => ({
        method: "PUT",
        path: `/api/admin/bookings/${booking.id}`,
        body: slot,
        cookie,
      })),
      ...restoreRequests(studio, cancelled),
    ];
    // Shuffled, so no door is always first in line.
    for (let i = requests.length - 1; i > 0; i -= 1) {
      const j = Math.floor(Math.random() * (i + 1));
      [requests[i], requests[j]] = [requests[j]!, requests[i]!];
    }
    await race(studio.t, `${N} mixed creates, edits, restores`, requests, slot);
  });
});
