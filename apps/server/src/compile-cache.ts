// Node's compile cache (module.enableCompileCache) in DATA_DIR/.cache/node-compile: a start after
// the first does not compile the server's modules again (npm start and dist/main.js through
// src/boot.ts, the release through src/release/entry.ts). Node checks each entry's checksum when
// reading it; a cache is only ever a speed-up: missing, stale or unwritable, the code is compiled.
import { mkdirSync, statfsSync } from "node:fs";
import { enableCompileCache, flushCompileCache, getCompileCacheDir } from "node:module";
import path from "node:path";
import { dataDirFrom } from "./data-dir.js";

const compileCacheDir = (dataDir: string) => path.join(dataDir, ".cache", "node-compile");

/** Free space under which nothing optional (a cache) is written: 500 MB, or a tenth of the disk. */
const LOW_DISK_BYTES = 500 * 1024 * 1024;
const LOW_DISK_SHARE = 0.1;

/** Whether the disk holding `dir` is nearly full (unknown counts as nearly full: write nothing). */
export function diskIsLow(dir: string): boolean {
  try {
    const { bavail, blocks, bsize } = statfsSync(dir);
    return bavail * bsize < LOW_DISK_BYTES || bavail < blocks * LOW_DISK_SHARE;
  } catch {
    return true;
  }
}

/** Turns the cache on for every module loaded from now on, unless the disk is nearly full. */
export function useCompileCache(dataDir = dataDirFrom()): void {
  try {
    // DATA_DIR holds the secrets: made owner-only here, as the store would make it.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (diskIsLow(dataDir)) return;
    mkdirSync(compileCacheDir(dataDir), { recursive: true, mode: 0o700 });
    enableCompileCache(compileCacheDir(dataDir));
  } catch {
    // A read-only or missing folder: the server starts as it would without the cache.
  }
}

/**
 * Writes the entries compiled so far, which Node otherwise writes as the process exits (a crash or
 * SIGKILL skips that); nothing when the disk has filled since the start.
 */
export function saveCompileCache(): void {
  const dir = getCompileCacheDir();
  if (dir && !diskIsLow(dir)) flushCompileCache();
}
