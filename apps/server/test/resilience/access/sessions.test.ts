// Who may do what: every admin route and procedure refuses a missing, forged, logged-out, idle or
// too-old session, and writes nothing when it does.
import { PROCEDURE_PERMISSIONS, PUBLIC, REST_PERMISSIONS } from "@studio/domain";
import { describe, expect, it } from "vitest";
import {
  type Answer,
  call,
  cookieFrom,
  login,
  PASSWORD,
  startApp,
  trpc,
} from "../../../../../packages/api/test/helpers.js";
import { registeredProcedures, registeredRoutes, snapshot, Tally } from "../harness.js";
import { tryLogin } from "../studio-setup.js";
import { accessStudio } from "./access-studio.js";

const HOUR = 3_600_000;

const studio = accessStudio();

interface Door {
  label: string;
  send(cookie: string | undefined, headers?: Record<string, string>): Promise<Answer>;
}

/** Every admin route and procedure that needs a session (the permission table's word), callable. */
function guardedDoors(): Door[] {
  const routes = registeredRoutes(studio.t.app.printRoutes({ commonPrefix: false }))
    .filter((r) => r.includes(" /api/admin/") && REST_PERMISSIONS[r] !== PUBLIC)
    .map((r): Door => {
      const [method, route] = r.split(" ") as [string, string];
      const pathname = route.replace(/:[a-z]+/g, "some-id");
      const body = method === "GET" ? undefined : {};
      return {
        label: r,
        send: (cookie, headers) =>
          call(studio.t.url, method, pathname, body, { cookie, headers: headers ?? {} }),
      };
    });
  const procedures = registeredProcedures()
    .filter((p) => p.name.startsWith("admin.") && PROCEDURE_PERMISSIONS[p.name] !== PUBLIC)
    .map(
      (p): Door => ({
        label: `tRPC ${p.name}`,
        send: (cookie, headers) =>
          trpc(studio.t.url, p.kind, p.name, p.kind === "query" ? undefined : {}, {
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
  const before = snapshot(studio.t.store);
  for (const door of doors) {
    const answer = await door.send(cookie);
    tally.check(isUnauthorized(answer), `${door.label}: ${answer.status} ${answer.text.slice(0, 120)}`);
  }
  tally.check(snapshot(studio.t.store) === before, "nothing was written");
  expect(tally.finish()).toEqual([]);
}

const adminGet = (cookie: string) => call(studio.t.url, "GET", "/api/admin/bookings", undefined, { cookie });

describe("every admin route and procedure", () => {
  it("refuses a request without a cookie", async () => {
    await expectRefusedEverywhere("no cookie", undefined);
  });

  it("refuses a forged cookie, a tampered one, and a well-formed one for a session never issued", async () => {
    await expectRefusedEverywhere("forged cookie", `studio-admin=${Buffer.alloc(90, 1).toString("base64")}`);
    const real = await login(studio.t.url);
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
    const cookie = await login(studio.t.url);
    expect((await adminGet(cookie)).status).toBe(200);
    expect((await call(studio.t.url, "POST", "/api/admin/logout", undefined, { cookie })).status).toBe(200);
    await expectRefusedEverywhere("cookie from before logout", cookie);
    // The same through tRPC's logout.
    const second = await login(studio.t.url);
    expect((await trpc(studio.t.url, "mutation", "admin.logout", {}, { cookie: second })).status).toBe(200);
    await expectRefusedEverywhere("cookie from before tRPC logout", second);
  });

  it("refuses a session idle for 2 h, and one older than the 12 h absolute limit even if used all along", async () => {
    const idle = await login(studio.t.url);
    const old = await login(studio.t.url);
    const started = studio.now;
    studio.now = started + 110 * 60_000;
    expect((await adminGet(old)).status).toBe(200);
    studio.now = started + 2 * HOUR - 1000;
    expect((await adminGet(idle)).status).toBe(200); // a second before the idle limit: still in
    const idleSince = studio.now;
    studio.now = started + 220 * 60_000;
    expect((await adminGet(old)).status).toBe(200);
    studio.now = idleSince + 2 * HOUR; // `idle` unused for exactly 2 h
    await expectRefusedEverywhere("session idle for 2 h", idle);
    expect((await adminGet(old)).status).toBe(200);
    // `old` is used every 1 h 50 min, so only the absolute limit can end it.
    while (studio.now + 110 * 60_000 < started + 12 * HOUR) {
      studio.now += 110 * 60_000;
      expect((await adminGet(old)).status, `at +${(studio.now - started) / HOUR} h`).toBe(200);
    }
    studio.now = started + 12 * HOUR - 1000;
    expect((await adminGet(old)).status).toBe(200); // a second before the limit: still in
    studio.now = started + 12 * HOUR;
    await expectRefusedEverywhere("cookie older than the 12 h absolute timeout", old);
  });
});

it("the cookie helper reads the session cookie of a login (sanity)", async () => {
  const answer = await tryLogin(studio.t.url, PASSWORD);
  expect(cookieFrom(answer.headers)).toMatch(/^studio-admin=/);
});
