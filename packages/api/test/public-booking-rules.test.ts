// POST /api/bookings over real HTTP: the payload's checks and the studio's rules, with their
// messages (docs/rules.md, Validation).
import { DEFAULT_RATE_CARD, priceOf } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, call, postBooking, startApp, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

describe("POST /api/bookings", () => {
  it("creates a booking: 201 with the full record, confirmed, id generated", async () => {
    const payload = bookingPayload({ date: upcoming(5, 0), startTime: "12:00", duration: 3 });
    const { status, body } = await call(t.url, "POST", "/api/bookings", payload);
    expect(status).toBe(201);
    expect(body).toMatchObject({
      ...payload,
      totalCost: 10000,
      status: "confirmed",
      customerReceiptSent: false,
      adminNotificationSent: false,
      cancelledAt: null,
    });
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(body.createdAt)).not.toBeNaN();
  });

  it("answers 400 naming every invalid field with the spec's messages", async () => {
    const { status, body } = await call(t.url, "POST", "/api/bookings", {
      firstName: "",
      lastName: " ",
      email: "not-an-email",
      phone: "12345",
      date: "",
      startTime: "",
      engineer: "",
      duration: 5,
      totalCost: 100,
    });
    expect(status).toBe(400);
    const byPath = Object.fromEntries(
      body.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
    );
    expect(byPath).toMatchObject({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      phone: "Phone number must be at least 10 digits",
      date: "Date is required",
      startTime: "Start time is required",
      engineer: "Engineer is required",
      duration: "Duration must be 2, 3, 4, 6, 8, or 10 hours",
    });
    expect(body.error).toContain("First name is required");
  });

  it("requires YYYY-MM-DD dates and HH:MM times on the server", async () => {
    const { status, body } = await postBooking(t.url, { date: "27/11/2026", startTime: "2pm" });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "date", message: "Date must be in YYYY-MM-DD format" },
        { path: "startTime", message: "Start time must be in HH:MM format" },
      ]),
    );
  });
});

describe("POST /api/bookings: malformed bodies", () => {
  it("refuses a body that is not an object with 400", async () => {
    const { status, body } = await call(t.url, "POST", "/api/bookings", "just a string");
    expect(status).toBe(400);
    expect(body.error).toBeTruthy();
  });

  it("refuses malformed JSON with 400 and a JSON error", async () => {
    const { status, body } = await call(t.url, "POST", "/api/bookings", undefined, {
      raw: '{"firstName": ',
      headers: { "content-type": "application/json" },
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: "The request body is not valid JSON" });
  });
});

describe("POST /api/bookings: the studio's rules", () => {
  it("refuses Thursday: enquiry only", async () => {
    const { status, body } = await postBooking(t.url, { date: upcoming(4, 1) });
    expect(status).toBe(400);
    expect(body.title).toBe("Thursday Booking Enquiry");
    expect(body.issues[0].path).toBe("date");
    expect(body.error).toMatch(/Thursday bookings/);
  });

  it("refuses a closed weekday with the spec's Invalid Date text", async () => {
    const { status, body } = await postBooking(t.url, { date: upcoming(1, 1) });
    expect(status).toBe(400);
    expect(body.title).toBe("Invalid Date");
    expect(body.error).toBe("Studio is only available Thursday (enquiry), Friday, Saturday, and Sunday.");
  });

  it("refuses a date past the three-month horizon", async () => {
    const { status, body } = await postBooking(t.url, { date: upcoming(5, 15) });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("date");
  });

  it("refuses a start outside opening hours with 'Studio is closed at {time}'", async () => {
    const { status, body } = await postBooking(t.url, { startTime: "05:00" });
    expect(status).toBe(400);
    expect(body.title).toBe("Invalid Booking Time");
    expect(body.error).toBe("Studio is closed at 5:00 AM. Open hours: 12PM-6AM (next day)");
    expect(body.issues).toEqual([{ path: "startTime", message: body.error }]);
  });

  it("refuses a 10-hour session starting at 22:00 with the 6AM text", async () => {
    const payload = bookingPayload({ date: upcoming(6, 1), startTime: "22:00", duration: 10 });
    const { status, body } = await call(t.url, "POST", "/api/bookings", payload);
    expect(status).toBe(400);
    expect(body.error).toBe("10-hour session starting at 10:00 PM would end after 6AM closing time");
  });

  it("refuses a 4-hour session at 03:00 naming the longest that fits", async () => {
    const payload = bookingPayload({ date: upcoming(6, 1), startTime: "03:00", duration: 4 });
    const { status, body } = await call(t.url, "POST", "/api/bookings", payload);
    expect(status).toBe(400);
    expect(body.title).toBe("Invalid Duration");
    expect(body.error).toBe("A 4-hour session starting at 3:00 AM would end after 6AM. Maximum duration: 3h");
    expect(body.issues[0].path).toBe("duration");
  });

  it("refuses the enquiry-only producer", async () => {
    const { status, body } = await postBooking(t.url, { engineer: "Kofi" });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("engineer");
  });

  it("refuses an unknown producer", async () => {
    const { status, body } = await postBooking(t.url, { engineer: "Nobody" });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("engineer");
  });

  it("refuses a total cost that differs from the price table", async () => {
    const { status, body } = await postBooking(t.url, { duration: 4, totalCost: 100 });
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("totalCost");
    expect(body.error).toContain("£125.00");
  });
});

describe("slot already started", () => {
  it("refuses a session whose start has passed", async () => {
    const friday = upcoming(5, 0);
    const at = new Date(`${friday}T15:30:00Z`); // 15:30 in London in winter, 16:30 in summer
    const clocked = await startApp({ clock: () => at });
    try {
      const { status, body } = await postBooking(clocked.url, {
        date: friday,
        startTime: "13:00",
        totalCost: priceOf(DEFAULT_RATE_CARD, null, 2),
      });
      expect(status).toBe(400);
      expect(body.issues[0].path).toBe("startTime");
      expect(body.error).toContain("already started");
    } finally {
      await clocked.close();
    }
  });
});
