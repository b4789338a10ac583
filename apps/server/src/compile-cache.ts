// Node's compile cache (module.enableCompileCache): V8's compiled code for the server's bundle and
// the page renderer, kept on disk so that a start after the first deserializes it instead of
// compiling ~6.5 MB of JavaScript again. It lives in DATA_DIR/.cache/node-compile: the one folder
// every way of starting the server can write (npm start, dist/main.js, the release's start.sh,
// which sets NODE_COMPILE_CACHE to the same folder). Node checks each entry against the file's
// contents and its own version, so a new build or a new Node.js simply writes fresh entries.
import { mkdirSync } from "node:fs";
import { enableCompileCache, flushCompileCache } from "node:module";
import path from "node:path";
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

/**
 * Writes what was compiled so far (Node otherwise writes it as the process exits, which a crash
 * or SIGKILL skips). Called once the server has listened and rendered its pages.
 */
export function saveCompileCache(): void {
  flushCompileCache();
}
