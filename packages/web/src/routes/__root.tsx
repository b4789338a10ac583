import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../components/AppLayout";
import { RootError } from "../components/RootError";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import type { RouterContext } from "../routerContext";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The studio profile (name, contacts, producers) is needed by the nav bar and most pages.
  loader: ({ context }) => context.queryClient.ensureQueryData(context.trpc.studio.profile.queryOptions()),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
