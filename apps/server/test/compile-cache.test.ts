// Node's compile cache in DATA_DIR (src/compile-cache.ts): on for a start, off when the disk is
// nearly full, so a start on a full disk writes nothing it could leave half-written.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { diskIsLow } from "../src/compile-cache.js";

const serverDir = path.resolve(import.meta.dirname, "..");
const tsxLoader = path.join(serverDir, "node_modules", "tsx", "dist", "loader.mjs");
const work = mkdtempSync(path.join(tmpdir(), "studio-compile-cache-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Turns the cache on for `dataDir` in a new process and loads a module through it. */
function startWith(dataDir: string): void {
  const script = [
    `import { useCompileCache } from ${JSON.stringify(path.join(serverDir, "src", "compile-cache.ts"))};`,
    `useCompileCache(${JSON.stringify(dataDir)});`,
    'await import("node:module").then((m) => console.log(m.getCompileCacheDir() ?? "off"));',
  ].join("\n");
  const child = spawnSync(process.execPath, ["--import", tsxLoader, "--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_COMPILE_CACHE: "" },
  });
  expect(child.stderr).toBe("");
  expect(child.stdout.trim()).not.toBe("");
}

it("keeps the compiled code in DATA_DIR/.cache/node-compile when the disk has room", () => {
  const dataDir = path.join(work, "roomy");
  expect(diskIsLow(work)).toBe(false); // the test machine's temporary folder has room
  startWith(dataDir);
  expect(readdirSync(path.join(dataDir, ".cache", "node-compile")).length).toBeGreaterThan(0);
});

it("reads a disk under 500 MB or a tenth free as nearly full, and a folder it cannot read too", () => {
  const { bavail, blocks, bsize } = statfsSync(work);
  expect(diskIsLow(work)).toBe(bavail * bsize < 500 * 1024 * 1024 || bavail < blocks * 0.1);
  expect(diskIsLow(path.join(work, "no such folder"))).toBe(true);
});

it("writes no cache where the disk cannot be read as having room", () => {
  // A DATA_DIR whose disk cannot be measured counts as full: nothing is written there.
  const dataDir = path.join(work, "unmeasured");
  const script = [
    'import fs from "node:fs";',
    'import { syncBuiltinESMExports } from "node:module";',
    "fs.statfsSync = () => { throw new Error('no statfs'); };",
    "syncBuiltinESMExports();",
    `const { useCompileCache } = await import(${JSON.stringify(path.join(serverDir, "src", "compile-cache.ts"))});`,
    `useCompileCache(${JSON.stringify(dataDir)});`,
  ].join("\n");
  const child = spawnSync(process.execPath, ["--import", tsxLoader, "--input-type=module", "-e", script], {
    encoding: "utf8",
    env: { ...process.env, NODE_COMPILE_CACHE: "" },
  });
  expect(child.stderr).toBe("");
  expect(existsSync(path.join(dataDir, ".cache"))).toBe(false);
});
