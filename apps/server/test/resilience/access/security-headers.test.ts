// Who may do what: every kind of answer — JSON, every error, tRPC, the HTML pages — carries the
// security headers (CSP, nosniff), and HSTS exactly when the site is served securely.
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type Answer, call, type TestApp, trpc } from "../../../../../packages/api/test/helpers.js";
import { Tally } from "../harness.js";
import { webDist } from "../../start-server.js";
import { withApp } from "../studio-setup.js";

/** One answer of each kind the site gives (the 429 after a wrong password with a limit of one). */
function answersOfEveryKind(app: TestApp, withWeb: boolean): [string, Promise<Answer>][] {
  return [
    ["200 JSON", call(app.url, "GET", "/api/health")],
    ["404 JSON", call(app.url, "GET", "/api/nothing")],
    ["400 invalid", call(app.url, "POST", "/api/bookings", {})],
    [
      "400 malformed JSON",
      call(app.url, "POST", "/api/bookings", undefined, {
        raw: "{",
        headers: { "content-type": "application/json" },
      }),
    ],
    ["400 malformed URL", call(app.url, "GET", "/api/bookings/date/%ZZ")],
    ["401", call(app.url, "GET", "/api/admin/bookings")],
    [
      "403 foreign origin",
      call(app.url, "POST", "/api/bookings", {}, { headers: { origin: "https://evil.example" } }),
    ],
    ["413", call(app.url, "POST", "/api/contact", { message: "x".repeat(70_000) })],
    [
      "415",
      call(app.url, "POST", "/api/contact", undefined, {
        raw: "x",
        headers: { "content-type": "text/plain" },
      }),
    ],
    ["429", call(app.url, "POST", "/api/admin/login", { password: "wrong" })],
    ["tRPC 200", trpc(app.url, "query", "engineers.list")],
    ["tRPC 401", trpc(app.url, "query", "admin.bookings.list")],
    ...(withWeb
      ? ([
          ["HTML page", call(app.url, "GET", "/")],
          ["HTML 404 page", call(app.url, "GET", "/no/such/page")],
        ] as [string, Promise<Answer>][])
      : []),
  ];
}

/** The security headers an answer lacks (or HSTS it must not carry over plain HTTP). */
function missingHeaders(headers: Headers, secure: boolean): string[] {
  const csp = headers.get("content-security-policy") ?? "";
  const hsts = headers.get("strict-transport-security") ?? "";
  return [
    !csp.includes("object-src 'none'") && "object-src",
    !csp.includes("base-uri 'none'") && "base-uri",
    !csp.includes("frame-ancestors 'none'") && "frame-ancestors",
    !/script-src 'self'(;|$)/.test(csp) && "script-src",
    headers.get("x-content-type-options") !== "nosniff" && "nosniff",
    secure && !/max-age=\d{7,}/.test(hsts) && "HSTS",
    !secure && hsts !== "" && "HSTS over plain HTTP",
  ].filter((problem): problem is string => Boolean(problem));
}

describe("security headers", () => {
  it("every kind of answer carries CSP (object-src 'none', base-uri 'none', frame-ancestors), nosniff; HSTS when secure", async () => {
    const withWeb = existsSync(path.join(webDist, "index.html"));
    for (const secure of [false, true]) {
      const options = { cookieSecure: secure, ...(withWeb ? { webDist } : {}), limits: { loginFailures: 1 } };
      await withApp(options, async (app) => {
        const tally = new Tally(
          "access",
          `security headers on every kind of answer (${secure ? "COOKIE_SECURE" : "plain HTTP"})`,
        );
        await call(app.url, "POST", "/api/admin/login", { password: "wrong" });
        for (const [label, pending] of answersOfEveryKind(app, withWeb)) {
          const { status, headers } = await pending;
          const problems = missingHeaders(headers, secure);
          tally.check(problems.length === 0, `${label} (${status}): missing ${problems.join(", ")}`);
        }
        expect(tally.finish()).toEqual([]);
      });
    }
  });
});
