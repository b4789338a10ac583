// The calendar file alone: a studio name with ':' ';' ',' and quotes survives ical.js, and the
// manage link's calls are rate-limited per client.
import { sessionInterval } from "@studio/domain";
import { afterAll, describe, expect, it } from "vitest";
import { bookingCalendar } from "../../src/mail/booking-event.js";
import { call, profile, startApp, storedBooking, type TestApp, trpc } from "../helpers.js";
import { readCalendar } from "../mail-parse.js";

const booking = storedBooking({ startTime: "23:00", duration: 4 });

describe("the .ics", () => {
  it("quotes the ORGANIZER's CN, so a name with : ; , still parses (a double quote read as a single one)", () => {
    const name = 'Leyton: Sound; Studio, "Ltd"';
    const ics = bookingCalendar(booking, "REQUEST", 3, { ...profile, name }, new Date());
    expect(ics).toContain(`ORGANIZER;CN="Leyton: Sound; Studio, 'Ltd'":mailto:`);
    const calendar = readCalendar(ics);
    expect(calendar.organizer).toBe("Leyton: Sound; Studio, 'Ltd'");
    expect(calendar.sequence).toBe(3);
    expect(calendar.startMs).toBe(sessionInterval(booking)!.startMs);
    expect(calendar.endMs).toBe(sessionInterval(booking)!.endMs);
  });
});

describe("manage calls", () => {
  let t: TestApp | undefined;
  afterAll(async () => t?.close());

  it("are rate-limited per client: 429 past the limit", async () => {
    t = await startApp({ limits: { managePerMinute: 3 } });
    const path = `/api/manage/${"A".repeat(43)}`;
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await call(t.url, "GET", path)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
  });

  it("take from the same budget through tRPC's manage procedures as through /api/manage", async () => {
    const app = await startApp({ limits: { managePerMinute: 3 } });
    try {
      const token = "A".repeat(43);
      const statuses = [(await call(app.url, "GET", `/api/manage/${token}`)).status];
      statuses.push((await trpc(app.url, "query", "manage.view", { token })).status);
      statuses.push((await trpc(app.url, "mutation", "manage.cancel", { token })).status);
      statuses.push((await trpc(app.url, "query", "manage.view", { token })).status);
      expect(statuses).toEqual([404, 404, 404, 429]);
    } finally {
      await app.close();
    }
  });
});
