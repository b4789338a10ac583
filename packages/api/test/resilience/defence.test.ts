// Defending the diary (issue 12): the public limits hold however a request arrives (a tRPC batch,
// a raw `#` in the request line), created bookings are limited per client and per customer, a
// flood of password guesses is refused at once past a small queue and cannot lock out a browser
// that logged in before, proxy hops are trusted exactly, a trickled body is cut off, and customer
// data is never cached.
import net from "node:net";
import { MAX_PUBLIC_CALLS_PER_REQUEST } from "@studio/domain";
import { describe, expect, it } from "vitest";
import { LOGIN_BUSY } from "../../src/auth/login-queue.js";
import { parseTrustProxy } from "../../src/config/index.js";
import { bookingPayload, call, login, PASSWORD, profile, startApp, trpc, upcoming } from "../helpers.js";
import { countRows, fireTogether, Tally } from "./harness.js";

const contact = {
  firstName: "Sam",
  lastName: "Lee",
  email: "sam@example.com",
  subject: "booking",
  message: "Free on Friday?",
};
const STARTS = ["12:00", "14:00", "16:00", "18:00", "20:00", "22:00"];
/** The i-th distinct free public slot (Fridays and Saturdays from two weeks out). */
const slot = (i: number) => ({
  date: upcoming(i % 2 ? 6 : 5, 2 + Math.floor(i / 12)),
  startTime: STARTS[Math.floor(i / 2) % STARTS.length]!,
});

/** One raw HTTP/1.1 request as typed, answered on a fresh socket: status line and body. */
function rawRequest(base: string, head: string, body: string): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname, () => {
      socket.end(
        `${head}\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    });
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("end", () => resolve({ status: Number(text.split(" ")[1]), text }));
    socket.on("error", reject);
  });
}

describe("public limits, however the request arrives", () => {
  it(`a tRPC batch of 70 public calls creates nothing; ${MAX_PUBLIC_CALLS_PER_REQUEST} may share a request; each counts`, async () => {
    const app = await startApp({ limits: { publicPostsPerMinute: 12 } });
    try {
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
    } finally {
      await app.close();
    }
  });

  it("a raw `#`, a query string or encoded characters in the procedure name are counted as the router reads them", async () => {
    const app = await startApp({ limits: { publicPostsPerMinute: 3 } });
    try {
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
    } finally {
      await app.close();
    }
  });

  it("PUBLIC_BOOKINGS_PER_HOUR counts created bookings only, on both doors; staff are never limited", async () => {
    const app = await startApp({ limits: { publicBookingsPerHour: 2 } });
    try {
      const tally = new Tally("defence", "public bookings per client per hour");
      const first = bookingPayload(slot(0));
      tally.check((await call(app.url, "POST", "/api/bookings", first)).status === 201, "first");
      const clash = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(0)));
      tally.check(clash.status === 409, `a clash: ${clash.status}`);
      tally.check(
        (await trpc(app.url, "mutation", "bookings.create", bookingPayload(slot(1)))).status === 200,
        "second (tRPC)",
      );
      const third = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(2)));
      tally.check(
        third.status === 429 && third.body.error.includes(profile.bookingsEmail),
        `third: ${third.status} ${third.text}`,
      );
      const viaTrpc = await trpc(app.url, "mutation", "bookings.create", bookingPayload(slot(3)));
      tally.check(
        viaTrpc.body.error?.data?.code === "TOO_MANY_REQUESTS",
        `tRPC: ${viaTrpc.text.slice(0, 120)}`,
      );
      const staff = await call(app.url, "POST", "/api/bookings", bookingPayload(slot(4)), {
        cookie: await login(app.url),
      });
      tally.check(staff.status === 201, `with the admin cookie: ${staff.status}`);
      tally.check(countRows(app.store, "bookings") === 3, `stored ${countRows(app.store, "bookings")}`);
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("UPCOMING_BOOKINGS_PER_CUSTOMER: the same e-mail in any case or the same phone digits, from any address", async () => {
    const app = await startApp({ trustProxy: 1, limits: { upcomingBookingsPerCustomer: 1 } });
    try {
      const tally = new Tally("defence", "upcoming bookings per customer");
      const from = (i: number) => ({ headers: { "x-forwarded-for": `198.51.100.${i}` } });
      const book = (i: number, who: Record<string, string>) =>
        call(app.url, "POST", "/api/bookings", bookingPayload({ ...slot(i), ...who }), from(i));
      tally.check(
        (await book(0, { email: "ada@example.com", phone: "07700 900123" })).status === 201,
        "first",
      );
      const byEmail = await book(1, { email: "ADA@Example.com", phone: "02079460000" });
      tally.check(
        byEmail.status === 429 && byEmail.body.error.includes(profile.messagingNumber),
        `same e-mail: ${byEmail.status} ${byEmail.text}`,
      );
      const byPhone = await book(2, { email: "third@example.com", phone: "(07700) 900.123" });
      tally.check(byPhone.status === 429, `same phone digits: ${byPhone.status}`);
      const viaTrpc = await trpc(
        app.url,
        "mutation",
        "bookings.create",
        bookingPayload({ ...slot(3), email: "Ada@example.COM" }),
        from(3),
      );
      tally.check(
        viaTrpc.body.error?.data?.code === "TOO_MANY_REQUESTS",
        `tRPC: ${viaTrpc.text.slice(0, 120)}`,
      );
      tally.check(
        (await book(4, { email: "new@example.com", phone: "02079460001" })).status === 201,
        "someone else",
      );
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("password guessing cannot starve the site or lock out the owner", () => {
  it("beyond the queue of password checks, a login is refused at once with 429", async () => {
    const app = await startApp({ trustProxy: 1, limits: { loginChecksWaiting: 2 } });
    try {
      const tally = new Tally("defence", "login flood: bounded queue of password checks");
      const answers = await fireTogether(
        app.url,
        Array.from({ length: 12 }, (_, i) => ({
          method: "POST",
          path: "/api/admin/login",
          body: { password: `guess-${i}` },
          headers: { "x-forwarded-for": `203.0.113.${i + 1}` },
        })),
        app.app.server,
      );
      const busy = answers.filter((a) => a.status === 429 && a.body.error === LOGIN_BUSY).length;
      const wrong = answers.filter((a) => a.status === 401).length;
      tally.check(busy >= 1 && busy + wrong === 12, `busy ${busy}, wrong ${wrong}`);
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("a browser that logged in before (device cookie) logs in while the global cap holds; others get 429", async () => {
    const app = await startApp({ trustProxy: 1, limits: { loginFailuresGlobal: 3 } });
    try {
      const tally = new Tally("defence", "device cookie: no lockout of the owner");
      const first = await call(app.url, "POST", "/api/admin/login", { password: PASSWORD });
      const device = first.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .find((c) => c.startsWith("studio-device="));
      tally.check(device !== undefined, "a device cookie after a successful login");
      for (let i = 0; i < 3; i++) {
        await call(
          app.url,
          "POST",
          "/api/admin/login",
          { password: "wrong" },
          { headers: { "x-forwarded-for": `10.0.0.${i}` } },
        );
      }
      const owner = { headers: { "x-forwarded-for": "192.0.2.1" } };
      const stranger = await call(app.url, "POST", "/api/admin/login", { password: PASSWORD }, owner);
      tally.check(stranger.status === 429, `no device cookie: ${stranger.status}`);
      const withDevice = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        { ...owner, cookie: device },
      );
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
      const forged = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        { ...owner, cookie: "studio-device=forged" },
      );
      tally.check(forged.status === 429, `forged device cookie: ${forged.status}`);
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe("proxy trust is exact", () => {
  for (const setting of ["1", "127.0.0.1", "loopback"]) {
    it(`TRUST_PROXY=${setting}: the rightmost X-Forwarded-For entry is the client; a forged leftmost one changes nothing`, async () => {
      const app = await startApp({
        trustProxy: parseTrustProxy(setting),
        limits: { publicPostsPerMinute: 2 },
      });
      try {
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
      } finally {
        await app.close();
      }
    });
  }
});

describe("transport hygiene", () => {
  it("a body trickled in byte by byte is answered 408 and closed at the request timeout", async () => {
    const app = await startApp({ limits: { requestTimeoutMs: 1000 } });
    try {
      const url = new URL(app.url);
      const body = JSON.stringify(contact);
      const outcome = await new Promise<{ text: string; sent: number }>((resolve, reject) => {
        const socket = net.connect(Number(url.port), url.hostname);
        let sent = 0;
        let text = "";
        const trickle = setInterval(() => {
          if (sent < body.length && !socket.destroyed) socket.write(body[sent++]!);
        }, 200);
        socket.write(
          `POST /api/contact HTTP/1.1\r\nHost: ${url.host}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        );
        socket.on("data", (chunk) => (text += chunk.toString()));
        socket.on("close", () => {
          clearInterval(trickle);
          resolve({ text, sent });
        });
        socket.on("error", reject);
      });
      expect(outcome.text).toMatch(/^HTTP\/1\.1 408/);
      expect(outcome.sent).toBeLessThan(body.length);
      expect(countRows(app.store, "contact_messages")).toBe(0);
    } finally {
      await app.close();
    }
  });

  it("customer data is never cached; answers that depend on the cookie say Vary: Cookie", async () => {
    const app = await startApp();
    try {
      const tally = new Tally("defence", "Cache-Control: no-store and Vary: Cookie");
      const cookie = await login(app.url);
      const date = upcoming(5, 2);
      const checks: [string, string | undefined, boolean][] = [
        ["/api/admin/bookings", cookie, true],
        ["/api/admin/messages", cookie, true],
        ["/api/admin/bookings", undefined, true],
        [`/api/bookings/date/${date}`, cookie, true],
        [`/trpc/admin.bookings.list`, cookie, true],
        [`/trpc/bookings.byDate?input=${encodeURIComponent(JSON.stringify({ date }))}`, cookie, true],
        [`/api/bookings/date/${date}`, undefined, false],
        ["/api/studio", undefined, false],
      ];
      for (const [path, withCookie, noStore] of checks) {
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
      const login2 = await call(app.url, "POST", "/api/admin/login", { password: PASSWORD });
      tally.check((login2.headers.get("cache-control") ?? "").includes("no-store"), "login answer");
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("cross-site checks compare the whole origin: scheme, host and port", async () => {
    const app = await startApp();
    try {
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
    } finally {
      await app.close();
    }
  });
});
