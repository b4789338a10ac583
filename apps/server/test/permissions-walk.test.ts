// Walks every admin REST route and every tRPC procedure as the owner, a member of staff, a
// producer and nobody, and checks each answer against the domain's permission table. A route or
// procedure without an entry in the table fails here (and is refused to everyone at run time).
import {
  addDays,
  decide,
  londonToday,
  NOT_YOUR_SESSION_MESSAGE,
  PROCEDURE_PERMISSIONS,
  PUBLIC,
  REFUND_FORBIDDEN_MESSAGE,
  REST_PERMISSIONS,
  type Requirement,
  ROLES,
  type Role,
} from "@studio/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { type Answer, call, trpc } from "../../../packages/api/test/helpers.js";
import { useAdminApp } from "../../../packages/api/test/shared-app.js";
import { addPerson, sessionOf } from "../../../packages/api/test/staff/people.js";
import { registeredProcedures, registeredRoutes } from "./resilience/harness.js";

const t = useAdminApp();
const adminRestRoutes = () =>
  registeredRoutes(t.server.printRoutes({ commonPrefix: false })).filter((r) => r.includes(" /api/admin/"));
const procedures = () => registeredProcedures().map(({ name, kind }) => ({ path: name, type: kind }));
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  cookies.owner = t.cookie;
  const sam = await addPerson(t, t.cookie, { name: "Sam", email: "sam@example.com", role: "staff" });
  const dre = await addPerson(t, t.cookie, {
    name: "Dre",
    email: "dre@example.com",
    role: "producer",
    producer: "Dre",
  });
  cookies.staff = await sessionOf(t, sam.id);
  cookies.producer = await sessionOf(t, dre.id);
});

const PARAMS: Record<string, string> = { id: "no-such-id", scope: "no-such-scope", ref: "0".repeat(64) };
const fill = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? "x");
const hasBody = (method: string) => ["POST", "PUT", "PATCH"].includes(method);

/** What the table says, as a status: 401 without a session, 403 refused, else an answer. */
function expectAnswer(
  answer: Answer,
  requirement: Requirement | undefined,
  role: Role | "nobody",
  what: string,
) {
  const label = `${what} as ${role}: ${answer.status} ${answer.text.slice(0, 120)}`;
  expect(requirement, `${what} has no entry in the permission table`).toBeDefined();
  expect(answer.status, label).toBeLessThan(500);
  if (requirement === PUBLIC) return expect([401, 403], label).not.toContain(answer.status);
  if (role === "nobody") return expect(answer.status, label).toBe(401);
  if (decide(requirement, role) === "allowed") return expect([401, 403], label).not.toContain(answer.status);
  expect(answer.status, label).toBe(403);
}

describe("every admin REST route", () => {
  it("has an entry in the permission table, and every entry a route", () => {
    const routes = adminRestRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.filter((route) => !(route in REST_PERMISSIONS))).toEqual([]);
    expect(Object.keys(REST_PERMISSIONS).filter((key) => !routes.includes(key))).toEqual([]);
  });

  for (const role of [...ROLES, "nobody"] as const) {
    it(`answers ${role} as the table says`, async () => {
      for (const route of adminRestRoutes()) {
        const requirement = REST_PERMISSIONS[route];
        // Sign-in doors are walked without a session (a logout would end the walker's).
        if (requirement === PUBLIC && role !== "nobody") continue;
        const [method, path] = route.split(" ") as [string, string];
        const cookie = role === "nobody" ? undefined : cookies[role];
        const answer = await call(t.url, method, fill(path), hasBody(method) ? {} : undefined, { cookie });
        expectAnswer(answer, requirement, role, route);
      }
    });
  }
});

describe("every tRPC procedure", () => {
  it("has an entry in the permission table, and every entry a procedure", () => {
    const paths = procedures().map((p) => p.path);
    expect(paths.filter((path) => !(path in PROCEDURE_PERMISSIONS))).toEqual([]);
    expect(Object.keys(PROCEDURE_PERMISSIONS).filter((key) => !paths.includes(key))).toEqual([]);
  });

  for (const role of [...ROLES, "nobody"] as const) {
    it(`answers ${role} as the table says`, async () => {
      for (const { path, type } of procedures()) {
        const requirement = PROCEDURE_PERMISSIONS[path];
        if (requirement === PUBLIC && role !== "nobody") continue;
        // The public site's own procedures have their suites; the sign-in ones are walked here.
        if (requirement === PUBLIC && !path.startsWith("admin.")) continue;
        const cookie = role === "nobody" ? undefined : cookies[role];
        const answer = await trpc(t.url, type, path, type === "mutation" ? {} : undefined, { cookie });
        expectAnswer(answer, requirement, role, path);
      }
    });
  }
});

describe("a producer alone at night", () => {
  // Yesterday's sessions, recorded after the fact: both have started, so who came can be marked.
  const pastSession = async (producer: string, startTime: string) => {
    const date = addDays(londonToday(new Date()), -1);
    const made = await t.bookAsAdmin({ engineer: producer, date, startTime, recordPast: true });
    expect(made.status, made.text).toBe(201);
    return made.body.id as string;
  };
  const cash = { amountPence: 2000, method: "cash" };
  const asProducer = (method: string, path: string, body?: unknown) =>
    call(t.url, method, path, body, { cookie: cookies.producer });
  const viaTrpc = (type: "query" | "mutation", path: string, input: unknown) =>
    trpc(t.url, type, path, input, { cookie: cookies.producer });

  it("marks Arrived and No-show and takes a payment on their own session, through both doors", async () => {
    const own = await pastSession("Dre", "14:00");
    const arrived = await asProducer("PUT", `/api/admin/bookings/${own}/attendance`, {
      attendance: "arrived",
    });
    expect(arrived.status, arrived.text).toBe(200);
    expect(arrived.body.attendance).toBe("arrived");
    const noShow = await viaTrpc("mutation", "admin.takings.setAttendance", {
      id: own,
      attendance: "no-show",
    });
    expect(noShow.status, noShow.text).toBe(200);
    const paid = await asProducer("POST", `/api/admin/bookings/${own}/payments`, cash);
    expect(paid.status, paid.text).toBe(201);
    const again = await viaTrpc("mutation", "admin.takings.takePayment", { id: own, payment: cash });
    expect(again.status, again.text).toBe(200);
    const read = await viaTrpc("query", "admin.takings.payments", { id: own });
    expect(read.body.result?.data.paidPence).toBe(4000);
    expect((await asProducer("GET", `/api/admin/bookings/${own}/payments`)).body.paidPence).toBe(4000);
  });

  it("is refused a refund, even on their own session, through both doors (403)", async () => {
    const own = await pastSession("Dre", "18:00");
    expect((await t.admin("POST", `/api/admin/bookings/${own}/payments`, cash)).status).toBe(201);
    const refund = { ...cash, kind: "refund", reason: "Left early" };
    const rest = await asProducer("POST", `/api/admin/bookings/${own}/payments`, refund);
    expect(rest.status).toBe(403);
    expect(rest.body.error).toBe(REFUND_FORBIDDEN_MESSAGE);
    const rpc = await viaTrpc("mutation", "admin.takings.takePayment", { id: own, payment: refund });
    expect(rpc.status).toBe(403);
    expect((await t.admin("GET", `/api/admin/bookings/${own}/payments`)).body.paidPence).toBe(2000);
  });

  it("is refused another producer's session for attendance and money, through both doors (403)", async () => {
    const theirs = await pastSession("Marcus", "22:00");
    const attendance = await asProducer("PUT", `/api/admin/bookings/${theirs}/attendance`, {
      attendance: "arrived",
    });
    expect(attendance.status).toBe(403);
    expect(attendance.body.error).toBe(NOT_YOUR_SESSION_MESSAGE);
    expect((await asProducer("POST", `/api/admin/bookings/${theirs}/payments`, cash)).status).toBe(403);
    expect((await asProducer("GET", `/api/admin/bookings/${theirs}/payments`)).status).toBe(403);
    const calls = [
      viaTrpc("mutation", "admin.takings.setAttendance", { id: theirs, attendance: "no-show" }),
      viaTrpc("mutation", "admin.takings.takePayment", { id: theirs, payment: cash }),
      viaTrpc("query", "admin.takings.payments", { id: theirs }),
    ];
    expect((await Promise.all(calls)).map((answer) => answer.status)).toEqual([403, 403, 403]);
    const marcus = (await t.admin("GET", `/api/admin/bookings/${theirs}/payments`)).body;
    expect(marcus.paidPence).toBe(0);
  });
});
