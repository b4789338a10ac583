import { createRootRoute } from "@tanstack/react-router";
import { AppLayout } from "../components/AppLayout";
import { RootError } from "../components/RootError";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { loadStudioProfile } from "../features/studio/useStudioProfile";

export const Route = createRootRoute({
  // The studio profile (name, contacts, producers) is needed by the nav bar and most pages.
  loader: () => loadStudioProfile(),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
