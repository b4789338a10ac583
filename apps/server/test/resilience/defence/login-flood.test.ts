// Limits however a request arrives: a flood of password guesses is refused at once past a small queue
// of password checks, and cannot lock out a browser that logged in before (its device cookie).
import { describe, expect, it } from "vitest";
import { hashPassword, LOGIN_BUSY, passwordFile, writeSecretFile } from "@studio/api/auth";
import { type Answer, PASSWORD, trpc } from "../../../../../packages/api/test/helpers.js";
import { fireTogether } from "../fire-together.js";
import { Tally } from "../harness.js";
import { tryLogin, withApp, wrongGuesses } from "../studio-setup.js";
import { eventually } from "../../../../../packages/api/test/helpers.js";

describe("password guessing cannot starve the site or lock out the owner", () => {
  it("beyond the queue of password checks, a login is refused at once with 429", async () => {
    await withApp({ trustProxy: 1, limits: { loginChecksWaiting: 2 } }, async (app) => {
      const tally = new Tally("defence", "login flood: bounded queue of password checks");
      const answers = await fireTogether(
        app.url,
        wrongGuesses(12, (i) => ({ "x-forwarded-for": `203.0.113.${i + 1}` })),
        app.app.server,
      );
      const busy = answers.filter((a) => a.status === 429 && a.body.error === LOGIN_BUSY).length;
      const wrong = answers.filter((a) => a.status === 401).length;
      tally.check(busy >= 1 && busy + wrong === 12, `busy ${busy}, wrong ${wrong}`);
      expect(tally.finish()).toEqual([]);
    });
  });

  it("a browser that logged in before (device cookie) logs in while the global cap holds; others get 429", async () => {
    await withApp({ trustProxy: 1, limits: { loginFailuresGlobal: 3 } }, async (app) => {
      const tally = new Tally("defence", "device cookie: no lockout of the owner");
      const first = await tryLogin(app.url, PASSWORD);
      const device = first.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("studio-device="));
      tally.check(device !== undefined, "a device cookie after a successful login");
      for (let i = 0; i < 3; i++) {
        await tryLogin(app.url, "wrong", { headers: { "x-forwarded-for": `10.0.0.${i}` } });
      }
      const owner = { headers: { "x-forwarded-for": "192.0.2.1" } };
      const stranger = await tryLogin(app.url, PASSWORD, owner);
      tally.check(stranger.status === 429, `no device cookie: ${stranger.status}`);
      const withDevice = await tryLogin(app.url, PASSWORD, { ...owner, cookie: device });
      tally.check(
        withDevice.status === 200,
        `with the device cookie: ${withDevice.status} ${withDevice.text}`,
      );
      const viaTrpc = await trpc(
        app.url,
        "mutation",
        "admin.login",
        { password: PASSWORD },
        { ...owner, cookie: device },
      );
      tally.check(viaTrpc.status === 200, `tRPC with the device cookie: ${viaTrpc.status}`);
      const forged = await tryLogin(app.url, PASSWORD, { ...owner, cookie: "studio-device=forged" });
      tally.check(forged.status === 429, `forged device cookie: ${forged.status}`);
      expect(tally.finish()).toEqual([]);
    });
  });

  it("the owner's browser (device cookie) signs in during a flood from 40 addresses: its check skips the strangers' queue", async () => {
    await withApp({ trustProxy: 1 }, async (app) => {
      const tally = new Tally("defence", "device cookie: past the strangers' queue of password checks");
      const first = await tryLogin(app.url, PASSWORD, { headers: { "x-forwarded-for": "192.0.2.1" } });
      const device = first.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("studio-device="));
      tally.check(device !== undefined, "a device cookie after a successful login");
      // Checks as slow as production's, so the strangers' queue stays full while the owner arrives.
      writeSecretFile(passwordFile(app.dataDir), `${await hashPassword(PASSWORD, 2 ** 13)}\n`);
      const answers: Answer[] = [];
      const flood = Array.from({ length: 40 }, (_, i) =>
        tryLogin(app.url, `guess-${i}`, { headers: { "x-forwarded-for": `203.0.113.${i + 1}` } }).then(
          (a) => {
            answers.push(a);
            return a;
          },
        ),
      );
      const busy = () => answers.filter((a) => a.status === 429 && a.body.error === LOGIN_BUSY).length;
      await eventually(() => busy() > 0, "the strangers' queue full");
      const owner = await tryLogin(app.url, PASSWORD, {
        headers: { "x-forwarded-for": "192.0.2.1" },
        cookie: device,
      });
      const wrongBefore = answers.filter((a) => a.status === 401).length;
      tally.check(owner.status === 200, `the owner: ${owner.status} ${owner.text}`);
      const all = await Promise.all(flood);
      const wrong = all.filter((a) => a.status === 401).length;
      tally.check(busy() >= 1 && busy() + wrong === 40, `strangers: busy ${busy()}, wrong ${wrong}`);
      // One check at a time: the owner waited for the one running, not for the strangers queued.
      tally.check(wrongBefore < wrong, `strangers checked before the owner: ${wrongBefore} of ${wrong}`);
      expect(tally.finish()).toEqual([]);
    });
  }, 60_000);
});
