// The date picker's read of the nights ahead (GET /api/availability, tRPC bookings.nights):
// closed nights with their public text, producers away, full nights; never a customer's data.
import { bookingHorizon } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { call, postBooking, trpc, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin } = t;

describe("GET /api/availability", () => {
  it("marks a closed night, a producer's leave and a full night, and names no customer", async () => {
    const closed = upcoming(5, 6);
    const away = upcoming(6, 6);
    const full = upcoming(0, 6);
    expect(
      (
        await admin("POST", "/api/admin/closures", {
          startDate: closed,
          endDate: closed,
          reason: "Boiler service (staff only)",
          publicText: "Closed for maintenance",
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await admin("POST", "/api/admin/leave", {
          engineer: "Marcus",
          startDate: away,
          endDate: away,
          note: "Holiday",
        })
      ).status,
    ).toBe(201);
    // 12:00-22:00 and 22:00-06:00: no two free hours are left anywhere on the night.
    const early = await postBooking(t.url, { date: full, startTime: "12:00", duration: 10, engineer: "Dre" });
    expect(early.status).toBe(201);
    expect((await postBooking(t.url, { date: full, startTime: "22:00", duration: 8 })).status).toBe(201);

    const { status, body, text } = await call(t.url, "GET", `/api/availability?from=${closed}&to=${full}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { date: closed, closed: "Closed for maintenance", away: [], full: false },
      { date: away, closed: null, away: ["Marcus"], full: false },
      { date: full, closed: null, away: [], full: true },
    ]);
    for (const secret of [
      "Boiler service",
      "Holiday",
      early.body.lastName,
      early.body.email,
      early.body.phone,
    ]) {
      expect(text).not.toContain(secret);
    }

    const viaTrpc = await trpc(t.url, "query", "bookings.nights", { from: closed, to: full });
    expect(viaTrpc.body.result!.data).toEqual(body);
  });

  it("lists every session night of the horizon, Friday to Sunday only, when no range is given", async () => {
    const { status, body } = await call(t.url, "GET", "/api/availability");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(30);
    for (const night of body as { date: string }[]) {
      expect([0, 5, 6]).toContain(new Date(`${night.date}T12:00:00Z`).getUTCDay());
    }
    const horizon = bookingHorizon(new Date());
    expect(body[0].date >= horizon.min && body.at(-1).date <= horizon.max).toBe(true);
  });

  it("refuses a malformed or backwards range with a 400 naming the field", async () => {
    const bad = await call(t.url, "GET", "/api/availability?from=tomorrow");
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("from");
    const backwards = await call(
      t.url,
      "GET",
      `/api/availability?from=${upcoming(6, 2)}&to=${upcoming(5, 2)}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues[0]).toMatchObject({ path: "to", message: "to must not be before from" });
  });
});
