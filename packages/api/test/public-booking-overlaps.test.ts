// POST /api/bookings over real HTTP: a session may not overlap another, across midnight and across
// studio days, and the refusal names the clashing time but never the other customer.
import { addDays } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, call, login, postBooking, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

describe("POST /api/bookings: overlaps", () => {
  it("refuses an overlap with 409 and names the clashing time, not the customer", async () => {
    const date = upcoming(5, 2);
    const first = await postBooking(t.url, { date, startTime: "20:00", duration: 4 });
    expect(first.status).toBe(201);
    const { status, body, text } = await postBooking(t.url, { date, startTime: "23:00", duration: 2 });
    expect(status).toBe(409);
    expect(body.title).toBe("Time Conflict");
    expect(body.error).toBe(
      "This time slot overlaps with an existing booking (8:00 PM - 12:00 AM). Please select a different time.",
    );
    expect(text).not.toContain(first.body.lastName);
  });

  it("catches an overlap past midnight: 22:00 for 4h blocks a 01:00 start", async () => {
    const date = upcoming(6, 2);
    expect((await postBooking(t.url, { date, startTime: "22:00", duration: 4 })).status).toBe(201);
    const clash = await postBooking(t.url, { date, startTime: "01:00", duration: 2 });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain("10:00 PM - 2:00 AM");
    const after = await postBooking(t.url, { date, startTime: "02:00", duration: 2 });
    expect(after.status).toBe(201);
  });

  it("allows back-to-back sessions", async () => {
    const date = upcoming(0, 2);
    const a = await postBooking(t.url, { date, startTime: "14:00", duration: 2 });
    const b = await postBooking(t.url, { date, startTime: "16:00", duration: 2 });
    const c = await postBooking(t.url, { date, startTime: "12:00", duration: 2 });
    expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
  });

  it("catches an overlap with another studio day's session (an admin booking running into Saturday)", async () => {
    const friday = upcoming(5, 3);
    const saturday = addDays(friday, 1);
    const cookie = await login(t.url);
    const admin = await call(
      t.url,
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: friday, startTime: "05:00", duration: 10, totalCost: undefined }),
      { cookie },
    );
    expect(admin.status).toBe(201); // Friday's studio day: Saturday 05:00 to 15:00
    const clash = await postBooking(t.url, { date: saturday, startTime: "14:00" });
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain("5:00 AM - 3:00 PM");
  });
});
