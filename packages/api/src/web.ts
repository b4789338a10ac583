// Serving the built web app (packages/web/dist). The web build says what the pages are and what
// each one preloads (dist/server/pages.json, from the route tree and Vite's manifest) and brings
// the renderer (dist/server/entry-server.js). Each page is rendered to HTML with the studio
// profile read at start, once, then kept in each encoding; hashed assets are cached for ever.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { PublicStudioProfile } from "./config.js";

export interface WebOptions {
  /** The web build's folder. */
  dir: string;
  /** The public profile (a promise: the pictures' sizes are read at start). */
  profile: Promise<PublicStudioProfile>;
  /** The site's public origin (PUBLIC_URL), for canonical links, Open Graph and the sitemap. */
  publicUrl: string;
}

/** Answers a page request (also any unknown path: the app's 404 page, with HTTP 404). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** What dist/server/entry-server.js exports (packages/web/src/entry-server.tsx). */
interface Renderer {
  pageKey(pathname: string): string;
  sitemapPaths(profile: PublicStudioProfile): string[];
  renderPage(
    pathname: string,
    site: { profile: PublicStudioProfile; publicUrl: string },
  ): Promise<{ status: number; head: string; body: string; data: string }>;
}

interface PageAssets {
  scripts: string[];
  styles: string[];
}

interface Page {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
}

const RENDERER = path.join("server", "entry-server.js");
const PAGE_MAP = path.join("server", "pages.json");
/** Pages kept rendered at most: the app's own, plus a few unknown producers' 404s. */
const MAX_CACHED_PAGES = 100;
const WARM_AFTER_MS = 2000;

export function hasWebBuild(dir: string | undefined): dir is string {
  return (
    dir !== undefined && existsSync(path.join(dir, "index.html")) && existsSync(path.join(dir, RENDERER))
  );
}

const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function preloadTags(assets: PageAssets | undefined): string {
  if (!assets) return "";
  return [
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`),
  ].join("\n    ");
}

function compressed(status: number, html: string): Page {
  const identity = Buffer.from(html);
  return {
    status,
    identity,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  };
}

const pathnameOf = (url: string) => url.split("?")[0] || "/";
/** `/producer/$name` (the route tree's spelling) as a Fastify route, `/producer/:name`. */
const routeOf = (page: string) => page.replace(/\$(\w+)/g, ":$1");

export async function registerWeb(app: FastifyInstance, options: WebOptions): Promise<SendPage> {
  const { dir, profile, publicUrl } = options;
  const pageMap = JSON.parse(readFileSync(path.join(dir, PAGE_MAP), "utf8")) as {
    pages: Record<string, PageAssets>;
  };
  const template = readFileSync(path.join(dir, "index.html"), "utf8");
  const site = profile.then((p) => ({ profile: p, publicUrl }));
  // Loaded on the first page asked for (or once listening): a cold start answers /api at once.
  let loading: Promise<Renderer> | undefined;
  const rendererOf = () =>
    (loading ??= import(pathToFileURL(path.join(dir, RENDERER)).href) as Promise<Renderer>);

  const cache = new Map<string, Promise<Page>>();
  const render = async (pathname: string, key: string): Promise<Page> => {
    const page = await (await rendererOf()).renderPage(pathname, await site);
    const route = key === "404" ? undefined : key.split("?")[0];
    const head = [page.head, preloadTags(route ? pageMap.pages[route] : undefined)].filter(Boolean);
    const html = template
      .replace("</head>", `  ${head.join("\n    ")}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`)
      .replace("</body>", `  ${page.data}\n  </body>`);
    return compressed(page.status, html);
  };
  const pageFor = async (pathname: string): Promise<Page> => {
    const renderer = await rendererOf();
    let key: string;
    try {
      key = renderer.pageKey(pathname);
    } catch {
      key = "404";
    }
    let page = cache.get(key);
    if (!page) {
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      page = render(key === "404" ? "/404" : pathname, key);
      page.catch(() => cache.delete(key));
      cache.set(key, page);
    }
    return page;
  };

  const encodings = new Negotiator({ supportedValues: ["br", "gzip", "identity"] });
  const sendPage: SendPage = async (request, reply) => {
    const page = await pageFor(pathnameOf(request.url));
    // No header, or one that accepts nothing we have: the page as it is (every page answers).
    const encoding = encodings.negotiate(request.headers["accept-encoding"] ?? "identity") ?? "identity";
    reply
      .code(page.status)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(page[encoding]);
  };

  for (const page of Object.keys(pageMap.pages)) app.get(routeOf(page), { compress: false }, sendPage);
  app.get("/robots.txt", (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
  let sitemap: Promise<string> | undefined;
  const buildSitemap = async () => {
    const paths = (await rendererOf()).sitemapPaths(await profile);
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((page) => `  <url><loc>${escapeAttr(publicUrl + page)}</loc></url>`),
      "</urlset>",
      "",
    ].join("\n");
  };
  const sitemapXml = () => {
    sitemap ??= buildSitemap();
    return sitemap;
  };
  app.get("/sitemap.xml", async (_request, reply) =>
    reply
      .type("application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(await sitemapXml()),
  );

  await app.register(fastifyStatic, {
    root: dir,
    prefix: "/",
    wildcard: true,
    // Pages are rendered above; the renderer and the build's manifest are not the public's.
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

  // Rendered a moment after the server is listening, so the first visitors find them ready and the
  // start itself (and the requests that come with it) never waits on rendering.
  let warming: NodeJS.Timeout | undefined;
  const warm = async () => {
    const renderer = await rendererOf();
    for (const page of [...renderer.sitemapPaths(await profile), "/404"]) await pageFor(page);
  };
  app.addHook("onListen", (done) => {
    warming = setTimeout(() => {
      warm().catch((error: unknown) => app.log.error({ err: error }, "rendering the pages failed"));
    }, WARM_AFTER_MS);
    warming.unref();
    done();
  });
  app.addHook("onClose", (_app, done) => {
    clearTimeout(warming);
    done();
  });
  return sendPage;
}
