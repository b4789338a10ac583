// Limits however a request arrives: a trickled body is cut off at the request timeout, customer data
// is never cached, and cross-site checks compare the whole origin.
import { describe, expect, it } from "vitest";
import { call, login, PASSWORD, upcoming } from "../../../../../packages/api/test/helpers.js";
import { countRows, Tally } from "../harness.js";
import { tryLogin, withApp } from "../studio-setup.js";
import { contact, trickleContact } from "./requests.js";

/** Paths read with or without the admin cookie, and whether the answer must say no-store. */
function cacheChecks(cookie: string, date: string): [string, string | undefined, boolean][] {
  return [
    ["/api/admin/bookings", cookie, true],
    ["/api/admin/messages", cookie, true],
    ["/api/admin/bookings", undefined, true],
    [`/api/bookings/date/${date}`, cookie, true],
    [`/trpc/admin.bookings.list`, cookie, true],
    [`/trpc/bookings.byDate?input=${encodeURIComponent(JSON.stringify({ date }))}`, cookie, true],
    [`/api/bookings/date/${date}`, undefined, false],
    ["/api/studio", undefined, false],
  ];
}

describe("transport hygiene", () => {
  it("a body trickled in byte by byte is answered 408 and closed at the request timeout", async () => {
    await withApp({ limits: { requestTimeoutMs: 1000 } }, async (app) => {
      const body = JSON.stringify(contact);
      const outcome = await trickleContact(app.url, body);
      expect(outcome.text).toMatch(/^HTTP\/1\.1 408/);
      expect(outcome.sent).toBeLessThan(body.length);
      expect(countRows(app.store, "contact_messages")).toBe(0);
    });
  });

  it("customer data is never cached; answers that depend on the cookie say Vary: Cookie", async () => {
    await withApp({}, async (app) => {
      const tally = new Tally("defence", "Cache-Control: no-store and Vary: Cookie");
      const cookie = await login(app.url);
      const date = upcoming(5, 2);
      for (const [path, withCookie, noStore] of cacheChecks(cookie, date)) {
        const answer = await call(app.url, "GET", path, undefined, { cookie: withCookie });
        const cache = answer.headers.get("cache-control") ?? "";
        tally.check(
          cache.includes("no-store") === noStore,
          `${path} ${withCookie ? "with" : "without"} cookie: cache-control "${cache}"`,
        );
      }
      for (const path of ["/api/admin/bookings", `/api/bookings/date/${date}`]) {
        const vary = (await call(app.url, "GET", path)).headers.get("vary") ?? "";
        tally.check(/cookie/i.test(vary), `${path}: vary "${vary}"`);
      }
      const login2 = await tryLogin(app.url, PASSWORD);
      tally.check((login2.headers.get("cache-control") ?? "").includes("no-store"), "login answer");
      expect(tally.finish()).toEqual([]);
    });
  });

  it("cross-site checks compare the whole origin: scheme, host and port", async () => {
    await withApp({}, async (app) => {
      const tally = new Tally("defence", "cross-site: full origin");
      const url = new URL(app.url);
      const origins: [string, number][] = [
        [app.url, 201],
        [`https://${url.host}`, 403],
        [`http://${url.hostname}:1`, 403],
        [`http://localhost:${url.port}`, 403],
        ["null", 403],
      ];
      for (const [origin, status] of origins) {
        const answer = await call(app.url, "POST", "/api/contact", contact, { headers: { origin } });
        tally.check(answer.status === status, `origin ${origin}: ${answer.status}`);
      }
      expect(tally.finish()).toEqual([]);
    });
  });
});
