#!/usr/bin/env node
// Writes dist/web/server/pages.json: for each page of the app, the route file that renders it and, from
// Vite's manifest, the code-split chunks and stylesheets it needs beyond the entry. The pages come
// from the router itself (the built renderer's `pageRoutes`), their files from the router's
// generator (.vite/route-files.json, see vite.config.ts). The server reads this file to know the
// app's pages and what each page's HTML preloads; nothing is copied by hand.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { dist, readManifest, staticClosure } from "./vite-manifest.mjs";

const manifest = readManifest(dist);
const { pageRoutes } = await import(pathToFileURL(join(dist, "server", "entry-server.js")).href);
/** Route file (src/routes/booking.tsx) -> route id, as the router's generator wrote it. */
const routeFiles = JSON.parse(readFileSync(join(dist, ".vite", "route-files.json"), "utf8"));

/** Full path -> route file (without src/routes/ and .tsx), and whether it is sent as its skeleton. */
function routeFilesByPath() {
  const fileOfId = new Map(Object.entries(routeFiles).map(([file, id]) => [id, file]));
  const pages = {};
  for (const { id, fullPath, skeleton } of pageRoutes) {
    const file = fileOfId.get(id);
    if (!file) throw new Error(`page-map: the router's generator names no file for route ${id}`);
    pages[fullPath] = { file: file.replace(/^src\/routes\//, "").replace(/\.tsx$/, ""), skeleton };
  }
  if (Object.keys(pages).length === 0) throw new Error("page-map: the router has no pages");
  return pages;
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const entryStyles = new Set(entryKeys.flatMap((key) => manifest[key].css ?? [])); // in index.html
// The app the entry loads once the page has painted (src/main.tsx -> src/boot.tsx): its scripts
// are fetched with it (a page that waits for the visitor fetches them ahead, see main.tsx), but
// its stylesheets (the shell's) are every page's, from the first paint (the server inlines them
// in every page, before the page's own).
const app = staticClosure(manifest, [...entryKeys, "src/boot.tsx"]);
const appStyles = [...app].flatMap((key) => manifest[key].css ?? []).filter((css) => !entryStyles.has(css));
const entryScripts = staticClosure(manifest, entryKeys); // in index.html
const appScripts = [...app].filter((key) => !entryScripts.has(key)).map((key) => manifest[key].file);
const pages = {};
for (const [path, { file, skeleton }] of Object.entries(routeFilesByPath())) {
  const keys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${file}.tsx`));
  const scripts = new Set();
  const styles = new Set();
  for (const key of staticClosure(manifest, keys)) {
    if (app.has(key)) continue;
    scripts.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) styles.add(css);
  }
  pages[path] = { route: file, skeleton, scripts: [...scripts], styles: [...styles] };
}
// `app`: what every page has beyond index.html, the 404 page too.
const output = { app: { scripts: appScripts, styles: appStyles }, pages };
writeFileSync(join(dist, "server", "pages.json"), `${JSON.stringify(output, null, 2)}\n`);
console.log(`page-map: ${Object.keys(pages).length} pages written to dist/web/server/pages.json`);
