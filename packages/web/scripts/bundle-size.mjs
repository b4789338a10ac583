#!/usr/bin/env node
// Prints the JavaScript and CSS each public page downloads before it can render, gzipped, from
// dist/web/index.html and dist/web/.vite/manifest.json, and fails when
//   - any public page's initial JS is over BUDGET_KB gzip (the page-weight goal of
//     docs/performance.md),
//   - a route file is neither a public page listed here nor the admin screen, or
//   - any public page, or a part it loads lazily, would download admin code.
// "Initial" = the entry chunk and the app it loads after the first paint (src/boot.tsx), with
// everything they import statically (what every URL loads), plus the current route's code-split
// chunks and their static imports. Parts a page
// fetches with import() after its first paint (the booking form, the contact form, the toasts)
// are listed apart, with their sizes, and are not part of the figure.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { dist, readManifest, staticClosure } from "./vite-manifest.mjs";

const BUDGET_KB = 132;
const manifest = readManifest(dist);
const html = readFileSync(join(dist, "index.html"), "utf8");

// Every public page, by its route file in src/routes, from the page map the build wrote from the
// router (scripts/page-map.mjs); null: no route of its own.
const pageMap = JSON.parse(readFileSync(join(dist, "server", "pages.json"), "utf8")).pages;
const PUBLIC_PAGES = [
  ...Object.entries(pageMap)
    .filter(([, page]) => page.route !== "admin")
    .map(([path, page]) => ({ path, route: page.route })),
  // Any unknown URL: the root route's not-found component, which lives in the entry.
  { path: "404 (unknown path)", route: null },
];
const ADMIN_ROUTE = "admin";
// Texts only the admin screen contains.
const ADMIN_MARKERS = ["Enter admin password", "Access Dashboard", "Authenticating..."];
const isAdminKey = (key) => /(^|\/)(routes\/admin|features\/admin)/.test(key);
const routeOfKey = (key) => /^src\/routes\/(.+?)\.tsx(\?|$)/.exec(key)?.[1];

const gzipSize = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS and CSS files of `keys` and their static imports, less those already in `loaded`. */
function measure(keys, loaded = new Set()) {
  const closure = staticClosure(manifest, keys);
  const js = new Set();
  const css = new Set();
  for (const key of closure) {
    if (loaded.has(key)) continue;
    js.add(manifest[key].file);
    for (const file of manifest[key].css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  return { closure, js, css, jsGzip: sum(js), cssGzip: sum(css) };
}

const problems = [];
function checkNoAdmin(what, result) {
  for (const key of result.closure) {
    if (isAdminKey(key)) problems.push(`${what} statically loads admin chunk ${key}`);
  }
  for (const file of result.js) {
    const text = readFileSync(join(dist, file), "utf8");
    for (const marker of ADMIN_MARKERS) {
      if (text.includes(marker))
        problems.push(`${what} loads ${file}, which contains admin text "${marker}"`);
    }
  }
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error("no entry in the manifest: is build.manifest on?");
// The entry script index.html really references must be the manifest's entry.
if (!html.includes(manifest[entryKey].file))
  throw new Error(`dist/index.html does not load ${manifest[entryKey].file}`);
// The entry only holds the styles and the loader; the app it imports once the page has painted
// is part of every page's initial load all the same.
const BOOT_KEY = "src/boot.tsx";
if (!manifest[entryKey].dynamicImports?.includes(BOOT_KEY))
  throw new Error(`the entry does not load ${BOOT_KEY}: is it still the app's loader?`);
const appKeys = [entryKey, BOOT_KEY];

// A route file the page map does not know would go unmeasured.
const listed = new Set([ADMIN_ROUTE, ...PUBLIC_PAGES.map((page) => page.route)]);
for (const route of new Set(Object.keys(manifest).map(routeOfKey).filter(Boolean))) {
  if (!listed.has(route) && route !== "__root")
    problems.push(`src/routes/${route}.tsx is not in the page map (dist/web/server/pages.json)`);
}

const rows = [];
for (const { path, route } of PUBLIC_PAGES) {
  const routeKeys = route === null ? [] : Object.keys(manifest).filter((key) => routeOfKey(key) === route);
  if (route !== null && routeKeys.length === 0)
    problems.push(`no chunk found for route ${path} (src/routes/${route}.tsx)`);
  const result = measure([...appKeys, ...routeKeys]);
  rows.push({ path, ...result });
  checkNoAdmin(path, result);
  if (result.jsGzip > BUDGET_KB * 1024)
    problems.push(`${path} initial JS ${kb(result.jsGzip)} is over the ${BUDGET_KB} KB budget`);
}

// What the public side fetches with import() besides route chunks: the entry's and the public
// route chunks' dynamic imports (the admin route's own lazy tabs are admin code).
const publicKeys = new Set(rows.flatMap((row) => [...row.closure]));
const lazyParts = [...publicKeys]
  .flatMap((key) => manifest[key].dynamicImports ?? [])
  .filter(
    (key, index, all) => all.indexOf(key) === index && routeOfKey(key) === undefined && key !== BOOT_KEY,
  );
const entryClosure = staticClosure(manifest, appKeys);
const lazyRows = lazyParts.map((key) => ({ key, ...measure([key], entryClosure) }));
for (const row of lazyRows) checkNoAdmin(`lazy part ${row.key}`, row);

const entry = measure(appKeys);
console.log(`Initial JS/CSS of the public pages (gzip, level 9), from dist/.vite/manifest.json`);
console.log(
  `  entry and app (every page): JS ${kb(entry.jsGzip)} in ${entry.js.size} files, CSS ${kb(entry.cssGzip)}`,
);
for (const row of rows) {
  console.log(
    `  ${row.path.padEnd(22)} JS ${kb(row.jsGzip).padStart(9)} in ${String(row.js.size).padStart(2)} files, CSS ${kb(row.cssGzip).padStart(8)}`,
  );
}
console.log(
  `Fetched after the first paint by the pages that use them (beyond the entry, not counted above):`,
);
for (const row of lazyRows) {
  console.log(`  ${row.key.padEnd(46)} JS ${kb(row.jsGzip).padStart(9)}, CSS ${kb(row.cssGzip).padStart(8)}`);
}
const adminChunks = Object.keys(manifest).filter(isAdminKey);
console.log(
  `Admin chunks (lazy, not in any public page): ${adminChunks.length ? adminChunks.join(", ") : "none"}`,
);

if (problems.length > 0) {
  for (const problem of problems) console.error(`FAIL ${problem}`);
  process.exit(1);
}
const largest = rows.reduce((max, row) => (row.jsGzip > max.jsGzip ? row : max));
console.log(
  `OK every public page's initial JS is within the ${BUDGET_KB} KB budget (largest: ${largest.path}, ${kb(largest.jsGzip)}); no admin code on public pages`,
);
