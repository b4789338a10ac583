// POST /api/admin/login over real HTTP: the answers, the session cookie's flags, the
// wait for the start-up password check and the throttle on failed attempts.
import { describe, expect, it } from "vitest";
import { call, cookieFrom, PASSWORD, startApp, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

describe("admin login", () => {
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
});

describe("admin login: start-up and throttling", () => {
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
});

it("a cookie from a login is accepted on the next request (cookie helper sanity)", async () => {
  const answer = await call(t.url, "POST", "/api/admin/login", { password: PASSWORD });
  expect(cookieFrom(answer.headers)).toMatch(/^studio-admin=.+/);
});
