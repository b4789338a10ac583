// Bad input in path parameters (a date, an id, a calendar scope): SQL, control characters, emoji,
// traversal and over-long values answer 4xx, and no row changes.
import { describe, expect, it } from "vitest";
import { call } from "../../../../../packages/api/test/helpers.js";
import { snapshot, Tally } from "../harness.js";
import { badInputStudio } from "./bad-input-studio.js";
import { clearRefusal } from "./refusal.js";

const studio = badInputStudio();

const HOSTILE_VALUES = [
  "' OR '1'='1",
  "1; DROP TABLE bookings",
  "%00",
  "%0d%0aSet-Cookie:%20x=y",
  "..%2F..%2Fetc%2Fpasswd",
  encodeURIComponent("🎤"),
  encodeURIComponent("\u202e"),
  "a".repeat(150),
  "a".repeat(6000),
];

/** `[method, path, body]` of every door with a parameter in its path, given `v` there. */
const pathsWith = (v: string): [string, string, unknown][] => [
  ["GET", `/api/bookings/date/${v}`, undefined],
  ["PUT", `/api/admin/bookings/${v}`, { firstName: "X" }],
  ["PATCH", `/api/admin/bookings/${v}/status`, { status: "cancelled" }],
  ["PATCH", `/api/admin/messages/${v}/status`, { status: "read" }],
  ["POST", `/api/admin/archived-bookings/${v}/restore`, undefined],
  ["POST", `/api/admin/studio/history/${v}/restore`, undefined],
  ["POST", `/api/admin/calendar-feeds/${v}`, undefined],
  ["DELETE", `/api/admin/calendar-feeds/${v}`, undefined],
  ["GET", `/calendar/${v}.ics`, undefined],
];

describe("doors without input, and path parameters", () => {
  it("path parameters: SQL, control characters, emoji, traversal and over-long values answer 4xx", async () => {
    const { t, cookie } = studio;
    const before = snapshot(t.store);
    const tally = new Tally("bad input", "path parameters (date, id): hostile values → 4xx");
    for (const value of HOSTILE_VALUES) {
      for (const [method, path, body] of pathsWith(
        value.includes("'") || value.includes(" ") ? encodeURIComponent(value) : value,
      )) {
        const answer = await call(t.url, method, path, body, { cookie });
        const problem = clearRefusal(answer, undefined);
        tally.check(
          problem === null,
          `${method} ${path.slice(0, 80)}: ${problem} ${answer.text.slice(0, 100)}`,
        );
      }
    }
    tally.check(snapshot(t.store) === before, "rows changed");
    expect(tally.finish()).toEqual([]);
  });
});
