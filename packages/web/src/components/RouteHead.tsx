import { ClientOnly } from "@tanstack/react-router";
import { type ComponentType, lazy, Suspense } from "react";

// The head's renderer is not needed to paint a page (the server wrote its head): fetched once the
// app has taken the page over. A failed fetch leaves the server's head as it is.
const BrowserHead = lazy<ComponentType>(() => import("./BrowserHead").catch(() => ({ default: () => null })));

/**
 * The page's <head> in the browser, from the matched routes' head(): React takes over the title,
 * meta and link tags the server wrote (entry-server.tsx renders the same <HeadContent />), and
 * keeps them right as the visitor moves between pages. Mounted once the app has taken the page
 * over, so the markup it hydrates is the server's alone.
 */
export function RouteHead() {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <BrowserHead />
      </Suspense>
    </ClientOnly>
  );
}
