// The public REST paths of spec §7, with the spec's rules and messages, over real HTTP.
import { addDays, pricePenceFor } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingPayload, call, login, startApp, type TestApp, upcoming } from "./helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

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
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: "27/11/2026", startTime: "2pm" }),
    );
    expect(status).toBe(400);
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: "date", message: "Date must be in YYYY-MM-DD format" },
        { path: "startTime", message: "Start time must be in HH:MM format" },
      ]),
    );
  });

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

  it("refuses Thursday: enquiry only", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: upcoming(4, 1) }),
    );
    expect(status).toBe(400);
    expect(body.title).toBe("Thursday Booking Enquiry");
    expect(body.issues[0].path).toBe("date");
    expect(body.error).toMatch(/Thursday bookings/);
  });

  it("refuses a closed weekday with the spec's Invalid Date text", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: upcoming(1, 1) }),
    );
    expect(status).toBe(400);
    expect(body.title).toBe("Invalid Date");
    expect(body.error).toBe("Studio is only available Thursday (enquiry), Friday, Saturday, and Sunday.");
  });

  it("refuses a date past the three-month horizon", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: upcoming(5, 15) }),
    );
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("date");
  });

  it("refuses a start outside opening hours with 'Studio is closed at {time}'", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ startTime: "05:00" }),
    );
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
    const { status, body } = await call(t.url, "POST", "/api/bookings", bookingPayload({ engineer: "Kofi" }));
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("engineer");
  });

  it("refuses an unknown producer", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ engineer: "Nobody" }),
    );
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("engineer");
  });

  it("refuses a total cost that differs from the price table", async () => {
    const { status, body } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ duration: 4, totalCost: 100 }),
    );
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("totalCost");
    expect(body.error).toContain("£125.00");
  });

  it("refuses an overlap with 409 and names the clashing time, not the customer", async () => {
    const date = upcoming(5, 2);
    const first = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "20:00", duration: 4 }),
    );
    expect(first.status).toBe(201);
    const { status, body, text } = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "23:00", duration: 2 }),
    );
    expect(status).toBe(409);
    expect(body.title).toBe("Time Conflict");
    expect(body.error).toBe(
      "This time slot overlaps with an existing booking (8:00 PM - 12:00 AM). Please select a different time.",
    );
    expect(text).not.toContain(first.body.lastName);
  });

  it("catches an overlap past midnight: 22:00 for 4h blocks a 01:00 start", async () => {
    const date = upcoming(6, 2);
    expect(
      (await call(t.url, "POST", "/api/bookings", bookingPayload({ date, startTime: "22:00", duration: 4 })))
        .status,
    ).toBe(201);
    const clash = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "01:00", duration: 2 }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain("10:00 PM - 2:00 AM");
    const after = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "02:00", duration: 2 }),
    );
    expect(after.status).toBe(201);
  });

  it("allows back-to-back sessions", async () => {
    const date = upcoming(0, 2);
    const a = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "14:00", duration: 2 }),
    );
    const b = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "16:00", duration: 2 }),
    );
    const c = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "12:00", duration: 2 }),
    );
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
    const clash = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: saturday, startTime: "14:00" }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.error).toContain("5:00 AM - 3:00 PM");
  });
});

describe("GET /api/bookings/date/{date}", () => {
  it("returns only what the grid needs: no name, e-mail or phone", async () => {
    const date = upcoming(0, 3);
    const made = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date, startTime: "18:00", duration: 2 }),
    );
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

  it("answers 400 for a malformed date", async () => {
    const { status, body } = await call(t.url, "GET", "/api/bookings/date/2026-13-45");
    expect(status).toBe(400);
    expect(body.issues[0].path).toBe("date");
  });

  it("returns an empty list for a free day", async () => {
    const { status, body } = await call(t.url, "GET", `/api/bookings/date/${upcoming(2, 1)}`);
    expect(status).toBe(200);
    expect(body).toEqual([]);
  });
});

describe("POST /api/contact", () => {
  const message = {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    subject: "pricing",
    message: "How much is a ten hour night?",
  };

  it("stores a message: 201 with the record, unread", async () => {
    const { status, body } = await call(t.url, "POST", "/api/contact", message);
    expect(status).toBe(201);
    expect(body).toMatchObject({ ...message, phone: null, status: "unread" });
    const cookie = await login(t.url);
    const list = await call(t.url, "GET", "/api/admin/messages", undefined, { cookie });
    expect(list.body.some((m: { id: string }) => m.id === body.id)).toBe(true);
  });

  it("answers 400 with the spec's messages", async () => {
    const { status, body } = await call(t.url, "POST", "/api/contact", {
      firstName: "",
      lastName: "",
      email: "x",
      subject: "gossip",
      message: "short",
    });
    expect(status).toBe(400);
    const messages = body.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "First name is required",
        "Last name is required",
        "Invalid email address",
        "Message must be at least 10 characters",
      ]),
    );
    expect(body.issues.map((i: { path: string }) => i.path)).toContain("subject");
  });

  it("answers a bot that fills the honeypot like a person, but stores nothing", async () => {
    const cookie = await login(t.url);
    const before = (await call(t.url, "GET", "/api/admin/messages", undefined, { cookie })).body.length;
    const { status, body } = await call(t.url, "POST", "/api/contact", {
      ...message,
      website: "http://spam.example",
    });
    expect(status).toBe(201);
    expect(body.status).toBe("unread");
    const fast = await call(t.url, "POST", "/api/contact", { ...message, startedAt: Date.now() - 200 });
    expect(fast.status).toBe(201);
    const after = (await call(t.url, "GET", "/api/admin/messages", undefined, { cookie })).body.length;
    expect(after).toBe(before);
  });
});

describe("refusals", () => {
  it("answers unknown /api paths with a JSON 404", async () => {
    const { status, body, headers } = await call(t.url, "GET", "/api/nothing-here");
    expect(status).toBe(404);
    expect(headers.get("content-type")).toContain("application/json");
    expect(body.error).toContain("/api/nothing-here");
    expect((await call(t.url, "DELETE", "/api/bookings")).status).toBe(404);
  });

  it("answers a body over the limit with 413", async () => {
    const { status, body } = await call(t.url, "POST", "/api/contact", {
      firstName: "A",
      lastName: "B",
      email: "a@example.com",
      subject: "other",
      message: "x".repeat(100_000),
    });
    expect(status).toBe(413);
    expect(body.error).toBe("The request body is too large");
  });

  it("refuses a state-changing request that is not JSON with 415", async () => {
    for (const type of [
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
    ]) {
      const { status, body } = await call(t.url, "POST", "/api/bookings", undefined, {
        raw: JSON.stringify(bookingPayload()),
        headers: { "content-type": type },
      });
      expect(status).toBe(415);
      expect(body.error).toContain("JSON");
    }
  });

  it("refuses a request from a foreign Origin with 403, and accepts its own origin", async () => {
    const payload = bookingPayload({ date: upcoming(6, 4) });
    const foreign = await call(t.url, "POST", "/api/bookings", payload, {
      headers: { origin: "https://evil.example" },
    });
    expect(foreign.status).toBe(403);
    const nullOrigin = await call(t.url, "POST", "/api/bookings", payload, { headers: { origin: "null" } });
    expect(nullOrigin.status).toBe(403);
    const crossSite = await call(t.url, "POST", "/api/bookings", payload, {
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const own = await call(t.url, "POST", "/api/bookings", payload, { headers: { origin: t.url } });
    expect(own.status).toBe(201);
  });

  it("sets a CSP the web app runs under, and no stack traces anywhere", async () => {
    const { headers } = await call(t.url, "GET", "/api/health");
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("rate limits", () => {
  it("answers 429 when a client posts too often", async () => {
    const limited = await startApp({ limits: { publicPostsPerMinute: 3 } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push((await call(limited.url, "POST", "/api/contact", { firstName: "" })).status);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
      const refused = await call(limited.url, "POST", "/api/bookings", bookingPayload());
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(/Too many requests/);
      expect(refused.headers.get("retry-after")).toBeTruthy();
      // Reads are not limited.
      expect((await call(limited.url, "GET", "/api/engineers")).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("slot already started", () => {
  it("refuses a session whose start has passed", async () => {
    const friday = upcoming(5, 0);
    const at = new Date(`${friday}T15:30:00Z`); // 15:30 in London in winter, 16:30 in summer
    const clocked = await startApp({ clock: () => at });
    try {
      const { status, body } = await call(
        clocked.url,
        "POST",
        "/api/bookings",
        bookingPayload({ date: friday, startTime: "13:00", totalCost: pricePenceFor(2) }),
      );
      expect(status).toBe(400);
      expect(body.issues[0].path).toBe("startTime");
      expect(body.error).toContain("already started");
    } finally {
      await clocked.close();
    }
  });
});

describe("hostile input never gets a 500", () => {
  it("answers malformed URLs, prototype keys and odd bodies with 4xx JSON", async () => {
    const cases: [string, string, string | undefined][] = [
      ["GET", "/api/bookings/date/%ZZ", undefined],
      ["POST", "/trpc/%ZZ", "{}"],
      ["POST", "/api/bookings", '{"__proto__":{"admin":true}}'],
      ["POST", "/api/bookings", "[1,2]"],
      ["POST", "/api/bookings", "null"],
      ["POST", "/api/bookings", '{"duration":1e400}'],
      ["POST", "/api/admin/login", '"x"'],
      ["GET", `/api/bookings/date/${"a".repeat(3000)}`, undefined],
    ];
    for (const [method, path, raw] of cases) {
      const answer = await call(t.url, method, path, undefined, {
        ...(raw === undefined ? {} : { raw, headers: { "content-type": "application/json" } }),
      });
      expect(answer.status, `${method} ${path} ${raw}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path} ${raw}`).toBeLessThan(500);
      expect(typeof answer.body.error, `${method} ${path}`).toBe("string");
      expect(answer.text).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});
