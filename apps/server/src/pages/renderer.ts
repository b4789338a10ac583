// The app's pages, rendered on the server: each page key rendered once with the studio profile,
// its preloads added, and kept compressed (gzip, brotli; unzipped for a client that takes neither).
import { readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { PublicStudioProfile } from "@studio/api/config";
import type { PageMap } from "@studio/web/renderer";
import { compressed, type Page, plainBytes } from "./compressed-page.js";
import { type RenderThread, renderThread } from "./render-thread.js";

/** Answers a page request (also any unknown path: the app's 404 page, with HTTP 404). */
export type SendPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export const RENDERER = path.join("server", "entry-server.js");
/** Pages kept rendered at most: the app's own, plus a few unknown producers' 404s. */
const MAX_CACHED_PAGES = 100;

export const escapeAttr = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** The entry's stylesheet link that Vite writes into index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/**
 * A page's stylesheets inside its HTML: on a phone, a linked stylesheet held the first paint until
 * it had loaded, while the page's scripts took the same slow line. Each is followed by a disabled
 * link to the file, which the browser does not fetch but Vite's loader finds, so the route's code
 * does not fetch it again when it loads.
 */
function inlineStyles(dir: string, files: readonly string[]): string {
  return files
    .map((file) => {
      const css = readFileSync(path.join(dir, file), "utf8").replace(/<\/style/gi, "<\\/style");
      return `<style>${css}</style><link rel="stylesheet" crossorigin href="/${escapeAttr(file)}" disabled>`;
    })
    .join("\n    ");
}

const pathnameOf = (url: string) => url.split("?")[0] || "/";

export interface RenderedPages {
  /** The renderer on its thread (render-thread.ts): a cold start answers /api at once. */
  renderer: RenderThread;
  /** The page for a path (which Fastify `route` matched it, if any), rendered on first request and kept. */
  pageFor(pathname: string, route?: string): Promise<Page>;
  send: SendPage;
  /** Forgets every rendered page: the next request renders it with the profile as it is now. */
  forget(): void;
  close(): Promise<void>;
}

/** `/producer/$name` (the route tree's spelling) as a Fastify route, `/producer/:name`. */
export const routeOf = (page: string) => page.replace(/\$(\w+)/g, ":$1");

/** Paths whose key is known, at most: enough for every page and a crawler's visit. */
const MAX_KNOWN_PATHS = 1000;
/** A first segment as crawlers and probes write it: nothing the router could decode or fold. */
const PLAIN_SEGMENT = /^[a-z0-9._~-]+$/i;

/**
 * A path's page key, asked of the renderer once per path. Without asking: a path Fastify matched to
 * the route of a page sent as its skeleton is that page (a customer's manage link), and a path whose
 * first segment names none of the app's pages (`/wp-login.php`, `/.env`) is the 404 page, so neither
 * starts the renderer's thread. (render-thread.test.ts checks both against the renderer's answer.)
 */
export function pageKeys(renderer: Pick<RenderThread, "pageKey">, pages: PageMap["pages"]) {
  const firstSegments = new Set(Object.keys(pages).map((page) => page.split("/")[1]?.toLowerCase()));
  const skeletons = new Map(
    Object.entries(pages)
      .filter(([, page]) => page.skeleton)
      .map(([page]) => [routeOf(page), page]),
  );
  const known = new Map<string, Promise<string>>();
  /** `route`: the Fastify route that matched the request, if one did. */
  return (pathname: string, route?: string): Promise<string> => {
    const skeleton = route === undefined ? undefined : skeletons.get(route);
    if (skeleton !== undefined) return Promise.resolve(skeleton);
    const first = pathname.split("/")[1] ?? "";
    if (PLAIN_SEGMENT.test(first) && !firstSegments.has(first.toLowerCase())) return Promise.resolve("404");
    let key = known.get(pathname);
    if (!key) {
      if (known.size >= MAX_KNOWN_PATHS) known.delete(known.keys().next().value as string);
      // A path the router cannot read (a bad escape) is the 404 page, as is one asked of a thread
      // that failed; only the first is kept.
      const asked = renderer.pageKey(pathname).catch(() => {
        if (known.get(pathname) === asked) known.delete(pathname);
        return "404";
      });
      key = asked;
      known.set(pathname, key);
    }
    return key;
  };
}

/** Answers a request with its page, in the encoding the client takes best. */
function pageSender(pageFor: RenderedPages["pageFor"], plain: ReturnType<typeof plainBytes>): SendPage {
  const encodings = new Negotiator({ supportedValues: ["br", "gzip", "identity"] });
  return async (request, reply) => {
    const page = await pageFor(pathnameOf(request.url), request.routeOptions.url);
    // No header, or one that accepts nothing we have: the page as it is (every page answers).
    const encoding = encodings.negotiate(request.headers["accept-encoding"] ?? "identity") ?? "identity";
    reply
      .code(page.status)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8");
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(encoding === "identity" ? plain.of(page) : page[encoding]);
  };
}

/** The pages of the build in `dir`: its index.html filled by the renderer, with the app's styles
 * and each page's own (`app` and `pages` of the build's page map). */
export function renderedPages(
  dir: string,
  site: () => Promise<{ profile: PublicStudioProfile; publicUrl: string }>,
  assetsOf: PageMap,
): RenderedPages {
  const template = readFileSync(path.join(dir, "index.html"), "utf8").replace(
    STYLESHEET_LINK,
    (_link, file) => inlineStyles(dir, [file]),
  );
  const renderer = renderThread(pathToFileURL(path.join(dir, RENDERER)).href);
  let keyOf = pageKeys(renderer, assetsOf.pages);

  // A page is rendered at the first visitor's address, but a skeleton page, kept for every address
  // of its route, at the route's own with a plain value for each parameter: never at one a visitor
  // wrote (the router reads `/booking/manage/$token` as no manage page at all).
  const renderedAt = (key: string, pathname: string) => {
    if (key === "404") return "/404";
    return assetsOf.pages[key]?.skeleton ? key.replace(/\$\w+/g, "x") : pathname;
  };
  const cache = new Map<string, Promise<Page>>();
  const render = async (pathname: string, key: string): Promise<Page> => {
    const route = key === "404" ? undefined : key.split("?")[0];
    const assets = route ? assetsOf.pages[route] : undefined;
    // The route's chunks and the app's are listed in the page, for the browser to fetch after its
    // first paint.
    const modules = { page: assets?.scripts ?? [], app: assetsOf.app.scripts };
    const page = await renderer.renderPage(pathname, await site(), modules);
    const styles = [...assetsOf.app.styles, ...(assets?.styles ?? [])];
    const head = [page.head, inlineStyles(dir, styles)].filter(Boolean);
    const html = template
      .replace("</head>", `  ${head.join("\n    ")}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`)
      .replace("</body>", `  ${page.data}\n  </body>`);
    return compressed(page.status, html);
  };
  const pageFor = async (pathname: string, route?: string): Promise<Page> => {
    const key = await keyOf(pathname, route);
    let page = cache.get(key);
    if (!page) {
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value as string);
      page = render(renderedAt(key, pathname), key);
      page.catch(() => cache.delete(key));
      cache.set(key, page);
    }
    return page;
  };

  const plain = plainBytes();
  const send = pageSender(pageFor, plain);
  const close = () => {
    plain.drop();
    return renderer.close();
  };
  const forget = () => {
    cache.clear();
    keyOf = pageKeys(renderer, assetsOf.pages);
  };
  return { renderer, pageFor, send, forget, close };
}
