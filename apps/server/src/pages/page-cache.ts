// Serving the built web app (dist/web). The web build says what the pages are and what
// each one preloads (server/pages.json, from the router and Vite's manifest) and brings the
// renderer (server/entry-server.js); the web app types both (`@studio/web/renderer`). Each
// page is rendered to HTML with the studio profile read at start, once, then kept compressed
// (renderer.ts); hashed assets are cached for ever.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { PublicStudioProfile } from "@studio/api/config";
import type { PageMap } from "@studio/web/renderer";
import {
  escapeAttr,
  RENDERER,
  type RenderedPages,
  renderedPages,
  routeOf,
  type SendPage,
} from "./renderer.js";

export type { SendPage } from "./renderer.js";

export interface WebOptions {
  /** The web build's folder. */
  dir: string;
  /** The public profile, asked for when a page is first rendered (it waits for the pictures' sizes,
   * and asking starts their reading: not while the server starts). */
  profile: () => Promise<PublicStudioProfile>;
  /** The site's public origin (PUBLIC_URL), for canonical links, Open Graph and the sitemap. */
  publicUrl: string;
  /** Registers what runs after a save of the studio's settings (the pages are rendered again). */
  onStudioChange?: (listener: () => void) => void;
}

const PAGE_MAP = path.join("server", "pages.json");
const WARM_AFTER_MS = 2000;

export function hasWebBuild(dir: string | undefined): dir is string {
  return (
    dir !== undefined && existsSync(path.join(dir, "index.html")) && existsSync(path.join(dir, RENDERER))
  );
}

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<SendPage> {
  const { dir, profile, publicUrl } = options;
  const pageMap = JSON.parse(readFileSync(path.join(dir, PAGE_MAP), "utf8")) as PageMap;
  const site = async () => ({ profile: await profile(), publicUrl });
  const pages = renderedPages(dir, site, pageMap);
  for (const page of Object.keys(pageMap.pages)) app.get(routeOf(page), { compress: false }, pages.send);
  const sitemap = registerCrawlerFiles(app, options, pages);
  await registerAssets(app, dir);
  // The public pages, the 404 page, and each page sent as its skeleton (one for every manage link,
  // and the admin's): no visitor waits for the renderer's thread to start.
  const skeletons = Object.keys(pageMap.pages).filter((page) => pageMap.pages[page]?.skeleton);
  const warm = async () => {
    const paths = await pages.renderer.sitemapPaths(await profile());
    for (const page of [...paths, "/404", ...skeletons]) await pages.pageFor(page, routeOf(page));
  };
  warmAfterListen(app, warm);
  // A save of the studio's settings (after its commit): every page, the sitemap and its JSON-LD and
  // Open Graph tags come from the new profile, rendered again at once.
  options.onStudioChange?.(() => {
    pages.forget();
    sitemap.forget();
    warm().catch((error: unknown) => app.log.error({ err: error }, "rendering the pages again failed"));
  });
  app.addHook("onClose", (_app, done) => {
    pages.close().then(() => done(), done);
  });
  return pages.send;
}

/** robots.txt, and the sitemap the renderer lists (built on first request). */
function registerCrawlerFiles(
  app: FastifyInstance,
  { profile, publicUrl }: WebOptions,
  pages: RenderedPages,
) {
  app.get("/robots.txt", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
  let sitemap: Promise<string> | undefined;
  const buildSitemap = async () => {
    const paths = await pages.renderer.sitemapPaths(await profile());
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((page) => `  <url><loc>${escapeAttr(publicUrl + page)}</loc></url>`),
      "</urlset>",
      "",
    ].join("\n");
  };
  app.get("/sitemap.xml", async (_request, reply) => {
    sitemap ??= buildSitemap();
    return reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await sitemap);
  });
  return {
    forget: () => {
      sitemap = undefined;
    },
  };
}

/** The build's files, precompressed; hashed assets cached for ever. */
async function registerAssets(app: FastifyInstance, dir: string) {
  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/",
    wildcard: true,
    // Pages are rendered (renderer.ts); the renderer and the build's manifest are not the public's.
    index: false,
    allowedPath: (pathname) => !/^\/(server\/|\.vite\/|index\.html)/.test(pathname),
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

/**
 * Renders the pages a moment after the server is listening, so the first visitors find them ready
 * and the start itself (and the requests that come with it) never waits on rendering.
 */
function warmAfterListen(app: FastifyInstance, warm: () => Promise<void>) {
  let warming: NodeJS.Timeout | undefined;
  let closing = false;
  app.addHook("onListen", (done) => {
    warming = setTimeout(() => {
      warm().catch((error: unknown) => {
        // Stopped while rendering: the renders end with the server, which is no failure.
        if (!closing) app.log.error({ err: error }, "rendering the pages failed");
      });
    }, WARM_AFTER_MS);
    warming.unref();
    done();
  });
  // Before any onClose hook: the renderer's own (registered after this one) runs first and ends
  // the renders in progress.
  app.addHook("preClose", (done) => {
    closing = true;
    clearTimeout(warming);
    done();
  });
}
