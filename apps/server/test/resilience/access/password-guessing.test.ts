// Who may do what: password guessing is throttled per client (five failures, then 429 even for the
// right password) and across all clients (a global cap), without ending sessions already open.
import { describe, expect, it } from "vitest";
import { call, login, PASSWORD, trpc } from "../../../../../packages/api/test/helpers.js";
import { fireTogether } from "../fire-together.js";
import { Tally } from "../harness.js";
import { tryLogin, withApp, wrongGuesses } from "../studio-setup.js";

const statusCount = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

describe("password guessing", () => {
  it("per client: 20 guesses at once from one address give five 401s, then 429 even for the right password", async () => {
    await withApp({ trustProxy: true }, async (app) => {
      const tally = new Tally("access", "login brute force, one client: 429 after 5 failures");
      const from = { "x-forwarded-for": "203.0.113.7" };
      const answers = await fireTogether(
        app.url,
        wrongGuesses(
          20,
          () => from,
          (i) => (i % 2 ? "/trpc/admin.login" : "/api/admin/login"),
        ),
        app.app.server,
      );
      const statuses = answers.map((a) => a.status);
      tally.check(statusCount(statuses, 401) === 5, `statuses ${statuses.join()}`);
      tally.check(statusCount(statuses, 429) === 15, `statuses ${statuses.join()}`);
      const right = await tryLogin(app.url, PASSWORD, { headers: from });
      tally.check(
        right.status === 429 && Number(right.headers.get("retry-after")) > 0,
        `right password: ${right.status}`,
      );
      // Another client is not held back by this one.
      const other = await tryLogin(app.url, PASSWORD, { headers: { "x-forwarded-for": "198.51.100.9" } });
      tally.check(other.status === 200, `another client: ${other.status}`);
      expect(tally.finish()).toEqual([]);
    });
  });

  it("across clients: 100 failures from 150 addresses at once, then 429 for everyone; sessions live on; the window ends", async () => {
    let appNow = Date.now();
    // The queue of password checks is opened wide here: this is about the global cap, not the
    // queue (defence/login-flood.test.ts shows the queue refusing a flood at once).
    const options = { trustProxy: true, clock: () => new Date(appNow), limits: { loginChecksWaiting: 200 } };
    await withApp(options, async (app) => {
      const tally = new Tally(
        "access",
        "login brute force, many clients: global cap of 100 failures / 15 min",
      );
      const session = await login(app.url);
      const answers = await fireTogether(
        app.url,
        wrongGuesses(150, (i) => ({ "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` })),
        app.app.server,
      );
      const statuses = answers.map((a) => a.status);
      tally.check(statusCount(statuses, 401) === 100, `401s: ${statusCount(statuses, 401)}`);
      tally.check(statusCount(statuses, 429) === 50, `429s: ${statusCount(statuses, 429)}`);
      const fresh = { "x-forwarded-for": "192.0.2.200" };
      const right = await tryLogin(app.url, PASSWORD, { headers: fresh });
      tally.check(right.status === 429, `right password from a new address: ${right.status}`);
      const viaTrpc = await trpc(
        app.url,
        "mutation",
        "admin.login",
        { password: PASSWORD },
        { headers: fresh },
      );
      tally.check(
        viaTrpc.body.error?.data?.code === "TOO_MANY_REQUESTS",
        `tRPC: ${viaTrpc.text.slice(0, 100)}`,
      );
      const stillIn = await call(app.url, "GET", "/api/admin/bookings", undefined, { cookie: session });
      tally.check(stillIn.status === 200, `existing session: ${stillIn.status}`);
      appNow += 15 * 60_000 + 1000;
      const later = await tryLogin(app.url, PASSWORD, { headers: fresh });
      tally.check(later.status === 200, `after the window: ${later.status}`);
      expect(tally.finish()).toEqual([]);
    });
  }, 120_000);
});
