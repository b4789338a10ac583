import { createRouter } from "@tanstack/react-router";
import { NotFoundPage } from "./features/not-found/NotFoundPage";
import { routeTree } from "./routeTree.gen";
import { queryClient, trpc } from "./trpc";

// Plain `?key=value` query strings (the confirmation page's contract), not TanStack's JSON
// encoding: every search value is read as a string and each route's schema converts it.
function parseSearch(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

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
