// Vite's build manifest (dist/.vite/manifest.json), read by the page map and the bundle-size check.
import { readFileSync } from "node:fs";
import { join } from "node:path";

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
