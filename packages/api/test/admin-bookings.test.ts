// The admin's bookings over real HTTP (/api/admin/bookings): create on any session day,
// the clash messages naming the customer, the list, and edits of only the changed fields.
import { describe, expect, it } from "vitest";
import { bookingPayload, upcoming } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();
const { admin, bookAsAdmin } = t;

describe("admin bookings", () => {
  it("creates a booking: 201, any session day, default cost from the duration", async () => {
    const { totalCost: _omit, ...payload } = bookingPayload({
      date: upcoming(4, 1),
      startTime: "18:00",
      duration: 3,
    });
    const { status, body } = await admin("POST", "/api/admin/bookings", payload);
    expect(status).toBe(201); // Thursday: enquiries are booked by the admin
    expect(body).toMatchObject({ ...payload, totalCost: 10000, status: "confirmed" });
  });

  it("accepts a manual cost override and the enquiry-only producer", async () => {
    const payload = bookingPayload({ date: upcoming(4, 2), engineer: "Kofi", totalCost: 12345 });
    const { status, body } = await admin("POST", "/api/admin/bookings", payload);
    expect(status).toBe(201);
    expect(body.totalCost).toBe(12345);
    expect(body.engineer).toBe("Kofi");
  });

  it("answers 400 with the spec's messages, including a negative cost", async () => {
    const { status, body } = await bookAsAdmin({ email: "nope", totalCost: -1 });
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "email", message: "Invalid email address" },
        { path: "totalCost", message: "Total cost must be positive" },
      ]),
    );
  });

  it("refuses an overlap with 409 naming the customer and the span", async () => {
    const date = upcoming(6, 1);
    const first = await bookAsAdmin({ date, startTime: "15:00", duration: 3 });
    expect(first.status).toBe(201);
    const { status, body } = await bookAsAdmin({ date, startTime: "17:00" });
    expect(status).toBe(409);
    expect(body.error).toBe(
      `Time slot conflicts with existing booking by Ada ${first.body.lastName} (3:00 PM - 6:00 PM)`,
    );
  });

  it("adds ' (overnight from {date})' when the clash belongs to the previous studio day", async () => {
    const friday = upcoming(5, 4);
    const saturday = upcoming(6, 4);
    const early = await bookAsAdmin({ date: friday, startTime: "05:00", duration: 10 });
    expect(early.status).toBe(201);
    const { status, body } = await bookAsAdmin({ date: saturday, startTime: "12:00" });
    expect(status).toBe(409);
    expect(body.error).toBe(
      `Time slot conflicts with existing booking by Ada ${early.body.lastName} (5:00 AM - 3:00 PM) (overnight from ${friday})`,
    );
  });

  it("lists every booking for the admin (the session probe)", async () => {
    const { status, body } = await admin("GET", "/api/admin/bookings");
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(4);
    expect(body[0]).toHaveProperty("email");
    expect(body[0]).not.toHaveProperty("startMs");
  });
});

describe("admin bookings: edits", () => {
  it("updates only the changed fields: 200 with the updated record", async () => {
    const made = await bookAsAdmin({ date: upcoming(0, 1), startTime: "12:00" });
    const { status, body } = await admin("PUT", `/api/admin/bookings/${made.body.id}`, {
      phone: "07000000000",
      startTime: "13:00",
      totalCost: 0,
      projectDescription: "",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: made.body.id,
      phone: "07000000000",
      startTime: "13:00",
      totalCost: 0,
      projectDescription: null,
      firstName: made.body.firstName,
      email: made.body.email,
    });
  });

  it("answers an update with no changes with 400 'No changes detected'", async () => {
    const made = await bookAsAdmin({ date: upcoming(0, 4), startTime: "12:00" });
    const { status, body } = await admin("PUT", `/api/admin/bookings/${made.body.id}`, {});
    expect(status).toBe(400);
    expect(body.error).toBe("No changes detected");
  });

  it("answers an update of an unknown id with 404, and a bad field with 400", async () => {
    const missing = await admin("PUT", "/api/admin/bookings/00000000-0000-0000-0000-000000000000", {
      phone: "07000000000",
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe("Booking not found");
    const made = await bookAsAdmin({ date: upcoming(0, 5), startTime: "12:00" });
    const bad = await admin("PUT", `/api/admin/bookings/${made.body.id}`, { duration: 7, phone: "1" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        { path: "duration", message: "Duration must be 2, 3, 4, 6, 8, or 10 hours" },
        { path: "phone", message: "Phone number must be at least 10 digits" },
      ]),
    );
  });

  it("refuses an edit that moves a booking onto another with 409, and leaves it as it was", async () => {
    const date = upcoming(0, 6);
    const a = await bookAsAdmin({ date, startTime: "12:00" });
    const b = await bookAsAdmin({ date, startTime: "16:00" });
    const { status, body } = await admin("PUT", `/api/admin/bookings/${b.body.id}`, { startTime: "13:00" });
    expect(status).toBe(409);
    expect(body.error).toContain(`by Ada ${a.body.lastName} (12:00 PM - 2:00 PM)`);
    const day = await admin("GET", `/api/bookings/date/${date}`);
    expect(day.body.find((x: { id: string }) => x.id === b.body.id).startTime).toBe("16:00");
    // Moving within its own span is not a clash with itself.
    expect((await admin("PUT", `/api/admin/bookings/${b.body.id}`, { startTime: "15:00" })).status).toBe(200);
  });
});
