// Limits (docs/decisions.md): the public limits hold however a request arrives — a tRPC batch
// counts each of its calls, and a raw `#`, a query string or an encoded character in the procedure
// name is counted as the router reads it.
import { MAX_PUBLIC_CALLS_PER_REQUEST } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { bookingPayload, call } from "../../../../../packages/api/test/helpers.js";
import { countRows, Tally } from "../harness.js";
import { withApp } from "../studio-setup.js";
import { contact, rawRequest, slot } from "./requests.js";

describe("public limits, however the request arrives", () => {
  it(`a tRPC batch of 70 public calls creates nothing; ${MAX_PUBLIC_CALLS_PER_REQUEST} may share a request; each counts`, async () => {
    await withApp({ limits: { publicPostsPerMinute: 12 } }, async (app) => {
      const tally = new Tally(
        "defence",
        "tRPC batches: every call counts, at most 10 public calls a request",
      );
      const batch = (n: number, first = 0) => ({
        path: `/trpc/${Array(n).fill("bookings.create").join(",")}?batch=1`,
        body: Object.fromEntries(Array.from({ length: n }, (_, i) => [i, bookingPayload(slot(first + i))])),
      });
      const big = batch(70);
      const refused = await call(app.url, "POST", big.path, big.body);
      tally.check(refused.status === 429, `batch of 70: ${refused.status}`);
      tally.check(
        countRows(app.store, "bookings") === 0,
        `batch of 70 created ${countRows(app.store, "bookings")}`,
      );
      const ten = batch(10, 100);
      const allowed = await call(app.url, "POST", ten.path, ten.body);
      tally.check(allowed.status === 200, `batch of 10: ${allowed.status} ${allowed.text.slice(0, 200)}`);
      tally.check(
        countRows(app.store, "bookings") === 10,
        `batch of 10 created ${countRows(app.store, "bookings")}`,
      );
      // 10 of the 12 a minute are spent: a batch of 3 no longer fits, a single call does.
      const three = batch(3, 200);
      tally.check(
        (await call(app.url, "POST", three.path, three.body)).status === 429,
        "batch of 3 past the limit",
      );
      tally.check(
        (await call(app.url, "POST", "/api/contact", contact)).status === 201,
        "one more call fits",
      );
      expect(tally.finish()).toEqual([]);
    });
  });

  it("a raw `#`, a query string or encoded characters in the procedure name are counted as the router reads them", async () => {
    await withApp({ limits: { publicPostsPerMinute: 3 } }, async (app) => {
      const tally = new Tally("defence", "tRPC limit sees the procedure as the router parses it");
      const body = JSON.stringify(contact);
      const heads = [
        "POST /trpc/contact.send#x HTTP/1.1",
        "POST /trpc/contact.send?x=1 HTTP/1.1",
        "POST /trpc/contact%2Esend HTTP/1.1",
        "POST /trpc/contact.send#y HTTP/1.1",
        "POST /trpc/contact.send%23 HTTP/1.1",
      ];
      const statuses: number[] = [];
      for (const head of heads) statuses.push((await rawRequest(app.url, head, body)).status);
      const sent = countRows(app.store, "contact_messages");
      tally.check(sent <= 3, `${sent} messages stored past a limit of 3 (statuses ${statuses.join()})`);
      tally.check(
        statuses.slice(3).every((s) => s === 429 || s === 404),
        `statuses ${statuses.join()}`,
      );
      expect(tally.finish()).toEqual([]);
    });
  });
});
