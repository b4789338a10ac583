// The server's bundle run from its own V8 code cache (src/compile-cache.ts), each run in a fresh
// Node.js process, as starts are.
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

const serverDir = path.resolve(import.meta.dirname, "..");
const tsxLoader = path.join(serverDir, "node_modules", "tsx", "dist", "loader.mjs");
const work = mkdtempSync(path.join(tmpdir(), "studio-code-cache-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const bundle = path.join(work, "bundle.cjs");
const cacheDir = path.join(work, "cache");
mkdirSync(cacheDir);

/** A bundle whose functions run only when called: the ones a start compiles lazily. */
const bundleSaying = (word: string) =>
  [
    `function say() { return ${JSON.stringify(word)}; }`,
    "function strict() { return this === undefined; }",
    "module.exports = { said: say(), strict: strict(), file: __filename, meta: typeof require.resolve };",
    "globalThis.__bundle = module.exports;",
  ].join("\n");

/** Runs the bundle from the cache in `dir` in a new process, saves the cache; what it said. */
function run(dir = cacheDir): { outcome: string; said: string; strict: boolean; file: string; meta: string } {
  const script = [
    `import { runWithCodeCache, saveCompileCache } from ${JSON.stringify(path.join(serverDir, "src", "compile-cache.ts"))};`,
    `const outcome = runWithCodeCache(${JSON.stringify(bundle)}, ${JSON.stringify(dir)});`,
    "saveCompileCache();",
    "console.log(JSON.stringify({ outcome, ...globalThis.__bundle }));",
  ].join("\n");
  const child = spawnSync(process.execPath, ["--import", tsxLoader, "--input-type=module", "-e", script], {
    encoding: "utf8",
  });
  expect(child.stderr).toBe("");
  return JSON.parse(child.stdout);
}

const cacheFiles = () => readdirSync(cacheDir).sort();

it("compiles the first time, keeps what it compiled, and runs from it the next time", () => {
  writeFileSync(bundle, bundleSaying("first"));
  expect(run()).toEqual({ outcome: "compiled", said: "first", strict: true, file: bundle, meta: "function" });
  expect(cacheFiles()).toEqual([expect.stringMatching(/^bundle\.cjs-[0-9a-f]+\.v8$/)]);
  expect(run()).toMatchObject({ outcome: "from the cache", said: "first" });
});

it("runs a rebuilt bundle of the same length as itself: V8 would take the old cache for it", () => {
  writeFileSync(bundle, bundleSaying("first"));
  run();
  const before = cacheFiles();
  writeFileSync(bundle, bundleSaying("again")); // same length, other code
  expect(run()).toMatchObject({ outcome: "compiled", said: "again" });
  // The earlier build's cache is gone; the new one is used from then on.
  expect(cacheFiles()).toHaveLength(1);
  expect(cacheFiles()).not.toEqual(before);
  expect(run()).toMatchObject({ outcome: "from the cache", said: "again" });
});

it("compiles over a cache changed on disk (V8 itself aborted the process on one changed byte), and keeps a whole one again", () => {
  writeFileSync(bundle, bundleSaying("whole"));
  run();
  const [name] = cacheFiles();
  const file = path.join(cacheDir, name!);
  const bytes = readFileSync(file);
  bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
  writeFileSync(file, bytes);
  expect(run()).toMatchObject({ outcome: "compiled", said: "whole" });
  expect(readFileSync(file).equals(bytes)).toBe(false); // written again, whole
  expect(run()).toMatchObject({ outcome: "from the cache", said: "whole" });
});

it("compiles, and runs, where the cache cannot be read or written", () => {
  writeFileSync(bundle, bundleSaying("plain"));
  const notAFolder = path.join(work, "a-file");
  writeFileSync(notAFolder, "");
  expect(run(notAFolder)).toMatchObject({ outcome: "compiled", said: "plain" });
  expect(run(path.join(work, "missing"))).toMatchObject({ outcome: "compiled", said: "plain" });
});
