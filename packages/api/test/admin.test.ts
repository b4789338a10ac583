// The /api/admin paths of spec §7: session, bookings, archive, messages, over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  bookingPayload,
  call,
  cookieFrom,
  login,
  PASSWORD,
  startApp,
  type TestApp,
  upcoming,
} from "./helpers.js";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startApp();
  cookie = await login(t.url);
});
afterAll(() => t.close());

const admin = (method: string, path: string, body?: unknown) => call(t.url, method, path, body, { cookie });

describe("admin login and session", () => {
  it("waits for the start-up password check before answering admin requests; public ones go first", async () => {
    let passwordInPlace!: () => void;
    const starting = await startApp({ adminReady: new Promise<void>((done) => (passwordInPlace = done)) });
    try {
      let answered = false;
      const loggingIn = call(starting.url, "POST", "/api/admin/login", { password: PASSWORD }).then(
        (answer) => {
          answered = true;
          return answer;
        },
      );
      expect((await call(starting.url, "GET", "/api/health")).status).toBe(200);
      expect((await call(starting.url, "GET", `/api/bookings/date/${upcoming(5)}`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 150));
      expect(answered).toBe(false);
      passwordInPlace();
      expect((await loggingIn).status).toBe(200);
    } finally {
      await starting.close();
    }
  });

  it("answers a wrong password with 401 {success:false, message:'Incorrect password'}", async () => {
    const { status, body, headers } = await call(
      t.url,
      "POST",
      "/api/admin/login",
      { password: "wrong" },
      {
        headers: { "x-forwarded-for": "10.0.0.1" },
      },
    );
    expect(status).toBe(401);
    expect(body).toMatchObject({
      success: false,
      message: "Incorrect password",
      error: "Incorrect password",
    });
    expect(headers.getSetCookie()).toEqual([]);
  });

  it("answers a missing password with 400", async () => {
    const { status, body } = await call(t.url, "POST", "/api/admin/login", {});
    expect(status).toBe(400);
    expect(body.issues[0]).toEqual({ path: "password", message: "Password is required" });
  });

  it("logs in: 200 {success:true, message} and an HttpOnly, SameSite=Strict session cookie", async () => {
    const { status, body, headers } = await call(t.url, "POST", "/api/admin/login", { password: PASSWORD });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: "Access granted!" });
    const setCookie = headers.getSetCookie()[0] ?? "";
    expect(setCookie).toMatch(/^studio-admin=/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Strict");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toMatch(/Max-Age=43200/);
    expect(setCookie).not.toContain("Secure");
  });

  it("refuses every admin path without a session with 401", async () => {
    const paths: [string, string][] = [
      ["GET", "/api/admin/bookings"],
      ["POST", "/api/admin/bookings"],
      ["PUT", "/api/admin/bookings/x"],
      ["PATCH", "/api/admin/bookings/x/status"],
      ["GET", "/api/admin/messages"],
      ["PATCH", "/api/admin/messages/x/status"],
      ["GET", "/api/admin/archived-bookings"],
      ["POST", "/api/admin/archived-bookings/x/restore"],
      ["POST", "/api/admin/resend-notifications"],
      ["POST", "/api/admin/test-email"],
    ];
    for (const [method, path] of paths) {
      const { status, body } = await call(t.url, method, path);
      expect(status, `${method} ${path}`).toBe(401);
      expect(body.error).toBe("Please log in to the admin dashboard");
    }
    const forged = await call(t.url, "GET", "/api/admin/bookings", undefined, {
      cookie: "studio-admin=forged;value",
    });
    expect(forged.status).toBe(401);
  });

  it("logout revokes the session, even for a copied cookie", async () => {
    const session = await login(t.url);
    expect((await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie: session })).status).toBe(
      200,
    );
    const out = await call(t.url, "POST", "/api/admin/logout", undefined, { cookie: session });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect(out.headers.getSetCookie()[0]).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    // The copy the browser was told to forget still reaches the server: it must be dead.
    expect((await call(t.url, "GET", "/api/admin/bookings", undefined, { cookie: session })).status).toBe(
      401,
    );
  });

  it("logout without a session still answers 200", async () => {
    expect((await call(t.url, "POST", "/api/admin/logout")).status).toBe(200);
  });

  it("throttles failed logins per client: 5 failures, then 429 even for the right password", async () => {
    const throttled = await startApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await call(throttled.url, "POST", "/api/admin/login", { password: `guess${i}` })).status,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401]);
      const blocked = await call(throttled.url, "POST", "/api/admin/login", { password: PASSWORD });
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({ success: false });
      expect(blocked.body.message).toMatch(/Too many failed attempts/);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await throttled.close();
    }
  });

  it("ends a session after the idle and the absolute limits", async () => {
    let now = Date.now();
    const clocked = await startApp({ clock: () => new Date(now) });
    try {
      const session = await login(clocked.url);
      const probe = () => call(clocked.url, "GET", "/api/admin/bookings", undefined, { cookie: session });
      now += 90 * 60_000; // 1.5 h later: still alive, and the visit refreshes the idle timer
      expect((await probe()).status).toBe(200);
      now += 90 * 60_000;
      expect((await probe()).status).toBe(200);
      now += 2 * 60 * 60_000 + 1000; // idle for more than 2 h
      expect((await probe()).status).toBe(401);

      const busy = await login(clocked.url);
      for (let hour = 0; hour < 12; hour += 1) {
        now += 60 * 60_000;
        const status = (await call(clocked.url, "GET", "/api/admin/bookings", undefined, { cookie: busy }))
          .status;
        expect(status, `after ${hour + 1} h`).toBe(hour + 1 < 12 ? 200 : 401);
      }
    } finally {
      await clocked.close();
    }
  });

  it("marks the cookie Secure and __Host- prefixed behind HTTPS", async () => {
    const secure = await startApp({ cookieSecure: true });
    try {
      const { headers } = await call(secure.url, "POST", "/api/admin/login", { password: PASSWORD });
      const setCookie = headers.getSetCookie()[0] ?? "";
      expect(setCookie).toMatch(/^__Host-studio-admin=/);
      expect(setCookie).toContain("Secure");
      expect(
        (await call(secure.url, "GET", "/api/health")).headers.get("strict-transport-security"),
      ).toBeTruthy();
    } finally {
      await secure.close();
    }
  });

  it("refuses admin mutations from a foreign origin even with a session", async () => {
    const { status } = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(), {
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(403);
  });
});

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
    const { status, body } = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ email: "nope", totalCost: -1 }),
    );
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
    const first = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date, startTime: "15:00", duration: 3 }),
    );
    expect(first.status).toBe(201);
    const { status, body } = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date, startTime: "17:00" }),
    );
    expect(status).toBe(409);
    expect(body.error).toBe(
      `Time slot conflicts with existing booking by Ada ${first.body.lastName} (3:00 PM - 6:00 PM)`,
    );
  });

  it("adds ' (overnight from {date})' when the clash belongs to the previous studio day", async () => {
    const friday = upcoming(5, 4);
    const saturday = upcoming(6, 4);
    const early = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: friday, startTime: "05:00", duration: 10 }),
    );
    expect(early.status).toBe(201);
    const { status, body } = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: saturday, startTime: "12:00" }),
    );
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

  it("updates only the changed fields: 200 with the updated record", async () => {
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(0, 1), startTime: "12:00" }),
    );
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
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(0, 4), startTime: "12:00" }),
    );
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
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(0, 5), startTime: "12:00" }),
    );
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
    const a = await admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "12:00" }));
    const b = await admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "16:00" }));
    const { status, body } = await admin("PUT", `/api/admin/bookings/${b.body.id}`, { startTime: "13:00" });
    expect(status).toBe(409);
    expect(body.error).toContain(`by Ada ${a.body.lastName} (12:00 PM - 2:00 PM)`);
    const day = await admin("GET", `/api/bookings/date/${date}`);
    expect(day.body.find((x: { id: string }) => x.id === b.body.id).startTime).toBe("16:00");
    // Moving within its own span is not a clash with itself.
    expect((await admin("PUT", `/api/admin/bookings/${b.body.id}`, { startTime: "15:00" })).status).toBe(200);
  });
});

describe("cancel, archive and restore", () => {
  it("cancel sets cancelled + cancelledAt and archives a snapshot; the slot frees up", async () => {
    const date = upcoming(5, 5);
    const made = await admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "20:00" }));
    const { status, body } = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, {
      status: "cancelled",
    });
    expect(status).toBe(200);
    expect(body.status).toBe("cancelled");
    expect(Date.parse(body.cancelledAt)).not.toBeNaN();
    const archive = await admin("GET", "/api/admin/archived-bookings");
    const row = archive.body.find((a: { originalBookingId: string }) => a.originalBookingId === made.body.id);
    expect(row).toMatchObject({ status: "cancelled", firstName: "Ada", date, startTime: "20:00" });
    expect(Date.parse(row.archivedAt)).not.toBeNaN();
    expect(row.id).not.toBe(made.body.id);
    // Cancelled bookings are ignored by the conflict check and hidden from the public day.
    expect(await call(t.url, "GET", `/api/bookings/date/${date}`).then((a) => a.body)).toEqual([]);
    const taker = await call(t.url, "POST", "/api/bookings", bookingPayload({ date, startTime: "20:00" }));
    expect(taker.status).toBe(201);
  });

  it("restore re-checks the slot: 409 with a clear message when it was taken since", async () => {
    const date = upcoming(5, 6);
    const made = await admin("POST", "/api/admin/bookings", bookingPayload({ date, startTime: "14:00" }));
    await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, { status: "cancelled" });
    const taker = await call(t.url, "POST", "/api/bookings", bookingPayload({ date, startTime: "15:00" }));
    expect(taker.status).toBe(201);
    const viaStatus = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, {
      status: "confirmed",
    });
    expect(viaStatus.status).toBe(409);
    expect(viaStatus.body.error).toBe(
      `This booking cannot be restored. Time slot conflicts with existing booking by Ada ${taker.body.lastName} (3:00 PM - 5:00 PM)`,
    );
    const archived = (await admin("GET", "/api/admin/archived-bookings")).body.find(
      (a: { originalBookingId: string }) => a.originalBookingId === made.body.id,
    );
    const viaArchive = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(viaArchive.status).toBe(409);
    expect(viaArchive.body.error).toContain("cannot be restored");
    // Still cancelled and still archived.
    const list = await admin("GET", "/api/admin/bookings");
    expect(list.body.find((b: { id: string }) => b.id === made.body.id).status).toBe("cancelled");
  });

  it("restore from the Bookings tab: confirmed again, cancelledAt cleared, archive row gone", async () => {
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(5, 7), startTime: "14:00" }),
    );
    await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, { status: "cancelled" });
    const { status, body } = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, {
      status: "confirmed",
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: made.body.id, status: "confirmed", cancelledAt: null });
    const archive = await admin("GET", "/api/admin/archived-bookings");
    expect(
      archive.body.some((a: { originalBookingId: string }) => a.originalBookingId === made.body.id),
    ).toBe(false);
  });

  it("restore from the Archive tab: 200 with the booking, archive row gone", async () => {
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(5, 8), startTime: "14:00" }),
    );
    await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, { status: "cancelled" });
    const archived = (await admin("GET", "/api/admin/archived-bookings")).body.find(
      (a: { originalBookingId: string }) => a.originalBookingId === made.body.id,
    );
    const { status, body } = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: made.body.id, status: "confirmed" });
    const again = await admin("POST", `/api/admin/archived-bookings/${archived.id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body.error).toBe("Archived booking not found");
  });

  it("answers unknown ids and bad statuses with 404 and 400", async () => {
    const missing = await admin("PATCH", "/api/admin/bookings/nope/status", { status: "cancelled" });
    expect(missing.status).toBe(404);
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(5, 9), startTime: "14:00" }),
    );
    const bad = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, { status: "pending" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toEqual({ path: "status", message: "Status must be confirmed or cancelled" });
    expect((await admin("POST", "/api/admin/archived-bookings/nope/restore")).status).toBe(404);
  });

  it("cancelling twice changes nothing the second time", async () => {
    const made = await admin(
      "POST",
      "/api/admin/bookings",
      bookingPayload({ date: upcoming(5, 10), startTime: "14:00" }),
    );
    const first = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, { status: "cancelled" });
    const second = await admin("PATCH", `/api/admin/bookings/${made.body.id}/status`, {
      status: "cancelled",
    });
    expect(second.status).toBe(200);
    expect(second.body.cancelledAt).toBe(first.body.cancelledAt);
  });
});

describe("admin messages", () => {
  it("lists messages and moves unread -> read -> replied, never back", async () => {
    const sent = await call(t.url, "POST", "/api/contact", {
      firstName: "Nina",
      lastName: "Simone",
      email: "nina@example.com",
      phone: "07700900999",
      subject: "collaboration",
      message: "Shall we record a live session?",
    });
    expect(sent.status).toBe(201);
    const list = await admin("GET", "/api/admin/messages");
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: sent.body.id, status: "unread", phone: "07700900999" });
    const read = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "read" });
    expect(read.status).toBe(200);
    expect(read.body.status).toBe("read");
    const replied = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "replied" });
    expect(replied.body.status).toBe("replied");
    const back = await admin("PATCH", `/api/admin/messages/${sent.body.id}/status`, { status: "read" });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe("replied");
  });

  it("answers 404 for an unknown message and 400 for a bad status", async () => {
    expect((await admin("PATCH", "/api/admin/messages/nope/status", { status: "read" })).status).toBe(404);
    // "unread" is the Spam view's "Not spam"; "spam" is set only by the bot traps.
    const bad = await admin("PATCH", "/api/admin/messages/nope/status", { status: "spam" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0]).toEqual({ path: "status", message: "Status must be unread, read or replied" });
  });
});

describe("admin e-mail (no SMTP_URL: .eml files)", () => {
  it("resend-notifications answers {success, totalBookings} with the upcoming confirmed count", async () => {
    const bookings = (await admin("GET", "/api/admin/bookings")).body as { status: string }[];
    const confirmed = bookings.filter((b) => b.status === "confirmed").length;
    const { status, body } = await admin("POST", "/api/admin/resend-notifications");
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, totalBookings: confirmed });
  });

  it("test-email answers {success, recipients} with the four recipients", async () => {
    const { status, body } = await admin("POST", "/api/admin/test-email");
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      recipients: [
        "bookings@leytonsound.studio",
        "marcus@leytonsound.studio",
        "dre@leytonsound.studio",
        "studio.manager@leytonsound.studio",
      ],
    });
  });
});

it("a cookie from a login is accepted on the next request (cookie helper sanity)", async () => {
  const answer = await call(t.url, "POST", "/api/admin/login", { password: PASSWORD });
  expect(cookieFrom(answer.headers)).toMatch(/^studio-admin=.+/);
});
