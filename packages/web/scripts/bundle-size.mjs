#!/usr/bin/env node
// Prints the JavaScript and CSS each public page downloads before it can render, gzipped, from
// dist/index.html and dist/.vite/manifest.json, and fails when
//   - the home page's initial JS is over the budget (180 KB gzip), or
//   - any public page would download admin code.
// "Initial" = the entry chunk and everything it imports statically (what index.html loads for
// every URL), plus the current route's code-split chunks and their static imports.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const BUDGET_KB = 180;
const dist = join(dirname(fileURLToPath(import.meta.url)), "..", "dist");
const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const html = readFileSync(join(dist, "index.html"), "utf8");

const PUBLIC_ROUTES = {
  "/": "index",
  "/booking": "booking",
  "/booking-confirmation": "booking-confirmation",
  "/contact": "contact",
  "/equipment": "equipment",
  "/producer/$name": "producer.$name",
};
// Texts only the admin screen contains (spec §2, Admin).
const ADMIN_MARKERS = ["Enter admin password", "Access Dashboard", "Authenticating..."];
const isAdminKey = (key) => /(^|\/)(routes\/admin|features\/admin)/.test(key);

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Manifest keys reachable from `keys` through static imports. */
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

function measure(keys) {
  const closure = staticClosure(keys);
  const js = new Set();
  const css = new Set();
  for (const key of closure) {
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { closure, js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("no entry in the manifest: is build.manifest on?");
// The entry script index.html really references must be the manifest's entry.
if (!html.includes(manifest[entryKey].file))
  throw new Error(`dist/index.html does not load ${manifest[entryKey].file}`);

const problems = [];
const rows = [];
for (const [path, file] of Object.entries(PUBLIC_ROUTES)) {
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${file}.tsx`));
  if (routeKeys.length === 0) problems.push(`no chunk found for route ${path} (src/routes/${file}.tsx)`);
  const result = measure([entryKey, ...routeKeys]);
  rows.push({ path, ...result });

  for (const key of result.closure) {
    if (isAdminKey(key)) problems.push(`${path} statically loads admin chunk ${key}`);
  }
  for (const file of result.js) {
    const text = readFileSync(join(dist, file), "utf8");
    for (const marker of ADMIN_MARKERS) {
      if (text.includes(marker))
        problems.push(`${path} loads ${file}, which contains admin text "${marker}"`);
    }
  }
}

const entry = measure([entryKey]);
console.log(`Initial JS/CSS of the public pages (gzip, level 9), from dist/.vite/manifest.json`);
console.log(
  `  entry (every page): JS ${kb(entry.jsGzip)} in ${entry.js.size} files, CSS ${kb(entry.cssGzip)}`,
);
for (const row of rows) {
  console.log(
    `  ${row.path.padEnd(22)} JS ${kb(row.jsGzip).padStart(9)} in ${String(row.js.size).padStart(2)} files, CSS ${kb(row.cssGzip).padStart(8)}`,
  );
}

const home = rows.find((row) => row.path === "/");
if (home && home.jsGzip > BUDGET_KB * 1024) {
  problems.push(`home page initial JS ${kb(home.jsGzip)} is over the ${BUDGET_KB} KB budget`);
}
const adminChunks = Object.keys(manifest).filter(isAdminKey);
console.log(
  `  admin chunks (lazy, not in any public page): ${adminChunks.length ? adminChunks.join(", ") : "none"}`,
);

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exit(1);
}
console.log(`OK home page initial JS ${kb(home.jsGzip)} <= ${BUDGET_KB} KB; no admin code on public pages`);
