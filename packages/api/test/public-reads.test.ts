// The public reads over real HTTP: health, the studio profile, the producers, and a
// day's bookings (the grid's fields only, unless an admin asks).
import { describe, expect, it } from "vitest";
import { call, login, postBooking, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

describe("GET /api/health and /api/studio", () => {
  it("reports version, uptime, database and outbox backlog", async () => {
    const { status, body } = await call(t.url, "GET", "/api/health");
    expect(status).toBe(200);
    expect(body).toMatchObject({ version: "1.0.0", database: "ok" });
    expect(typeof body.uptime).toBe("number");
    expect(typeof body.outboxBacklog).toBe("number");
  });

  it("gives the public profile without the notification recipients", async () => {
    const { status, body, text } = await call(t.url, "GET", "/api/studio");
    expect(status).toBe(200);
    expect(body.name).toBe("Leyton Sound Studio");
    expect(body.producers.map((p: { name: string }) => p.name)).toEqual(["Marcus", "Dre", "Kofi"]);
    expect(body.notificationRecipients).toBeUndefined();
    expect(text).not.toContain("studio.manager@");
  });
});

describe("GET /api/engineers", () => {
  it("lists the profile's producers with id and name, marking the enquiry-only one", async () => {
    const { status, body } = await call(t.url, "GET", "/api/engineers");
    expect(status).toBe(200);
    expect(body).toHaveLength(3);
    expect(body[0]).toMatchObject({ name: "Marcus", active: true, bookable: true, availability: [] });
    expect(body[0].id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.find((e: { name: string }) => e.name === "Kofi").bookable).toBe(false);
  });
});

describe("GET /api/bookings/date/{date}", () => {
  it("returns only what the grid needs: no name, e-mail or phone", async () => {
    const date = upcoming(0, 3);
    const made = await postBooking(t.url, { date, startTime: "18:00", duration: 2 });
    expect(made.status).toBe(201);
    const { status, body, text } = await call(t.url, "GET", `/api/bookings/date/${date}`);
    expect(status).toBe(200);
    expect(body).toEqual([
      { date, startTime: "18:00", duration: 2, engineer: "Marcus", status: "confirmed" },
    ]);
    for (const secret of [
      made.body.firstName,
      made.body.lastName,
      made.body.email,
      made.body.phone,
      made.body.id,
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("gives an admin session the full bookings of the day", async () => {
    const date = upcoming(0, 3);
    const cookie = await login(t.url);
    const { status, body } = await call(t.url, "GET", `/api/bookings/date/${date}`, undefined, { cookie });
    expect(status).toBe(200);
    expect(body[0]).toMatchObject({ date, startTime: "18:00", firstName: "Ada", phone: "07700900123" });
  });

  it("answers 400 for a malformed date, however often it is asked (a refusal is never kept)", async () => {
    for (const path of ["2026-13-45", "2026-13-45", "2026-02-30", "2026-02-30"]) {
      const { status, body } = await call(t.url, "GET", `/api/bookings/date/${path}`);
      expect(status).toBe(400);
      expect(body.issues[0].path).toBe("date");
    }
  });

  it("returns an empty list for a free day", async () => {
    const { status, body } = await call(t.url, "GET", `/api/bookings/date/${upcoming(2, 1)}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});
