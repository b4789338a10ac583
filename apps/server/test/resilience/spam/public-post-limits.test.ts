// Spam: public POSTs are limited per client (429), across booking and contact, REST and tRPC,
// without holding back other clients or the reads.
import { describe, expect, it } from "vitest";
import { bookingPayload, call, trpc } from "../../../../../packages/api/test/helpers.js";
import { fireTogether } from "../fire-together.js";
import { countRows, Tally } from "../harness.js";
import { withApp } from "../studio-setup.js";
import { message } from "./spam-studio.js";

describe("per-client limits on public POSTs", () => {
  it("answers 429 past the limit across booking and contact, REST and tRPC; other clients and reads go on", async () => {
    await withApp({ trustProxy: true, limits: { publicPostsPerMinute: 5 } }, async (limited) => {
      const tally = new Tally("spam", "public POSTs per client: 429 past the limit, others unaffected");
      const client = { "x-forwarded-for": "203.0.113.50" };
      const doors: [string, string, unknown][] = [
        ["POST", "/api/contact", message()],
        ["POST", "/api/bookings", bookingPayload()],
        ["POST", "/trpc/contact.send", message()],
        ["POST", "/trpc/bookings.create", bookingPayload()],
      ];
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const [method, path, body] = doors[i % doors.length]!;
        statuses.push((await call(limited.url, method, path, body, { headers: client })).status);
      }
      tally.check(
        statuses.slice(0, 5).every((s) => s !== 429) && statuses.slice(5).every((s) => s === 429),
        `statuses ${statuses.join()}`,
      );
      const stored = countRows(limited.store, "contact_messages");
      const refused = await call(limited.url, "POST", "/api/contact", message(), { headers: client });
      tally.check(
        refused.status === 429 &&
          /Too many requests/.test(refused.body.error) &&
          Number(refused.headers.get("retry-after")) > 0 &&
          countRows(limited.store, "contact_messages") === stored,
        `refused: ${refused.status} ${refused.text}`,
      );
      const viaTrpc = await trpc(limited.url, "mutation", "contact.send", message(), { headers: client });
      tally.check(viaTrpc.status === 429, `tRPC: ${viaTrpc.status}`);
      // Reads are not limited; another client is not held back.
      const read = await call(limited.url, "GET", "/api/engineers", undefined, { headers: client });
      tally.check(read.status === 200, `read: ${read.status}`);
      const other = await call(limited.url, "POST", "/api/contact", message(), {
        headers: { "x-forwarded-for": "198.51.100.77" },
      });
      tally.check(other.status === 201, `another client: ${other.status}`);
      // A burst from a third client: exactly the limit gets through.
      const burst = await fireTogether(
        limited.url,
        Array.from({ length: 20 }, () => ({
          method: "POST",
          path: "/api/contact",
          body: message(),
          headers: { "x-forwarded-for": "192.0.2.99" },
        })),
        limited.app.server,
      );
      const through = burst.filter((a) => a.status !== 429).length;
      tally.check(through === 5, `${through} of a burst of 20 got through`);
      expect(tally.finish()).toEqual([]);
    });
  });
});
