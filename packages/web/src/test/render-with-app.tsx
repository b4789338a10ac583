import { MantineProvider } from "@mantine/core";
import { DatesProvider } from "@mantine/dates";
import { QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { makeQueryClient } from "../query-client";
import { theme } from "../theme";

// happy-dom has no FontFaceSet; Mantine's autosizing textarea listens to it.
if (typeof document !== "undefined" && !("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

/**
 * Renders a component as the app would: Mantine (dark), dates in en-GB, a router (for links and
 * navigation) and a fresh query cache the test may seed, so no request leaves the test.
 */
export async function renderWithApp(
  Component: ComponentType,
  seed?: (queryClient: QueryClient) => void,
  /** What the root route loads (the studio's profile), for components that read it. */
  rootData?: unknown,
) {
  const queryClient = makeQueryClient();
  seed?.(queryClient);
  const rootRoute = createRootRoute({
    ...(rootData !== undefined ? { loader: () => rootData } : {}),
    component: () => (
      <MantineProvider theme={theme} forceColorScheme="dark">
        <DatesProvider settings={{ locale: "en-gb", firstDayOfWeek: 1, consistentWeeks: true }}>
          <Component />
        </DatesProvider>
      </MantineProvider>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}
