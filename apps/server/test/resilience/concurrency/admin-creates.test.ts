// No double booking, ever (docs/decisions.md), for staff too: 200 admin creates at once for one slot on a
// closed weekday, and across two studio days (a 10-hour night against the next morning).
import { addDays } from "@studio/domain";
import { describe, it } from "vitest";
import { upcoming } from "../../../../../packages/api/test/helpers.js";
import { adminInput } from "../studio-setup.js";
import { N, race, raceStudio } from "./race.js";

const studio = raceStudio();

describe("creates", () => {
  it(`${N} admin creates of one slot on a closed weekday (REST + tRPC)`, async () => {
    const slot = { date: upcoming(2, 3), startTime: "15:00", duration: 4 };
    await race(
      studio.t,
      `${N} admin creates, one slot (REST + tRPC)`,
      Array.from({ length: N }, (_, i) => ({
        method: "POST",
        path: i % 2 === 0 ? "/api/admin/bookings" : "/trpc/admin.bookings.create",
        body: adminInput(slot),
        cookie: studio.cookie,
      })),
      slot,
    );
  });

  it(`${N} admin creates across two studio days (22:00 for 10 h vs 07:00 next day)`, async () => {
    const tuesday = upcoming(2, 4);
    const late = { date: tuesday, startTime: "22:00", duration: 10 };
    const morning = { date: addDays(tuesday, 1), startTime: "07:00", duration: 2 };
    await race(
      studio.t,
      `${N} admin creates, across studio days`,
      Array.from({ length: N }, (_, i) => ({
        method: "POST",
        path: "/api/admin/bookings",
        body: adminInput(i % 2 === 0 ? late : morning),
        cookie: studio.cookie,
      })),
      morning,
    );
  });
});
