// The admin session over real HTTP: every admin path needs one, logout ends it for good, it expires
// when idle and at its absolute limit, and a foreign origin cannot use it.
import { describe, expect, it } from "vitest";
import { bookingPayload, call, login, startApp } from "./helpers.js";
import { useAdminApp } from "./shared-app.js";

const t = useAdminApp();

describe("admin session", () => {
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

  it("refuses admin mutations from a foreign origin even with a session", async () => {
    const { status } = await call(t.url, "POST", "/api/admin/bookings", bookingPayload(), {
      cookie: t.cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(status).toBe(403);
  });
});

describe("admin session: time limits", () => {
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
});
