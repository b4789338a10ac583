// Serving the built web app: hashed assets cached for ever, index.html never, SPA fallback with
// a real 404 for paths the app does not know.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const PAGES = new Set(["/", "/booking", "/booking-confirmation", "/contact", "/admin", "/equipment"]);

/** The SPA's routes (spec §2); /producer/{name} is known when the name is one of the producers. */
export function isKnownPage(url: string, producers: readonly string[]): boolean {
  const pathname = (url.split("?")[0] ?? "/").replace(/\/+$/, "") || "/";
  if (PAGES.has(pathname)) return true;
  const match = /^\/producer\/([^/]+)$/.exec(pathname);
  if (!match?.[1]) return false;
  let name: string;
  try {
    name = decodeURIComponent(match[1]).toLowerCase();
  } catch {
    return false;
  }
  return producers.some((producer) => producer.toLowerCase() === name);
}

export function hasWebBuild(dir: string | undefined): dir is string {
  return dir !== undefined && existsSync(path.join(dir, "index.html"));
}

export async function registerWeb(app: FastifyInstance, dir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/",
    wildcard: true,
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

/** index.html for a page path: 200 for the app's routes, 404 (the app's own 404 page) otherwise. */
export function sendAppShell(
  dir: string,
  producers: readonly string[],
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const html = readFileSync(path.join(dir, "index.html"));
  return reply
    .code(isKnownPage(request.url, producers) ? 200 : 404)
    .header("cache-control", "no-cache")
    .type("text/html; charset=utf-8")
    .send(html);
}
