// The server's side of the web app (built by `vite build --ssr` into dist/web/server/): it renders a
// page of the app to HTML with a given studio profile, and says what the app's pages are. The
// server process imports it, renders each page once with the profile it has read, and serves that
// HTML; the browser then hydrates it (main.tsx). Its exports are the `Renderer` the server types.
import { createMemoryHistory, HeadContent, RouterContextProvider, rootRouteId } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import type { ReactNode } from "react";
import { App } from "./App";
import type { StudioProfile } from "./features/studio/use-studio-profile";
import { type PageRouter, createPageRouter } from "./router";
import {
  PAGE_MODULES_ELEMENT_ID,
  type PageModules,
  PROFILE_ELEMENT_ID,
  PUBLIC_URL_ELEMENT_ID,
  scriptSafeJson,
} from "./ssr/embed";
import { PageStatusContext } from "./ssr/page-status";
import type { PageRoute, RenderedPage, Renderer, Site } from "./ssr/renderer";
import { SkeletonContext } from "./ssr/skeleton";
import { studioStructuredData } from "./structured-data";

const matcher = createPageRouter({ publicUrl: "" }, createMemoryHistory());

/** The app's routes but the root, in the route tree's order. */
const routes = Object.values(matcher.routesById).filter((route) => route.id !== rootRouteId);

/** A page the browser finishes is sent as its skeleton: the same whatever its address holds. */
const isSkeleton = (route: { options: { staticData?: { prerender?: boolean } } }) =>
  !route.options.staticData?.prerender;

export const pageRoutes: readonly PageRoute[] = routes.map((route) => ({
  id: route.id,
  fullPath: route.fullPath,
  skeleton: isSkeleton(route),
}));

export function pageKey(pathname: string): string {
  const [, params, route] = matcher.getMatchedRoutes(pathname);
  if (!route) return "404";
  if (isSkeleton(route)) return route.fullPath; // whatever its parameters (a manage link's token)
  const values = Object.entries(params).map(([name, value]) => `${name}=${String(value).toLowerCase()}`);
  return values.length ? `${route.fullPath}?${values.join("&")}` : route.fullPath;
}

export function sitemapPaths(profile: StudioProfile): string[] {
  return routes.flatMap(({ fullPath, options: { staticData } }) => {
    if (!staticData?.indexable) return [];
    return staticData.sitemap?.(profile) ?? [fullPath];
  });
}

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

/** The matched routes' head(), as the browser's <HeadContent /> renders it (RouteHead.tsx). */
const renderHead = (router: PageRouter) =>
  renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );

const urlsOf = ({ page, app }: PageModules): PageModules => ({
  page: page.map((file) => `/${file}`),
  app: app.map((file) => `/${file}`),
});

export async function renderPage(
  pathname: string,
  site: Site,
  modules: PageModules = { page: [], app: [] },
): Promise<RenderedPage> {
  const router = createPageRouter(
    { profile: site.profile, publicUrl: site.publicUrl, structuredData: studioStructuredData },
    createMemoryHistory({ initialEntries: [pathname] }),
  );
  await router.load();
  const [, , route] = router.getMatchedRoutes(pathname);
  const outcome = { status: route ? 200 : 404 };
  // A page the browser finishes is sent as its skeleton (nav, footer, the page's shape).
  const body = await renderToHtml(
    <SkeletonContext value={route !== undefined && !route.options.staticData?.prerender}>
      <PageStatusContext value={outcome}>
        <App router={router} />
      </PageStatusContext>
    </SkeletonContext>,
  );
  const data = [
    `<script type="application/json" id="${PROFILE_ELEMENT_ID}">${scriptSafeJson(site.profile)}</script>`,
    `<script type="application/json" id="${PUBLIC_URL_ELEMENT_ID}">${scriptSafeJson(site.publicUrl)}</script>`,
    `<script type="application/json" id="${PAGE_MODULES_ELEMENT_ID}">${scriptSafeJson(urlsOf(modules))}</script>`,
  ].join("\n    ");
  return { status: outcome.status, head: renderHead(router), body, data };
}

({ pageKey, sitemapPaths, renderPage, pageRoutes }) satisfies Renderer;
