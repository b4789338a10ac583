// The log's lines of one turn leave together, in order, at the turn's end; none waits longer, and
// a process that exits at once still writes what it logged.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { turnBatchedLog } from "../src/log-stream.js";

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the log's lines, a write per turn", () => {
  it("writes one turn's lines in one write, after the turn and before the next", async () => {
    const writes: string[] = [];
    const log = turnBatchedLog({ write: (text: string) => writes.push(text) });
    log.write('{"n":1}\n');
    log.write('{"n":2}\n');
    log.write('{"n":3}\n');
    expect(writes).toEqual([]);
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n']);
    log.write('{"n":4}\n');
    await nextTurn();
    expect(writes).toEqual(['{"n":1}\n{"n":2}\n{"n":3}\n', '{"n":4}\n']);
    await nextTurn();
    expect(writes).toHaveLength(2); // nothing logged, nothing written
  });

  it("writes what is left to standard output when the process exits in the same turn", () => {
    const script = `
      import { turnBatchedLog } from ${JSON.stringify(new URL("../src/log-stream.ts", import.meta.url).pathname)};
      const log = turnBatchedLog();
      log.write("first\\n");
      log.write("second\\n");
      process.exit(3);`;
    let stdout = "";
    try {
      execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
        encoding: "utf8",
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string };
      expect(failed.status).toBe(3);
      stdout = failed.stdout;
    }
    expect(stdout).toBe("first\nsecond\n");
  });
});
