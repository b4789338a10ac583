// Limits however a request arrives: proxy hops are trusted exactly — the rightmost X-Forwarded-For
// entry is the client, so a forged leftmost one cannot dodge the public limits.
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../../../src/env.js";
import { call } from "../../../../../packages/api/test/helpers.js";
import { Tally } from "../harness.js";
import { withApp } from "../studio-setup.js";
import { contact } from "./requests.js";

describe("proxy trust is exact", () => {
  for (const setting of ["1", "127.0.0.1", "loopback"]) {
    it(`TRUST_PROXY=${setting}: the rightmost X-Forwarded-For entry is the client; a forged leftmost one changes nothing`, async () => {
      await withApp(
        { trustProxy: parseTrustProxy(setting), limits: { publicPostsPerMinute: 2 } },
        async (app) => {
          const tally = new Tally("defence", `TRUST_PROXY=${setting}: one hop`);
          const statuses: number[] = [];
          for (let i = 0; i < 3; i++) {
            const headers = { "x-forwarded-for": `6.6.6.${i}, 203.0.113.5` };
            statuses.push((await call(app.url, "POST", "/api/contact", contact, { headers })).status);
          }
          tally.check(statuses.join() === "201,201,429", `rotating the leftmost entry: ${statuses.join()}`);
          const other = await call(app.url, "POST", "/api/contact", contact, {
            headers: { "x-forwarded-for": "203.0.113.6" },
          });
          tally.check(other.status === 201, `another client: ${other.status}`);
          expect(tally.finish()).toEqual([]);
        },
      );
    });
  }
});
