// Serving the built web app: hashed assets cached for ever, the app shell never, SPA fallback with
// a real 404 for paths the app does not know. Each page's shell names, in <link> preloads, what
// that page will ask for next (its route's chunks and styles, the studio profile), so the browser
// fetches them beside the entry script instead of after it has run.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** The app's pages (spec §2) and the route file in packages/web/src/routes that renders each. */
const PAGES = new Map([
  ["/", "index"],
  ["/booking", "booking"],
  ["/booking-confirmation", "booking-confirmation"],
  ["/contact", "contact"],
  ["/admin", "admin"],
  ["/equipment", "equipment"],
  ["/privacy", "privacy"],
]);
const PRODUCER_ROUTE = "producer.$name";
/** A customer's manage page, /booking/manage/{token} (the token is checked by the page's API call). */
const MANAGE_ROUTE = "booking_.manage.$token";

/** What the root route's loader fetches on every page (the REST door of `studio.profile`). */
export const STUDIO_PROFILE_PATH = "/api/studio";

/** The route file that renders `url`, or undefined when the app does not know the page. */
export function routeFileFor(url: string, producers: readonly string[]): string | undefined {
  const pathname = (url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
  const page = PAGES.get(pathname);
  if (page) return page;
  if (/^\/booking\/manage\/[A-Za-z0-9_-]{1,100}$/.test(pathname)) return MANAGE_ROUTE;
  const match = /^\/producer\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return undefined;
  let name: string;
  try {
    name = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return undefined;
  }
  return producers.some((producer) => producer.toLowerCase() === name) ? PRODUCER_ROUTE : undefined;
}

/** The SPA's routes (spec §2); /producer/{name} is known when the name is one of the producers. */
export function isKnownPage(url: string, producers: readonly string[]): boolean {
  return routeFileFor(url, producers) !== undefined;
}

export function hasWebBuild(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(path.join(dir, "index.html"));
}

export async function registerWeb(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/",
    wildcard: true,
    // `/` is a page like the others: its shell comes from sendAppShell, with its own preloads.
    index: false,
    // The build writes .br and .gz beside each file (packages/web/scripts/precompress.mjs).
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      // With preCompressed the file sent may be its .br/.gz twin: judge by the original name.
      const relative = path
        .relative(dir, filePath)
        .split(path.sep)
        .join("/")
        .replace(/\.(br|gz)$/, "");
      if (relative.startsWith("assets/"))
        reply.header("cache-control", "public, max-age=31536000, immutable");
      else if (relative.endsWith(".html")) reply.header("cache-control", "no-cache");
      else reply.header("cache-control", "public, max-age=3600");
    },
  });
}

// ---- the app shell, per page -------------------------------------------------------------------

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** One page's shell, ready to send as it is, in each encoding. */
interface ShellVariant {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

interface Shells {
  /** index.html's modification time when these were built: a rebuild is picked up. */
  mtimeMs: number;
  /** By route file; "" is the shell of an unknown page (the app's 404). */
  byRoute: Map<string, ShellVariant>;
}

const shellsByDir = new Map<string, Shells>();

function readManifest(dir: string): Manifest | undefined {
  const file = path.join(dir, ".vite", "manifest.json");
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Manifest;
  } catch {
    return undefined;
  }
}

/** Manifest keys reachable from `keys` through static imports. */
function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The <link> tags for a page: the studio profile every page loads first, then the route's
 * code-split chunks and their styles (less what index.html already names for the entry). The
 * styles are real stylesheets, which the app's chunk loader finds and does not add again.
 */
function preloadTags(manifest: Manifest | undefined, route: string | undefined): string[] {
  const tags = [`<link rel="preload" href="${STUDIO_PROFILE_PATH}" as="fetch" crossorigin>`];
  if (!manifest || route === undefined) return tags;
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const entry = staticClosure(manifest, entryKeys);
  const routeKeys = Object.keys(manifest).filter((key) => key.startsWith(`src/routes/${route}.tsx?`));
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of staticClosure(manifest, routeKeys)) {
    if (entry.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  }
  for (const file of new Set(styles))
    tags.push(`<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`);
  for (const file of new Set(scripts))
    tags.push(`<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`);
  return tags;
}

function variant(html: string): ShellVariant {
  const identity = Buffer.from(html);
  return {
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

function shellsFor(dir: string): Shells {
  const mtimeMs = statSync(path.join(dir, "index.html")).mtimeMs;
  const cached = shellsByDir.get(dir);
  if (cached?.mtimeMs === mtimeMs) return cached;
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  const manifest = readManifest(dir);
  const byRoute = new Map<string, ShellVariant>();
  for (const route of ["", ...PAGES.values(), PRODUCER_ROUTE, MANAGE_ROUTE]) {
    const tags = preloadTags(manifest, route === "" ? undefined : route).join("\n    ");
    const withTags = html.includes("</head>") ? html.replace("</head>", `  ${tags}\n  </head>`) : html;
    byRoute.set(route, variant(withTags));
  }
  const shells = { mtimeMs, byRoute };
  shellsByDir.set(dir, shells);
  return shells;
}

/** The encoding to send, from the request's accept-encoding (its q-values honoured). */
function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (ok("br")) return "br";
  if (ok("gzip")) return "gzip";
  return undefined;
}

/** The app shell for a page path: 200 for the app's routes, 404 (the app's own 404 page) otherwise. */
export function sendAppShell(
  dir: string,
  producers: readonly string[],
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const route = routeFileFor(request.url, producers);
  const shells = shellsFor(dir);
  const shell = shells.byRoute.get(route ?? "") ?? shells.byRoute.get("");
  if (!shell) throw new Error("no app shell was built");
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  reply
    .code(route === undefined ? 404 : 200)
    .header("cache-control", "no-cache")
    .header("vary", "accept-encoding")
    .type("text/html; charset=utf-8");
  if (encoding) reply.header("content-encoding", encoding);
  return reply.send(encoding ? shell[encoding] : shell.identity);
}
