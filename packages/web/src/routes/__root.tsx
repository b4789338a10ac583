import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../components/AppLayout";
import { RootError } from "../components/RootError";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { loadStudioProfile } from "../features/studio/use-studio-profile";
import type { RouterContext } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The studio profile (name, contacts, producers) is needed by the nav bar and most pages: the
  // server renders it into each page; only `vite dev` fetches it.
  loader: ({ context }) => context.profile ?? loadStudioProfile(),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
