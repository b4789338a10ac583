// The memory settings are written once (memory-settings.json); the places a person reads or runs
// them as plain text, npm start's script and the operations guide's unit, are held to it here.
// (The release's start.sh and the bench build theirs from the file; the started servers' own
// command lines and environments are checked where they run: ops/stop-and-lock, release.)
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import memory from "../memory-settings.json" with { type: "json" };

const repo = new URL("../../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, repo), "utf8");
const flags = memory.nodeFlags.join(" ");
const env = Object.entries(memory.mallocEnv);

describe("the memory settings written as text", () => {
  it("npm start passes the node flags and glibc's settings (each one overridable)", () => {
    const start = JSON.parse(read("package.json")).scripts.start as string;
    expect(start).toContain(`exec node ${flags} scripts/start.mjs`);
    for (const [name, value] of env) expect(start).toContain(`${name}=\${${name}:-${value}}`);
  });

  it("the operations guide's unit for a clone gives the same flags and environment", () => {
    const guide = read("docs/operations.md").replace(/\s+/g, " ");
    expect(guide).toContain(`node ${flags} apps/server/dist/main.js`);
    expect(guide).toContain(`Environment=${env.map(([name, value]) => `${name}=${value}`).join(" ")}`);
  });
});
