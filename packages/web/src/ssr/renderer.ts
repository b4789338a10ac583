// What the web build gives the server: the renderer (dist/web/server/entry-server.js, from
// entry-server.tsx, which is checked against `Renderer`) and the page map (dist/web/server/pages.json,
// written by scripts/page-map.mjs). The server imports these types; this module imports nothing
// of the browser's, so the server's compiler reads it without the app.
import type { StudioProfile } from "../features/studio/use-studio-profile";
import type { PageModules } from "./embed";

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
  /** Data blocks for the end of <body> (the studio profile, the public URL and the page's own
   * modules as JSON; never executed). */
  data: string;
}

/** A route of the app, as its router knows it. */
export interface PageRoute {
  /** The route's id (`/booking_/manage/$token`): how the router's generator names its file. */
  id: string;
  /** Its path (`/booking/manage/$token`): the page map's key, and the server's route. */
  fullPath: string;
  /** Sent as its skeleton, which the browser finishes: the same HTML whatever the address's
   * parameters, so `pageKey` is its path alone. */
  skeleton: boolean;
}

export interface Renderer {
  /**
   * What a URL shows, as a cache key: its route path and parameters ("/producer/$name?name=dre"),
   * its route path alone for a page sent as its skeleton ("/booking/manage/$token"), or "404" for a
   * URL the app does not know. Pages with the same key render the same HTML.
   */
  pageKey(pathname: string): string;
  /** The paths search engines are told about (sitemap.xml): the indexable routes' addresses. */
  sitemapPaths(profile: StudioProfile): string[];
  /** Renders `pathname`; `modules` are the page's own code-split chunks and the app's, as the
   * build's file names. */
  renderPage(pathname: string, site: Site, modules?: PageModules): Promise<RenderedPage>;
  /** Every page route, in the route tree's order. */
  pageRoutes: readonly PageRoute[];
}

/** The scripts and stylesheets a page needs beyond index.html's, as the build's file names. */
export interface PageAssets {
  scripts: string[];
  styles: string[];
}

/** dist/web/server/pages.json: what every page needs (`app`) and each page's own, by route path. */
export interface PageMap {
  app: PageAssets;
  pages: Record<string, PageAssets & { route: string; skeleton: boolean }>;
}
