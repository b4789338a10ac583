// What the public doors refuse, over real HTTP: unknown paths, big or non-JSON bodies, foreign
// origins, clients posting too often and hostile input; always JSON, never a 500 or a stack trace.
import { describe, expect, it } from "vitest";
import { bookingPayload, call, postBooking, startApp, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

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
      const refused = await postBooking(limited.url);
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
