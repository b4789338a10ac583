import { createRootRouteWithContext } from "@tanstack/react-router";
import { AppLayout } from "../components/AppLayout";
import { RootError } from "../components/RootError";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { loadStudioProfile } from "../features/studio/use-studio-profile";
import { notFoundHead } from "../page-head";
import type { RouterContext } from "../router-context";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The studio profile (name, contacts, producers) is needed by the nav bar and most pages: the
  // server renders it into each page; only `vite dev` fetches it.
  loader: ({ context }) => context.profile ?? loadStudioProfile(),
  // A page no route claims; every page's own head() overrides it.
  head: ({ loaderData }) => (loaderData ? notFoundHead(loaderData) : {}),
  component: AppLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RootError,
});
