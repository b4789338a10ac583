import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { NotFoundPage } from "./features/not-found/NotFoundPage";
import { routeTree } from "./routeTree.gen";
import type { RouterContext } from "./router-context";
import { parseSearch, stringifySearch } from "./search-params";

/**
 * Scroll restoration from the second render on. The app takes over a page the server rendered
 * once the page has loaded, and by then a visitor may have scrolled down it: the first render
 * leaves their scroll where it is (it would otherwise send them back to the top).
 */
function afterTheFirstRender(): () => boolean {
  let first = true;
  return () => {
    const restore = !first;
    first = false;
    return restore;
  };
}

/**
 * The pages' router (TanStack's; tRPC's is `AppRouter`): one per browser tab, and one per page the
 * server renders (each with its own history).
 */
export function createPageRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({
    routeTree,
    context,
    history,
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    // Loaders only start fetches that remember themselves (loadOnce): running them again is free.
    defaultPreloadStaleTime: 0,
    // On the server it would write an inline script; the browser restores scroll without it.
    scrollRestoration: history ? false : afterTheFirstRender(),
    defaultNotFoundComponent: NotFoundPage,
  });
}

export type PageRouter = ReturnType<typeof createPageRouter>;

declare module "@tanstack/react-router" {
  interface Register {
    router: PageRouter;
  }
}
