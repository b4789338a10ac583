// Bad input at every door that takes it (REST routes and tRPC procedures): malformed JSON, wrong
// types, missing and extra fields, 60 KB and 100 KB strings, control characters, emoji and SQL where
// they do not belong, prototype keys, huge and negative numbers, bodies over the limit. Every one
// answers 4xx with a clear message naming the field, the process stays up, and no row changes.
import { describe, expect, it } from "vitest";
import { call } from "../../../../../packages/api/test/helpers.js";
import { registeredProcedures, registeredRoutes, snapshot, Tally } from "../harness.js";
import { badInputStudio } from "./bad-input-studio.js";
import { batteryTallies, knockOn } from "./battery.js";
import { publicTargets, type Target } from "./doors.js";
import { staffTargets } from "./staff-doors.js";

const studio = badInputStudio();

/** Every door with input, public and staff. */
const targets = (): Target[] => [...publicTargets(studio), ...staffTargets(studio)];

describe("every door with input", () => {
  it("refuses broken, mistyped, missing, oversized, hostile and prototype-laden input with a clear 4xx, writing nothing", async () => {
    const { t } = studio;
    const before = snapshot(t.store);
    const tallies = batteryTallies();
    for (const target of targets()) await knockOn(target, tallies);
    const health = await call(t.url, "GET", "/api/health");
    const failures = Object.values(tallies).flatMap((tally) => tally.finish());
    const after = new Tally("bad input", "after the battery: process up, no row changed");
    after.check(health.status === 200, `health ${health.status}`);
    after.check(snapshot(t.store) === before, "rows changed");
    expect([...failures, ...after.finish()]).toEqual([]);
  }, 120_000);

  it("covers every REST route and tRPC procedure that takes input", () => {
    const covered = new Set(targets().map((target) => target.label.replace(/ \(query\)$/, "")));
    const routes = registeredRoutes(studio.t.app.printRoutes({ commonPrefix: false }));
    const withBody = routes.filter(
      // The manage cancel takes no body: its token is the path, and a wrong one is a 404.
      // A DELETE's only input is the id in its path (path-parameters.test.ts), and so is a
      // new calendar link's scope, a hold's confirm, a person's new enrolment link, a failed
      // mail's resend or a held one's drop, and a producer's calendar read again.
      (r) =>
        !r.startsWith("GET ") &&
        !r.startsWith("DELETE ") &&
        !/(logout|resend-notifications|test-email|restore|\/cancel|calendar-feeds\/:scope|holds\/:id\/confirm|staff\/:id\/enrolment|outbox\/:id\/(resend|drop)|calendars\/:id\/sync)$/.test(
          r,
        ) &&
        // No input, or a WebAuthn response (see people-and-holds-doors.ts).
        !/(passkey\/options|passkeys\/options|passkey\/login|\/enrol|\/passkeys)$/.test(r) &&
        // A picture's upload is multipart, refused field by field in apps/server/test/pictures.
        !/(studio\/gallery|studio\/producers\/:id\/photo)$/.test(r),
    );
    for (const route of withBody) expect(covered, route).toContain(`REST ${route}`);
    const procedures = registeredProcedures().filter(
      (p) =>
        !/^(studio\.profile|engineers\.list|admin\.(logout|me|myProducer|bookings\.list|archived\.list|messages\.list|insights|email\.\w+|diary\.list|privacy\.audit|calendarFeeds\.list|calendars\.list|studio\.(get|history)|holds\.list|waitlist\.counts|staff\.(list|sessions|passwordSignIn)|passkeyOptions|passkeyLogin|enrol\.finish|passkeys\.\w+))$/.test(
          p.name,
        ),
    );
    for (const procedure of procedures) expect(covered, procedure.name).toContain(`tRPC ${procedure.name}`);
  });
});
