// Who may do what: cross-site requests change nothing — every state-changing route and mutation
// refuses text/plain, form encodings, foreign origins and a mutation smuggled through a GET.
import { describe, expect, it } from "vitest";
import { call, login, trpc } from "../../../../../packages/api/test/helpers.js";
import {
  countRows,
  type ProcedureKind,
  registeredProcedures,
  registeredRoutes,
  snapshot,
  Tally,
} from "../harness.js";
import { accessStudio } from "./access-studio.js";
import { type StateChangingDoors, stateChangingDoors } from "./state-changing-doors.js";

const studio = accessStudio();

/** How a cross-site page might send: a content type a form can make, or a foreign origin. */
const ATTEMPTS: [string, Record<string, string>, (body: unknown) => string][] = [
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

/** The routes that take a picture as multipart/form-data. */
const UPLOADS = /^(POST \/api\/admin\/studio\/gallery|PUT \/api\/admin\/studio\/producers\/[^/]+\/photo)$/;

/** The lists are the whole state-changing surface. */
function expectWholeSurface({ rest, mutations }: StateChangingDoors): void {
  const changing = registeredRoutes(studio.t.app.printRoutes({ commonPrefix: false })).filter(
    (r) => !r.startsWith("GET "),
  );
  const routeOf = (m: string, p: string) =>
    `${m} ${p}`
      .replace(/\/[0-9a-f-]{36}(?=\/|$)/, "/:id")
      .replace(/\/manage\/[\w-]{43}\//, "/manage/:token/")
      .replace(/\/waitlist\/[\w-]{43}$/, "/waitlist/:token")
      .replace(/\/calendar-feeds\/studio$/, "/calendar-feeds/:scope")
      .replace(/\/staff\/sessions\/[0-9a-f]{64}$/, "/staff/sessions/:ref")
      .replace(/\/outbox\/\d+\/(resend|drop)$/, "/outbox/:id/$1")
      .replace(/\/history\/\d+\/restore$/, "/history/:id/restore");
  expect(rest.map(([m, p]) => routeOf(m, p)).sort()).toEqual(changing);
  expect(mutations.map(([name]) => name).sort()).toEqual(
    registeredProcedures()
      .filter((p: { kind: ProcedureKind }) => p.kind === "mutation")
      .map((p) => p.name),
  );
}

describe("cross-site requests", () => {
  it("every state-changing route and mutation refuses text/plain, form encodings and foreign origins, and changes nothing", async () => {
    studio.now = Date.now();
    const cookie = await login(studio.t.url);
    const doors = await stateChangingDoors(studio.t, studio.clock);
    const { rest, mutations } = doors;
    expectWholeSurface(doors);

    const before = snapshot(studio.t.store);
    const sessions = countRows(studio.t.store, "admin_sessions");
    for (const [name, headers, encode] of ATTEMPTS) {
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
        const answer = await call(studio.t.url, method, pathname, undefined, {
          cookie,
          headers,
          raw: encode(body),
        });
        const expected = name.includes("Origin") || name.includes("Sec-Fetch") ? 403 : 415;
        // An upload takes multipart/form-data (same-origin all the same): a form's fields without a
        // picture, for no such producer, are refused as bad input or not found.
        const upload = name === "multipart/form-data" && UPLOADS.test(`${method} ${pathname}`);
        tally.check(
          upload ? answer.status === 400 || answer.status === 404 : answer.status === expected,
          `${method} ${pathname}: ${answer.status} ${answer.text.slice(0, 100)}`,
        );
      }
      tally.check(snapshot(studio.t.store) === before, "data unchanged");
      tally.check(countRows(studio.t.store, "admin_sessions") === sessions, "sessions unchanged");
      expect(tally.finish()).toEqual([]);
    }
    // A mutation cannot be smuggled through a GET (which a link or an <img> could make).
    const viaGet = new Tally("access", "cross-site: tRPC mutation sent as GET → refused, no change");
    for (const [procedure, input] of mutations) {
      const answer = await trpc(studio.t.url, "query", procedure, input, { cookie });
      viaGet.check(answer.status >= 400 && answer.status < 500, `${procedure}: ${answer.status}`);
    }
    viaGet.check(snapshot(studio.t.store) === before, "data unchanged");
    expect(viaGet.finish()).toEqual([]);
    // the refused logouts did not end the session
    expect((await call(studio.t.url, "GET", "/api/admin/bookings", undefined, { cookie })).status).toBe(200);
  });
});
