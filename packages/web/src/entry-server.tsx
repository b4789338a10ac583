// The server's side of the web app (built by `vite build --ssr` into dist/server/): it renders a
// page of the app to HTML with a given studio profile, and says what the app's pages are. The API
// process imports it at start, renders each page once with the profile it has read, and serves
// that HTML; the browser then hydrates it (main.tsx).
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { ReactNode } from "react";
import { App } from "./App";
import type { StudioProfile } from "./features/studio/use-studio-profile";
import { notFoundMeta, PAGES, type PagePath, pageOf } from "./pages";
import { createAppRouter } from "./router";
import { PAGE_MODULES_ELEMENT_ID, type PageModules, PROFILE_ELEMENT_ID } from "./ssr/embed";
import { renderHead, scriptSafeJson } from "./ssr/head";
import { PageStatusContext } from "./ssr/page-status";
import { SkeletonContext } from "./ssr/skeleton";

export interface Site {
  profile: StudioProfile;
  /** The site's public origin, e.g. https://studio.example.com, without a trailing slash. */
  publicUrl: string;
}

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, structured data. */
  head: string;
  /** The app's markup for <div id="root"> (a skeleton for a page the browser renders itself). */
  body: string;
  /** Data blocks for the end of <body> (the studio profile and the page's own modules as JSON;
   * never executed). */
  data: string;
}

/** The route file's path of every page (`/producer/$name`): the web build's page list. */
export const pagePaths = Object.keys(PAGES) as PagePath[];

const matcher = createAppRouter({}, createMemoryHistory());

/**
 * What a URL shows, as a cache key: its route path and parameters ("/producer/$name?name=dre"), or
 * "404" for a URL the app does not know. Pages with the same key render the same HTML.
 */
export function pageKey(pathname: string): string {
  const [, params, route] = matcher.getMatchedRoutes(pathname);
  if (!route) return "404";
  const values = Object.entries(params).map(([name, value]) => `${name}=${String(value).toLowerCase()}`);
  return values.length ? `${route.fullPath}?${values.join("&")}` : route.fullPath;
}

/** The paths search engines are told about (sitemap.xml): indexable pages, one per producer. */
export function sitemapPaths(profile: StudioProfile): string[] {
  return pagePaths.flatMap((path) => {
    if (!pageOf(path)?.indexable) return [];
    if (path === "/producer/$name") return profile.producers.map((p) => producerPath(p.name));
    return [path];
  });
}

const producerPath = (name: string) => `/producer/${encodeURIComponent(name.toLowerCase())}`;

/**
 * The whole page's markup, with no inline script. A first pass waits for every lazy part (route
 * chunks, the contact form) to load; the second, with all of them resolved, renders in one go
 * (a part still loading would be streamed in later by an inline script, which the CSP refuses).
 */
async function renderToHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app);
  for await (const _ of prelude); // drained: only its loading mattered
  return renderToString(app);
}

const urlsOf = ({ page, app }: PageModules): PageModules => ({
  page: page.map((file) => `/${file}`),
  app: app.map((file) => `/${file}`),
});

/** Renders `pathname`; `modules` are the page's own code-split chunks (`assets/booking-….js`) and
 * the app's, as the build's file names. */
export async function renderPage(
  pathname: string,
  site: Site,
  modules: PageModules = { page: [], app: [] },
): Promise<RenderedPage> {
  const router = createAppRouter(
    { profile: site.profile },
    createMemoryHistory({ initialEntries: [pathname] }),
  );
  await router.load();
  const [, params, route] = router.getMatchedRoutes(pathname);
  const page = route ? pageOf(route.fullPath) : undefined;
  const outcome = { status: page ? 200 : 404 };
  // A page the browser finishes is sent as its skeleton (nav, footer, the page's shape).
  const body = await renderToHtml(
    <SkeletonContext value={page !== undefined && !page.prerender}>
      <PageStatusContext value={outcome}>
        <App router={router} />
      </PageStatusContext>
    </SkeletonContext>,
  );
  const found = outcome.status === 200 && page;
  const meta = found ? page.meta(site.profile, params) : notFoundMeta(site.profile);
  const canonicalPath =
    found && page.indexable
      ? route?.fullPath === "/producer/$name"
        ? producerPath(String(params.name))
        : route?.fullPath
      : undefined;
  const head = renderHead({ meta, profile: site.profile, publicUrl: site.publicUrl, canonicalPath });
  const data = [
    `<script type="application/json" id="${PROFILE_ELEMENT_ID}">${scriptSafeJson(site.profile)}</script>`,
    `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${scriptSafeJson(urlsOf(modules))}</script>`,
  ].join("\n    ");
  return { status: outcome.status, head, body, data };
}
