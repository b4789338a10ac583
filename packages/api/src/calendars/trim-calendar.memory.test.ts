// The trim holds what it says it holds, in a node whose heap is smaller than a crafted answer could
// make it (the server's own old space is 128 MB, shared with everything else): an event that never
// ends is held as its text, not as a record of each of its lines, and what is kept is copied, not
// sliced from the pieces it came in (a slice holds on to its whole piece).
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const TRIM = join(import.meta.dirname, "trim-calendar.ts");
/** Old space for the run, in MB: well under what either case held before it was fixed (490, 46). */
const HEAP_MB = 32;

/** Runs `body` (with `trim`, a CalendarTrim over this winter, in scope) in a node of HEAP_MB; it
 * writes what the test reads (plainly: console.log would colour a number where colour is forced). */
function inSmallHeap(body: string): { status: number | null; out: string } {
  const script = `
    const { CalendarTrim } = await import(${JSON.stringify(TRIM)});
    const trim = new CalendarTrim({ startMs: Date.UTC(2026, 11, 1), endMs: Date.UTC(2027, 2, 1) });
    ${body}`;
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", `--max-old-space-size=${HEAP_MB}`, "--input-type=module", "-e", script],
    { cwd: import.meta.dirname, encoding: "utf8", timeout: 60_000 },
  );
  return { status: run.status, out: run.stdout.trim() };
}

describe("a calendar trimmed in a small heap", () => {
  it("holds 5 MB of an event that never ends, each line two characters", () => {
    const run = inSmallHeap(`
      trim.push("BEGIN:VCALENDAR\\r\\nBEGIN:VEVENT\\r\\n");
      while (trim.size < 5 * 2 ** 20) trim.push("A:\\n".repeat(20_000));
      process.stdout.write(String(trim.size));`);
    expect(run.status).toBe(0);
    expect(Number(run.out)).toBeGreaterThanOrEqual(5 * 2 ** 20);
  });

  it("reads 48 MB of history that keeps one event of each piece, holding only what it keeps", () => {
    const run = inSmallHeap(`
      const past = "BEGIN:VEVENT\\r\\nUID:past\\r\\nSUMMARY:A session long ago\\r\\nDTSTART:20100101T100000Z\\r\\nDTEND:20100101T110000Z\\r\\nEND:VEVENT\\r\\n";
      const kept = "BEGIN:VEVENT\\r\\nUID:kept\\r\\nDTSTART:20100101T100000Z\\r\\nDURATION:PT1H\\r\\nEND:VEVENT\\r\\n";
      trim.push("BEGIN:VCALENDAR\\r\\n");
      for (let i = 0; i < 768; i++) trim.push(kept + past.repeat(Math.floor(65_536 / past.length)));
      trim.push("END:VCALENDAR\\r\\n");
      process.stdout.write(String(trim.end().split("UID:kept").length - 1));`);
    expect(run.status).toBe(0);
    expect(run.out).toBe("768");
  });
});
