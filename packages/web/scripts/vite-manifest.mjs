// Where the web build goes (the repository's dist/web: vite.config.ts builds into it) and Vite's
// build manifest in it (.vite/manifest.json), read by the page map, the bundle-size check and the
// precompression.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const dist = fileURLToPath(new URL("../../../dist/web", import.meta.url));

/** The manifest of the build in `dist`: source key -> { file, imports, css, isEntry, ... }. */
export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
}

/** Manifest keys reachable from `keys` through static imports. */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}
