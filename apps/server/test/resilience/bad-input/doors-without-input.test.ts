// Bad input at the doors that take none (logout, resend, test e-mail, restore, a new calendar link,
// a put-back from the Studio tab's history, and every tRPC query): malformed JSON and prototype
// keys answer 400, and nothing is done.
import { describe, expect, it } from "vitest";
import { call } from "../../../../../packages/api/test/helpers.js";
import { countRows, registeredProcedures, snapshot, Tally } from "../harness.js";
import { badInputStudio, json } from "./bad-input-studio.js";
import { clearRefusal, MALFORMED } from "./refusal.js";

const studio = badInputStudio();

/** `[method, path]` of every door that takes no input. */
const doorsWithoutInput = (archivedId: string): [string, string][] => [
  ["POST", "/api/admin/logout"],
  ["POST", "/api/admin/resend-notifications"],
  ["POST", "/api/admin/test-email"],
  ["POST", `/api/admin/archived-bookings/${archivedId}/restore`],
  ["POST", "/trpc/admin.logout"],
  ["POST", "/trpc/admin.email.resend"],
  ["POST", "/trpc/admin.email.test"],
  ["POST", "/api/admin/calendar-feeds/studio"],
  ["POST", "/api/admin/studio/history/999999/restore"],
];

describe("doors without input, and path parameters", () => {
  it("no-input doors refuse malformed JSON and prototype keys with 400 and do nothing", async () => {
    const { t, cookie } = studio;
    const before = snapshot(t.store);
    const sessions = countRows(t.store, "admin_sessions");
    const tally = new Tally(
      "bad input",
      "doors without input: malformed JSON / prototype keys → 400, nothing done",
    );
    for (const [method, path] of doorsWithoutInput(studio.archivedId)) {
      for (const raw of [
        ...MALFORMED,
        '{"__proto__":{"polluted":true}}',
        '{"constructor":{"prototype":{"polluted":true}}}',
      ]) {
        const answer = await call(t.url, method, path, undefined, { raw, headers: json, cookie });
        const problem = clearRefusal(answer, undefined, 400);
        tally.check(
          problem === null,
          `${method} ${path} ${JSON.stringify(raw)}: ${problem} ${answer.text.slice(0, 100)}`,
        );
      }
    }
    for (const name of registeredProcedures()
      .filter((p) => p.kind === "query")
      .map((p) => p.name)) {
      const answer = await call(t.url, "GET", `/trpc/${name}?input=${encodeURIComponent("{")}`, undefined, {
        cookie,
      });
      const problem = clearRefusal(answer, undefined, 400);
      tally.check(problem === null, `GET tRPC ${name} malformed input: ${problem}`);
    }
    tally.check(snapshot(t.store) === before, "rows changed");
    tally.check(countRows(t.store, "admin_sessions") === sessions, "a session was ended");
    expect(tally.finish()).toEqual([]);
  });
});
