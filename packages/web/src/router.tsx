import { createRouter } from "@tanstack/react-router";
import { NotFoundPage } from "./features/not-found/NotFoundPage";
import { routeTree } from "./routeTree.gen";
import { parseSearch, stringifySearch } from "./searchParams";
import { queryClient, trpc } from "./trpc";

export const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  parseSearch,
  stringifySearch,
  defaultPreload: "intent",
  // Loaders only warm the query cache; TanStack Query decides freshness.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundPage,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
