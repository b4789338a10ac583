// Page weight from the production build's Vite manifest: what a first visit to a page downloads
// to run (the entry, the app it loads once the page has painted, their static imports, and the
// route's split chunk), gzip and brotli.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface PageWeight {
  jsGzipKb: number;
  jsBrotliKb: number;
  cssGzipKb: number;
  cssBrotliKb: number;
  files: string[];
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return seen;
}

function weigh(dist: string, manifest: Manifest, keys: Set<string>): PageWeight {
  const js = [...keys].map((key) => manifest[key]!.file);
  const css = [...new Set([...keys].flatMap((key) => manifest[key]!.css ?? []))];
  const sizes = (files: string[], compress: (b: Buffer) => Buffer) =>
    kb(files.reduce((sum, file) => sum + compress(readFileSync(join(dist, file))).length, 0));
  const brotli = (b: Buffer) => brotliCompressSync(b);
  return {
    jsGzipKb: sizes(js, gzipSync),
    jsBrotliKb: sizes(js, brotli),
    cssGzipKb: sizes(css, gzipSync),
    cssBrotliKb: sizes(css, brotli),
    files: [...js, ...css],
  };
}

/** The manifest keys of a route file's split chunks (TanStack Router's `?tsr-split=` modules). */
function routeChunks(manifest: Manifest, routeFile: string): string[] {
  return Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${routeFile}`));
}

export function measureBundle(webDist: string) {
  const manifest = JSON.parse(readFileSync(join(webDist, ".vite/manifest.json"), "utf8")) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const app = [entry, ...(manifest["src/boot.tsx"] ? ["src/boot.tsx"] : [])];
  const homeKeys = closure(manifest, [...app, ...routeChunks(manifest, "index.tsx")]);
  const bookingKeys = closure(manifest, [...app, ...routeChunks(manifest, "booking.tsx")]);
  const adminKeys = closure(manifest, routeChunks(manifest, "admin"));
  for (const key of homeKeys) adminKeys.delete(key);
  const home = weigh(webDist, manifest, homeKeys);
  const booking = weigh(webDist, manifest, bookingKeys);
  const admin = weigh(webDist, manifest, adminKeys);
  const adminFiles = new Set(admin.files);
  return {
    homeJsGzipKb: home.jsGzipKb,
    homeJsBrotliKb: home.jsBrotliKb,
    homeCssGzipKb: home.cssGzipKb,
    homeCssBrotliKb: home.cssBrotliKb,
    bookingJsGzipKb: booking.jsGzipKb,
    bookingJsBrotliKb: booking.jsBrotliKb,
    bookingCssGzipKb: booking.cssGzipKb,
    adminChunkGzipKb: admin.jsGzipKb,
    adminInHomeInitialLoad: adminKeys.size === 0 || home.files.some((file) => adminFiles.has(file)),
  };
}
