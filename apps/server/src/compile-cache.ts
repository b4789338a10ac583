// Compiled code kept on disk, so that a start after the first does not compile the server again.
// Both kinds live in DATA_DIR/.cache/node-compile: the one folder every way of starting the server
// can write (npm start, dist/main.js, the release's start.sh, which sets NODE_COMPILE_CACHE to it).
//
// - Node's compile cache (module.enableCompileCache) for every module Node loads: the start file
//   (dist/main.js, the release's server.mjs) and the page renderer. Node makes each entry as the
//   module is compiled, before it runs, so it holds only the code V8 compiles up front: a module's
//   top level.
// - The server's bundle (dist/studio.cjs) runs from a V8 code cache of its own, made once the server
//   has started (`saveCompileCache`): it holds every function compiled by then too, which V8
//   otherwise compiles on first call at every start (~35 ms of a start's main thread on the fast VM).
//
// A cache is only ever a speed-up: when it is missing, stale or unwritable, the code is compiled.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, enableCompileCache, flushCompileCache, getCompileCacheDir } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { crc32 } from "node:zlib";
import { dataDirFrom } from "./data-dir.js";

const compileCacheDir = (dataDir: string) => path.join(dataDir, ".cache", "node-compile");

/** Turns the cache on for every module loaded from now on; a failure only costs the speed-up. */
export function useCompileCache(dataDir = dataDirFrom()): void {
  try {
    // DATA_DIR holds the secrets: made owner-only here, as the store would make it.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    mkdirSync(compileCacheDir(dataDir), { recursive: true, mode: 0o700 });
    enableCompileCache(compileCacheDir(dataDir));
  } catch {
    // A read-only or missing folder: the server starts as it would without the cache.
  }
}

// The bundle's code cache is written by `saveCompileCache`, which runs inside the bundle: its own
// copy of this file. The loader leaves the writer where both copies find it.
const SAVE_CODE_CACHE = Symbol.for("studio.saveCodeCache");
type WithSaver = typeof globalThis & { [SAVE_CODE_CACHE]?: () => void };

/**
 * Runs a CommonJS bundle (exports, require, module, __filename, __dirname) from its code cache in
 * Node's compile cache folder (one for each Node.js version and set of V8 flags), or compiled when
 * there is none yet or V8 refuses it. The cache is named by a checksum of the bundle: V8 itself
 * compares only the source's length.
 */
export function runWithCodeCache(
  file: string,
  cacheDir = getCompileCacheDir(),
): "from the cache" | "compiled" {
  const bytes = readFileSync(file);
  const cacheFile = cacheDir && path.join(cacheDir, `${path.basename(file)}-${crc32(bytes).toString(16)}.v8`);
  const cachedData = cacheFile ? readCodeCache(cacheFile) : undefined;
  // Strict, as the ES module it was bundled from (and every package inside it) ran.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {"use strict";${bytes.toString()}\n})`;
  const script = new vm.Script(wrapped, {
    filename: file,
    cachedData,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const fromCache = cachedData !== undefined && script.cachedDataRejected === false;
  if (cacheFile && !fromCache)
    (globalThis as WithSaver)[SAVE_CODE_CACHE] = () => writeCodeCache(cacheFile, script.createCachedData());
  const module = { exports: {}, filename: file, id: file };
  script
    .runInThisContext()
    .call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file));
  return fromCache ? "from the cache" : "compiled";
}

/**
 * Writes what was compiled so far: Node's entries (which it otherwise writes as the process exits,
 * which a crash or SIGKILL skips) and, when it had none to use, the bundle's own. Called a second
 * after the server listens, and as it stops (src/main.ts); only the first call writes the bundle's.
 */
export function saveCompileCache(): void {
  flushCompileCache();
  const saveCodeCache = (globalThis as WithSaver)[SAVE_CODE_CACHE];
  delete (globalThis as WithSaver)[SAVE_CODE_CACHE];
  saveCodeCache?.();
}

// V8 checks a code cache's version, flags and length, not its bytes: one byte changed on disk made
// it abort the process as it read the cache (out of memory), at every start. Each file begins with
// a CRC-32 of the rest, as Node's own cache entries do; a file that does not match is not used.
const CHECKSUM_BYTES = 4;

/** The cache's bytes, when the file is there and whole. */
function readCodeCache(file: string): Buffer | undefined {
  let bytes: Buffer;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  if (bytes.length <= CHECKSUM_BYTES) return undefined;
  const data = bytes.subarray(CHECKSUM_BYTES);
  return bytes.readUInt32LE(0) === crc32(data) ? data : undefined;
}

/** Written whole (a new name, then renamed); the caches of the bundle's earlier builds are removed. */
function writeCodeCache(cacheFile: string, data: Buffer): void {
  try {
    const dir = path.dirname(cacheFile);
    const bundle = path.basename(cacheFile).replace(/-\w+\.v8$/, "-");
    for (const old of readdirSync(dir))
      if (old.startsWith(bundle)) rmSync(path.join(dir, old), { force: true });
    const partial = `${cacheFile}.${process.pid}.partial`;
    const checksum = Buffer.alloc(CHECKSUM_BYTES);
    checksum.writeUInt32LE(crc32(data));
    writeFileSync(partial, Buffer.concat([checksum, data]), { mode: 0o600 });
    renameSync(partial, cacheFile);
  } catch {
    // An unwritable folder: the next start compiles, as this one did.
  }
}
