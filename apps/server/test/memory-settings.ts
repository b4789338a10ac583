import { readFileSync } from "node:fs";
import { expect } from "vitest";
import memory from "../memory-settings.json" with { type: "json" };

/**
 * The server process `pid` runs with the memory settings the bench measures (docs/performance.md,
 * `memory-settings.json`): V8's heap limits and memory saver on its command line, glibc's two arenas
 * and fixed thresholds in its environment. `npm start` and the release's start.sh each give them.
 */
export function expectMemorySettings(pid: number): void {
  const list = (file: string) => readFileSync(`/proc/${pid}/${file}`, "utf8").split("\0");
  expect(list("cmdline")).toEqual(expect.arrayContaining(memory.nodeFlags));
  expect(list("environ")).toEqual(
    expect.arrayContaining(Object.entries(memory.mallocEnv).map(([name, value]) => `${name}=${value}`)),
  );
}
