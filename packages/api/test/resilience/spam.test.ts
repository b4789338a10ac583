// Spam: the contact form's bot traps (a hidden field and a minimum fill time) quarantine a message
// (status `spam`) — the sender gets the answer a person gets, staff are not told, nothing is lost
// and "Not spam" brings it back — and public POSTs are limited per client (429), without holding
// back other clients or the reads.
import { contactSubmissionSchema } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendContactMessage } from "../../src/services/messages.js";
import { bookingPayload, call, login, profile, startApp, type TestApp, trpc } from "../helpers.js";
import { countRows, fireTogether, Tally } from "./harness.js";

const now = Date.parse("2026-11-20T15:00:00Z");
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startApp({
    clock: () => new Date(now),
    trustProxy: true,
    limits: { publicPostsPerMinute: 1_000_000 },
  });
  await t.mailer.stop();
  cookie = await login(t.url);
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Is the studio free next Friday night?",
  ...overrides,
});

const spamRows = () => countRows(t.store, "contact_messages", "status = 'spam'");
const inboxRows = () => countRows(t.store, "contact_messages", "status <> 'spam'");
const adminList = (query = "") => call(t.url, "GET", `/api/admin/messages${query}`, undefined, { cookie });

describe("contact form bot traps", () => {
  it("quarantines a filled honeypot or a too-fast form through both doors, with a person's answer; keeps people", async () => {
    const bots: [string, Record<string, unknown>][] = [
      ["honeypot filled", { website: "http://cheap-pills.example" }],
      ["honeypot filled, fill time fine", { website: "x", startedAt: now - 60_000 }],
      ["filled in 0.2 s", { startedAt: now - 200 }],
      ["filled in 1.49 s", { startedAt: now - 1490 }],
      ["filled in no time", { startedAt: now }],
    ];
    const people: [string, Record<string, unknown>][] = [
      ["filled in 1.5 s", { startedAt: now - 1500 }],
      ["filled in a minute, empty honeypot", { website: "", startedAt: now - 60_000 }],
      ["no traps sent (older client)", {}],
      ["browser clock ahead of the server", { startedAt: now + 30_000 }],
    ];
    const tally = new Tally("spam", "contact bots quarantined as spam (same answer, no notice); people kept");
    const person = await call(t.url, "POST", "/api/contact", message({ startedAt: now - 10_000 }));
    const mails = countRows(t.store, "email_outbox");
    for (const [name, traps] of bots) {
      const [spam, inbox] = [spamRows(), inboxRows()];
      const rest = await call(t.url, "POST", "/api/contact", message(traps));
      const viaTrpc = await trpc(t.url, "mutation", "contact.send", message(traps));
      tally.check(
        rest.status === 201 &&
          Object.keys(rest.body).sort().join() === Object.keys(person.body).sort().join() &&
          rest.body.status === "unread",
        `${name} (REST): ${rest.status} ${rest.text.slice(0, 120)}`,
      );
      tally.check(
        viaTrpc.status === 200 && viaTrpc.body.result?.data.success === true,
        `${name} (tRPC): ${viaTrpc.status}`,
      );
      tally.check(spamRows() === spam + 2 && inboxRows() === inbox, `${name}: not quarantined`);
    }
    tally.check(countRows(t.store, "email_outbox") === mails, "a notice was queued for spam");
    for (const [name, traps] of people) {
      const [spam, inbox] = [spamRows(), inboxRows()];
      const rest = await call(t.url, "POST", "/api/contact", message(traps));
      const viaTrpc = await trpc(t.url, "mutation", "contact.send", message(traps));
      tally.check(
        rest.status === 201 && viaTrpc.status === 200 && inboxRows() === inbox + 2 && spamRows() === spam,
        `${name}: ${rest.status} ${viaTrpc.status}`,
      );
    }
    expect(tally.finish()).toEqual([]);
  });

  it("tells the caller which submissions are spam, so a staff notice can skip them", () => {
    const services = {
      ...{ store: t.store, profile, clock: () => new Date(now), mailer: t.mailer },
      publicUrl: "http://127.0.0.1",
    };
    const send = (traps: Record<string, unknown>) =>
      sendContactMessage(services, contactSubmissionSchema.parse(message(traps)));
    expect(send({ website: "x" }).spam).toBe(true);
    expect(send({ startedAt: now - 60_000 }).spam).toBe(false);
  });

  it("keeps spam out of the inbox and its unread count, lists it on request, and 'Not spam' restores it", async () => {
    const sent = await call(t.url, "POST", "/api/contact", message({ firstName: "Quinn", website: "x" }));
    const id: string = sent.body.id;
    const inbox = await adminList();
    expect(inbox.status).toBe(200);
    expect(inbox.body.map((m: { id: string }) => m.id)).not.toContain(id);
    expect(inbox.body.every((m: { status: string }) => m.status !== "spam")).toBe(true);

    const quarantine = await adminList("?status=spam");
    expect(quarantine.status).toBe(200);
    expect(quarantine.body.length).toBe(spamRows());
    expect(quarantine.body.find((m: { id: string }) => m.id === id)).toMatchObject({
      firstName: "Quinn",
      status: "spam",
    });
    const viaTrpc = await trpc(t.url, "query", "admin.messages.list", { status: "spam" }, { cookie });
    expect(viaTrpc.body.result?.data.length).toBe(spamRows());

    const unreadBefore = inbox.body.filter((m: { status: string }) => m.status === "unread").length;
    const restored = await call(
      t.url,
      "PATCH",
      `/api/admin/messages/${id}/status`,
      { status: "unread" },
      { cookie },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.status).toBe("unread");
    const after = await adminList();
    expect(after.body.find((m: { id: string }) => m.id === id)?.status).toBe("unread");
    expect(after.body.filter((m: { status: string }) => m.status === "unread").length).toBe(unreadBefore + 1);
    expect((await adminList("?status=spam")).body.map((m: { id: string }) => m.id)).not.toContain(id);
  });

  it("never moves a message back to unread once read, and refuses an unknown list", async () => {
    const sent = await call(t.url, "POST", "/api/contact", message());
    const path = `/api/admin/messages/${sent.body.id}/status`;
    expect((await call(t.url, "PATCH", path, { status: "read" }, { cookie })).body.status).toBe("read");
    expect((await call(t.url, "PATCH", path, { status: "unread" }, { cookie })).body.status).toBe("read");
    const spam = await call(t.url, "PATCH", path, { status: "spam" }, { cookie });
    expect(spam.status).toBe(400);
    const bogus = await adminList("?status=bogus");
    expect(bogus.status).toBe(400);
    expect(bogus.body.issues.map((i: { path: string }) => i.path)).toEqual(["status"]);
    expect((await call(t.url, "GET", "/api/admin/messages?status=spam")).status).toBe(401);
  });
});

describe("per-client limits on public POSTs", () => {
  it("answers 429 past the limit across booking and contact, REST and tRPC; other clients and reads go on", async () => {
    const limited = await startApp({ trustProxy: true, limits: { publicPostsPerMinute: 5 } });
    try {
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
    } finally {
      await limited.close();
    }
  });
});
