import { readFileSync } from "node:fs";
import { expect } from "vitest";

/**
 * The server process `pid` runs with the memory settings the bench measures (docs/performance.md):
 * V8's heap limits and memory saver on its command line, glibc's two arenas and fixed thresholds in
 * its environment. `npm start` and the release's start.sh each write them; both are held to these.
 */
export function expectMemorySettings(pid: number): void {
  const list = (file: string) => readFileSync(`/proc/${pid}/${file}`, "utf8").split("\0");
  expect(list("cmdline")).toEqual(
    expect.arrayContaining(["--max-old-space-size=128", "--max-semi-space-size=2", "--memory-saver-mode"]),
  );
  expect(list("environ")).toEqual(
    expect.arrayContaining([
      "MALLOC_ARENA_MAX=2",
      "MALLOC_MMAP_THRESHOLD_=32768",
      "MALLOC_TRIM_THRESHOLD_=131072",
    ]),
  );
}
