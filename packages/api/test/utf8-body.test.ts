// A body whose bytes are not well-formed UTF-8 is refused by both doors, before anything is
// stored; a character split across two chunks of a well-formed body still arrives whole.
import http from "node:http";
import { describe, expect, it } from "vitest";
import { bookingPayload, call, upcoming } from "./helpers.js";
import { useApp } from "./shared-app.js";

const t = useApp();

const JSON_TYPE = { "content-type": "application/json" };
/** `"Ad\xFFa"`: a byte that can never start a UTF-8 character (decoders turn it into U+FFFD). */
const badName = (json: string) =>
  Buffer.from(json.replace("BAD", "Ad\u0000a"), "utf8").map((b) => (b === 0 ? 0xff : b));

const messageCount = () =>
  Number(t.store.sqlite.prepare("select count(*) from contact_messages").pluck().get());
const contact = (firstName: string) =>
  JSON.stringify({
    firstName,
    lastName: "Lovelace",
    email: "ada@example.com",
    subject: "other",
    message: "Hello there, a question about a session.",
  });

describe("bodies that are not UTF-8", () => {
  it("REST refuses them with 400, naming the problem, and stores nothing", async () => {
    const before = messageCount();
    const raw = badName(contact("BAD"));
    const { status, body } = await call(t.url, "POST", "/api/contact", undefined, {
      raw,
      headers: JSON_TYPE,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ error: "The request body is not valid UTF-8" });
    expect(messageCount()).toBe(before);
  });

  it("tRPC refuses them with 400 too", async () => {
    const raw = badName(JSON.stringify(bookingPayload({ firstName: "BAD", date: upcoming(6, 2) })));
    const { status, body } = await call(t.url, "POST", "/trpc/bookings.create", undefined, {
      raw,
      headers: JSON_TYPE,
    });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain("not valid UTF-8");
  });

  it("a character split across two chunks arrives whole", async () => {
    const json = Buffer.from(contact("Zoë"));
    const cut = json.indexOf(0xc3) + 1; // between the two bytes of "ë"
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${t.url}/api/contact`, { method: "POST", headers: JSON_TYPE }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on("error", reject);
      request.write(json.subarray(0, cut));
      setTimeout(() => request.end(json.subarray(cut)), 50);
    });
    expect(status).toBe(201);
  });
});
