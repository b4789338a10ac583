// The page renderer (the web build's server/entry-server.js: React's server renderer, the
// router and every page's code) on a thread of its own, started when a page must be rendered and
// stopped once none has been asked for a moment: loaded in the server itself, its memory stayed for
// good, for pages rendered once and then kept (idle memory, docs/performance.md).
// Its calls are the renderer's own, each answered as a promise.
import type { Renderer } from "@studio/web/renderer";
import { moduleThread } from "../module-thread.js";

type Calls = Pick<Renderer, "pageKey" | "sitemapPaths" | "renderPage">;

/** The renderer's calls, each asked of the thread. */
export type RenderThread = {
  [K in keyof Calls]: (...args: Parameters<Calls[K]>) => Promise<Awaited<ReturnType<Calls[K]>>>;
} & { close(): Promise<void> };

/** How long the thread waits for another call before it stops (pages are asked for in bursts). */
const RENDER_THREAD_IDLE_MS = 2000;

/** The renderer at `url` (a file URL), on a thread started by the first call. */
export function renderThread(url: string, idleMs = RENDER_THREAD_IDLE_MS): RenderThread {
  const thread = moduleThread({
    url,
    name: "page renderer",
    failed: (error) => new Error(`Rendering failed: ${error}`),
    idleMs,
  });
  return {
    pageKey: (...args) => thread.ask("pageKey", args) as Promise<string>,
    sitemapPaths: (...args) => thread.ask("sitemapPaths", args) as Promise<string[]>,
    renderPage: (...args) => thread.ask("renderPage", args) as ReturnType<RenderThread["renderPage"]>,
    close: thread.close,
  };
}
