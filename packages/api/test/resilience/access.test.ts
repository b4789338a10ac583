// Who may do what: every admin route and procedure refuses a missing, forged, logged-out, idle or
// too-old session; password guessing is throttled per client and across all clients; cross-site
// requests change nothing; public answers never carry a customer's name, e-mail or phone; and
// every answer carries the security headers.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminBooking } from "../../src/services/admin-bookings.js";
import { setBookingStatus } from "../../src/services/booking-status.js";
import { mintManageLink } from "../../src/services/booking-notices.js";
import {
  type Answer,
  bookingPayload,
  call,
  cookieFrom,
  type Json,
  login,
  PASSWORD,
  profile,
  startApp,
  type TestApp,
  trpc,
  upcoming,
} from "../helpers.js";
import {
  countRows,
  fireTogether,
  type ProcedureKind,
  registeredProcedures,
  registeredRoutes,
  snapshot,
  Tally,
} from "./harness.js";

const HOUR = 3_600_000;
const webDist = path.resolve(import.meta.dirname, "..", "..", "..", "web", "dist");

let now = Date.now();
const clock = () => new Date(now);
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ clock, trustProxy: true });
  await t.mailer.stop(); // resend / test e-mail must not reach a mail server here
});
afterAll(() => t.close());

interface Door {
  label: string;
  send(cookie: string | undefined, headers?: Record<string, string>): Promise<Answer>;
}

/** Every admin route and procedure that needs a session, as something a test can call. */
function guardedDoors(): Door[] {
  const routes = registeredRoutes(t.app.printRoutes({ commonPrefix: false }))
    .filter((r) => r.includes(" /api/admin/") && !/\/(login|logout)$/.test(r))
    .map((r): Door => {
      const [method, route] = r.split(" ") as [string, string];
      const pathname = route.replace(/:[a-z]+/g, "some-id");
      const body = method === "GET" ? undefined : {};
      return {
        label: r,
        send: (cookie, headers) => call(t.url, method, pathname, body, { cookie, headers: headers ?? {} }),
      };
    });
  const procedures = registeredProcedures()
    .filter((p) => p.name.startsWith("admin.") && p.name !== "admin.login" && p.name !== "admin.logout")
    .map(
      (p): Door => ({
        label: `tRPC ${p.name}`,
        send: (cookie, headers) =>
          trpc(t.url, p.kind, p.name, p.kind === "query" ? undefined : {}, {
            cookie,
            headers: headers ?? {},
          }),
      }),
    );
  return [...routes, ...procedures];
}

const isUnauthorized = (answer: Answer) =>
  answer.status === 401 &&
  (answer.body?.error === "Please log in to the admin dashboard" ||
    answer.body?.error?.data?.code === "UNAUTHORIZED");

async function expectRefusedEverywhere(name: string, cookie: string | undefined): Promise<void> {
  const tally = new Tally("access", `admin routes + procedures: ${name} → 401`);
  const doors = guardedDoors();
  expect(doors.length).toBeGreaterThanOrEqual(26); // 11 REST routes, 15 procedures today
  const before = snapshot(t.store);
  for (const door of doors) {
    const answer = await door.send(cookie);
    tally.check(isUnauthorized(answer), `${door.label}: ${answer.status} ${answer.text.slice(0, 120)}`);
  }
  tally.check(snapshot(t.store) === before, "nothing was written");
  expect(tally.finish()).toEqual([]);
}

const adminGet = (cookie: string) => call(t.url, "GET", "/api/admin/bookings", undefined, { cookie });

describe("every admin route and procedure", () => {
  it("refuses a request without a cookie", async () => {
    await expectRefusedEverywhere("no cookie", undefined);
  });

  it("refuses a forged cookie, a tampered one, and a well-formed one for a session never issued", async () => {
    await expectRefusedEverywhere("forged cookie", `studio-admin=${Buffer.alloc(90, 1).toString("base64")}`);
    const real = await login(t.url);
    const value = real.split("=")[1]!;
    const flipped = `${value.slice(0, 10)}${value[10] === "A" ? "B" : "A"}${value.slice(11)}`;
    await expectRefusedEverywhere("tampered cookie", `studio-admin=${flipped}`);
    // Another server with the same key issued this one; its session id means nothing here.
    const other = await startApp();
    try {
      await expectRefusedEverywhere("cookie of a session this server never issued", await login(other.url));
    } finally {
      await other.close();
    }
  });

  it("refuses the cookie of a session that logged out (a copy kept by an attacker)", async () => {
    const cookie = await login(t.url);
    expect((await adminGet(cookie)).status).toBe(200);
    expect((await call(t.url, "POST", "/api/admin/logout", undefined, { cookie })).status).toBe(200);
    await expectRefusedEverywhere("cookie from before logout", cookie);
    // The same through tRPC's logout.
    const second = await login(t.url);
    expect((await trpc(t.url, "mutation", "admin.logout", {}, { cookie: second })).status).toBe(200);
    await expectRefusedEverywhere("cookie from before tRPC logout", second);
  });

  it("refuses a session idle for 2 h, and one older than the 12 h absolute limit even if used all along", async () => {
    const idle = await login(t.url);
    const old = await login(t.url);
    const started = now;
    now = started + 110 * 60_000;
    expect((await adminGet(old)).status).toBe(200);
    now = started + 2 * HOUR - 1000;
    expect((await adminGet(idle)).status).toBe(200); // a second before the idle limit: still in
    const idleSince = now;
    now = started + 220 * 60_000;
    expect((await adminGet(old)).status).toBe(200);
    now = idleSince + 2 * HOUR; // `idle` unused for exactly 2 h
    await expectRefusedEverywhere("session idle for 2 h", idle);
    expect((await adminGet(old)).status).toBe(200);
    // `old` is used every 1 h 50 min, so only the absolute limit can end it.
    while (now + 110 * 60_000 < started + 12 * HOUR) {
      now += 110 * 60_000;
      expect((await adminGet(old)).status, `at +${(now - started) / HOUR} h`).toBe(200);
    }
    now = started + 12 * HOUR - 1000;
    expect((await adminGet(old)).status).toBe(200); // a second before the limit: still in
    now = started + 12 * HOUR;
    await expectRefusedEverywhere("cookie older than the 12 h absolute timeout", old);
  });
});

describe("password guessing", () => {
  it("per client: 20 guesses at once from one address give five 401s, then 429 even for the right password", async () => {
    const app = await startApp({ trustProxy: true });
    try {
      const tally = new Tally("access", "login brute force, one client: 429 after 5 failures");
      const from = { "x-forwarded-for": "203.0.113.7" };
      const answers = await fireTogether(
        app.url,
        Array.from({ length: 20 }, (_, i) => ({
          method: "POST",
          path: i % 2 ? "/trpc/admin.login" : "/api/admin/login",
          body: { password: `guess-${i}` },
          headers: from,
        })),
        app.app.server,
      );
      const statuses = answers.map((a) => a.status);
      tally.check(statuses.filter((s) => s === 401).length === 5, `statuses ${statuses.join()}`);
      tally.check(statuses.filter((s) => s === 429).length === 15, `statuses ${statuses.join()}`);
      const right = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        { headers: from },
      );
      tally.check(
        right.status === 429 && Number(right.headers.get("retry-after")) > 0,
        `right password: ${right.status}`,
      );
      // Another client is not held back by this one.
      const other = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        {
          headers: { "x-forwarded-for": "198.51.100.9" },
        },
      );
      tally.check(other.status === 200, `another client: ${other.status}`);
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("across clients: 100 failures from 150 addresses at once, then 429 for everyone; sessions live on; the window ends", async () => {
    let appNow = Date.now();
    // The queue of password checks is opened wide here: this is about the global cap, not the
    // queue (defence.test.ts shows the queue refusing a flood at once).
    const app = await startApp({
      trustProxy: true,
      clock: () => new Date(appNow),
      limits: { loginChecksWaiting: 200 },
    });
    try {
      const tally = new Tally(
        "access",
        "login brute force, many clients: global cap of 100 failures / 15 min",
      );
      const session = await login(app.url);
      const answers = await fireTogether(
        app.url,
        Array.from({ length: 150 }, (_, i) => ({
          method: "POST",
          path: "/api/admin/login",
          body: { password: `guess-${i}` },
          headers: { "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}` },
        })),
        app.app.server,
      );
      const statuses = answers.map((a) => a.status);
      tally.check(
        statuses.filter((s) => s === 401).length === 100,
        `401s: ${statuses.filter((s) => s === 401).length}`,
      );
      tally.check(
        statuses.filter((s) => s === 429).length === 50,
        `429s: ${statuses.filter((s) => s === 429).length}`,
      );
      const fresh = { "x-forwarded-for": "192.0.2.200" };
      const right = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        { headers: fresh },
      );
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
      const later = await call(
        app.url,
        "POST",
        "/api/admin/login",
        { password: PASSWORD },
        { headers: fresh },
      );
      tally.check(later.status === 200, `after the window: ${later.status}`);
      expect(tally.finish()).toEqual([]);
    } finally {
      await app.close();
    }
  }, 120_000);
});

describe("cross-site requests", () => {
  it("every state-changing route and mutation refuses text/plain, form encodings and foreign origins, and changes nothing", async () => {
    now = Date.now();
    const cookie = await login(t.url);
    const services = { store: t.store, profile, clock, mailer: t.mailer, publicUrl: t.url };
    const { totalCost: _cost, ...adminInput } = bookingPayload({ date: upcoming(1, 2), startTime: "12:00" });
    const target = createAdminBooking(services, adminInput as never);
    const manageToken = t.store
      .transaction(() => mintManageLink(services, target.id, new Date()))
      .split("/")
      .pop();
    const { totalCost: _c2, ...cancelInput } = bookingPayload({ date: upcoming(1, 3), startTime: "12:00" });
    const cancelled = setBookingStatus(
      services,
      createAdminBooking(services, cancelInput as never).id,
      "cancelled",
    );
    const message = await call(t.url, "POST", "/api/contact", {
      firstName: "Ann",
      lastName: "Other",
      email: "ann@example.com",
      subject: "other",
      message: "A question about the studio",
    });
    const bookingBody = bookingPayload({ date: upcoming(5, 5), startTime: "18:00" });
    const night = upcoming(5, 9);
    const closureBody = { startDate: night, endDate: night, reason: "Hijack", publicText: "Closed" };
    const leaveBody = { startDate: night, endDate: night, engineer: "Marcus", note: "Hijack" };
    const contactBody = {
      firstName: "C",
      lastName: "S",
      email: "c@example.com",
      subject: "other",
      message: "cross-site spam",
    };
    const rest: [string, string, unknown][] = [
      ["POST", "/api/bookings", bookingBody],
      ["POST", "/api/contact", contactBody],
      ["POST", "/api/admin/login", { password: PASSWORD }],
      ["POST", "/api/admin/logout", {}],
      ["POST", "/api/admin/bookings", adminInput],
      ["PUT", `/api/admin/bookings/${target.id}`, { firstName: "Hijacked" }],
      ["PATCH", `/api/admin/bookings/${target.id}/status`, { status: "cancelled" }],
      ["PATCH", `/api/admin/messages/${message.body.id}/status`, { status: "replied" }],
      ["POST", `/api/admin/archived-bookings/${cancelled.id}/restore`, {}],
      ["POST", "/api/admin/resend-notifications", {}],
      ["POST", "/api/admin/test-email", {}],
      ["POST", `/api/manage/${manageToken}/cancel`, {}],
      ["POST", "/api/admin/closures", closureBody],
      ["DELETE", `/api/admin/closures/${randomUUID()}`, {}],
      ["POST", "/api/admin/leave", leaveBody],
      ["DELETE", `/api/admin/leave/${randomUUID()}`, {}],
      ["POST", "/api/admin/customers/erase", { q: bookingBody.email, confirm: true }],
      ["POST", "/api/admin/calendar-feeds/studio", {}],
      ["DELETE", "/api/admin/calendar-feeds/studio", {}],
    ];
    const mutations: [string, unknown][] = [
      ["bookings.create", bookingBody],
      ["contact.send", contactBody],
      ["admin.login", { password: PASSWORD }],
      ["admin.logout", {}],
      ["admin.bookings.create", adminInput],
      ["admin.bookings.update", { id: target.id, changes: { firstName: "Hijacked" } }],
      ["admin.bookings.setStatus", { id: target.id, status: "cancelled" }],
      ["admin.messages.setStatus", { id: message.body.id, status: "replied" }],
      ["admin.archived.restore", { id: cancelled.id }],
      ["admin.email.resend", {}],
      ["admin.email.test", {}],
      ["admin.diary.addClosure", closureBody],
      ["admin.diary.removeClosure", { id: randomUUID() }],
      ["admin.diary.addLeave", leaveBody],
      ["admin.diary.removeLeave", { id: randomUUID() }],
      ["admin.privacy.erase", { q: bookingBody.email, confirm: true }],
      ["admin.calendarFeeds.create", { scope: "studio" }],
      ["admin.calendarFeeds.revoke", { scope: "studio" }],
    ];
    // The lists above are the whole state-changing surface.
    const changing = registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
      (r) => !r.startsWith("GET "),
    );
    const routeOf = (m: string, p: string) =>
      `${m} ${p}`
        .replace(/\/[0-9a-f-]{36}(?=\/|$)/, "/:id")
        .replace(/\/manage\/[\w-]{43}\//, "/manage/:token/")
        .replace(/\/calendar-feeds\/studio$/, "/calendar-feeds/:scope");
    expect(rest.map(([m, p]) => routeOf(m, p)).sort()).toEqual(changing);
    expect(mutations.map(([name]) => name).sort()).toEqual(
      registeredProcedures()
        .filter((p: { kind: ProcedureKind }) => p.kind === "mutation")
        .map((p) => p.name),
    );

    const attempts: [string, Record<string, string>, (body: unknown) => string][] = [
      ["text/plain", { "content-type": "text/plain;charset=UTF-8" }, (b) => JSON.stringify(b)],
      [
        "multipart/form-data",
        { "content-type": "multipart/form-data; boundary=x" },
        () => '--x\r\nContent-Disposition: form-data; name="password"\r\n\r\nx\r\n--x--\r\n',
      ],
      ["urlencoded form", { "content-type": "application/x-www-form-urlencoded" }, () => "status=cancelled"],
      [
        "foreign Origin",
        { "content-type": "application/json", origin: "https://evil.example" },
        (b) => JSON.stringify(b),
      ],
      ["Origin: null", { "content-type": "application/json", origin: "null" }, (b) => JSON.stringify(b)],
      [
        "Sec-Fetch-Site: cross-site",
        { "content-type": "application/json", "sec-fetch-site": "cross-site" },
        (b) => JSON.stringify(b),
      ],
    ];
    const before = snapshot(t.store);
    const sessions = countRows(t.store, "admin_sessions");
    for (const [name, headers, encode] of attempts) {
      const tally = new Tally("access", `cross-site: ${name} → refused (4xx), no change`);
      const targets: [string, string, unknown][] = [
        ...rest,
        ...mutations.map(([procedure, input]): [string, string, unknown] => [
          "POST",
          `/trpc/${procedure}`,
          input,
        ]),
      ];
      for (const [method, pathname, body] of targets) {
        const answer = await call(t.url, method, pathname, undefined, { cookie, headers, raw: encode(body) });
        const expected = name.includes("Origin") || name.includes("Sec-Fetch") ? 403 : 415;
        tally.check(
          answer.status === expected,
          `${method} ${pathname}: ${answer.status} ${answer.text.slice(0, 100)}`,
        );
      }
      tally.check(snapshot(t.store) === before, "data unchanged");
      tally.check(countRows(t.store, "admin_sessions") === sessions, "sessions unchanged");
      expect(tally.finish()).toEqual([]);
    }
    // A mutation cannot be smuggled through a GET (which a link or an <img> could make).
    const viaGet = new Tally("access", "cross-site: tRPC mutation sent as GET → refused, no change");
    for (const [procedure, input] of mutations) {
      const answer = await trpc(t.url, "query", procedure, input, { cookie });
      viaGet.check(answer.status >= 400 && answer.status < 500, `${procedure}: ${answer.status}`);
    }
    viaGet.check(snapshot(t.store) === before, "data unchanged");
    expect(viaGet.finish()).toEqual([]);
    expect((await adminGet(cookie)).status).toBe(200); // the refused logouts did not end the session
  });
});

describe("privacy of public answers", () => {
  it("no public answer carries a customer's name, e-mail or phone", async () => {
    now = Date.now();
    const date = upcoming(6, 3);
    const customer = {
      firstName: "Zebedee",
      lastName: "Quixotic-Marker",
      email: "quixotic.marker@example.org",
      phone: "07700 987654",
    };
    const made = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ ...customer, date, startTime: "20:00", duration: 4 }),
    );
    expect(made.status).toBe(201);
    const contact = await call(t.url, "POST", "/api/contact", {
      firstName: "Yolanda",
      lastName: "Contact-Marker",
      email: "contact.marker@example.org",
      phone: "07700 123789",
      subject: "pricing",
      message: "How much is a day?",
    });
    expect(contact.status).toBe(201);
    const secrets = [
      customer.firstName,
      customer.lastName,
      customer.email,
      "07700987654",
      "Yolanda",
      "Contact-Marker",
      "contact.marker@example.org",
      "07700123789",
    ];
    const leaks = (text: string) =>
      secrets.filter((s) =>
        text
          .toLowerCase()
          .replace(/(\d) (?=\d)/g, "$1")
          .includes(s.toLowerCase()),
      );

    const batch = ["studio.profile", "engineers.list", "bookings.byDate"].join(",");
    const batchInput = encodeURIComponent(JSON.stringify({ 0: {}, 1: {}, 2: { date } }));
    const forged = `studio-admin=${Buffer.alloc(90, 3).toString("base64")}`;
    const publicAnswers: [string, () => Promise<Answer<Json>>][] = [];
    for (const route of registeredRoutes(t.app.printRoutes({ commonPrefix: false }))) {
      const [method, pathname] = route.split(" ") as [string, string];
      if (method !== "GET" || pathname.startsWith("/api/admin/")) continue;
      for (const day of [date, upcoming(0, 3), upcoming(5, 3)]) {
        const concrete = pathname.replace(":date", day);
        publicAnswers.push([`GET ${concrete}`, () => call(t.url, "GET", concrete)]);
        publicAnswers.push([
          `GET ${concrete} (forged cookie)`,
          () => call(t.url, "GET", concrete, undefined, { cookie: forged }),
        ]);
        if (concrete === pathname) break;
      }
    }
    for (const procedure of registeredProcedures().filter(
      (p) => p.kind === "query" && !p.name.startsWith("admin."),
    )) {
      publicAnswers.push([
        `tRPC ${procedure.name}`,
        () =>
          trpc(t.url, "query", procedure.name, procedure.name === "bookings.byDate" ? { date } : undefined),
      ]);
    }
    publicAnswers.push(
      [`tRPC batch ${batch}`, () => call(t.url, "GET", `/trpc/${batch}?batch=1&input=${batchInput}`)],
      // Someone else trying the same slot learns that it is taken, not by whom.
      [
        "POST /api/bookings (conflict)",
        () => call(t.url, "POST", "/api/bookings", bookingPayload({ date, startTime: "21:00" })),
      ],
      [
        "tRPC bookings.create (conflict)",
        () => trpc(t.url, "mutation", "bookings.create", bookingPayload({ date, startTime: "22:00" })),
      ],
      ["POST /api/bookings (invalid)", () => call(t.url, "POST", "/api/bookings", { date })],
      [
        "POST /api/contact (another visitor)",
        () =>
          call(t.url, "POST", "/api/contact", {
            firstName: "A",
            lastName: "B",
            email: "a@b.co",
            subject: "other",
            message: "Hello there studio",
          }),
      ],
      ["GET /api/unknown", () => call(t.url, "GET", "/api/unknown")],
      ["GET /api/admin/bookings (no session)", () => call(t.url, "GET", "/api/admin/bookings")],
    );
    const tally = new Tally("access", "public answers scanned for customers' names, e-mails, phones");
    for (const [label, send] of publicAnswers) {
      const answer = await send();
      const found = leaks(answer.text);
      tally.check(
        answer.status < 500 && found.length === 0,
        `${label}: ${answer.status} leaks ${found.join(", ")}`,
      );
    }
    // The scanner does find them where they belong: in the admin's answers.
    const cookie = await login(t.url);
    const adminDay = await call(t.url, "GET", `/api/bookings/date/${date}`, undefined, { cookie });
    const messages = await call(t.url, "GET", "/api/admin/messages", undefined, { cookie });
    tally.check(
      leaks(adminDay.text + messages.text).length === secrets.length,
      "the scanner sees the admin's data",
    );
    expect(publicAnswers.length).toBeGreaterThanOrEqual(15);
    expect(tally.finish()).toEqual([]);
  });
});

describe("security headers", () => {
  it("every kind of answer carries CSP (object-src 'none', base-uri 'none', frame-ancestors), nosniff; HSTS when secure", async () => {
    const withWeb = existsSync(path.join(webDist, "index.html"));
    for (const secure of [false, true]) {
      const app = await startApp({
        cookieSecure: secure,
        ...(withWeb ? { webDist } : {}),
        limits: { loginFailures: 1 },
      });
      try {
        const tally = new Tally(
          "access",
          `security headers on every kind of answer (${secure ? "COOKIE_SECURE" : "plain HTTP"})`,
        );
        await call(app.url, "POST", "/api/admin/login", { password: "wrong" });
        const answers: [string, Promise<Answer>][] = [
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
        for (const [label, pending] of answers) {
          const { status, headers } = await pending;
          const csp = headers.get("content-security-policy") ?? "";
          const hsts = headers.get("strict-transport-security") ?? "";
          const problems = [
            !csp.includes("object-src 'none'") && "object-src",
            !csp.includes("base-uri 'none'") && "base-uri",
            !csp.includes("frame-ancestors 'none'") && "frame-ancestors",
            !/script-src 'self'(;|$)/.test(csp) && "script-src",
            headers.get("x-content-type-options") !== "nosniff" && "nosniff",
            secure && !/max-age=\d{7,}/.test(hsts) && "HSTS",
            !secure && hsts !== "" && "HSTS over plain HTTP",
          ].filter(Boolean);
          tally.check(problems.length === 0, `${label} (${status}): missing ${problems.join(", ")}`);
        }
        expect(tally.finish()).toEqual([]);
      } finally {
        await app.close();
      }
    }
  });
});

it("the cookie helper reads the session cookie of a login (sanity)", async () => {
  const answer = await call(t.url, "POST", "/api/admin/login", { password: PASSWORD });
  expect(cookieFrom(answer.headers)).toMatch(/^studio-admin=/);
});
