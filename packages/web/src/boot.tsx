// The app itself, loaded by main.tsx: it takes over the page the server rendered (hydration), or
// renders a page the server left to the browser (admin, confirmation, manage).
import { type ReactNode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { nextTask } from "./after-paint";
import { App } from "./App";
import type { StudioProfile } from "./features/studio/use-studio-profile";
import { createPageRouter } from "./router";
import { PROFILE_ELEMENT_ID, PUBLIC_URL_ELEMENT_ID, SKELETON_SELECTOR } from "./ssr/embed";

/** Calls `onReady` once its children are on the page and running (their effects have run). */
function Ready({ onReady, children }: { onReady?: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.dataset.app = "ready";
    onReady?.();
  }, [onReady]);
  return children;
}

/** Starts the app in `root`; `onReady` runs once it has taken the page over. */
export function boot(root: HTMLElement, onReady?: () => void): void {
  // The server writes the studio profile into every page as a JSON data block (not a script).
  const embedded = document.getElementById(PROFILE_ELEMENT_ID)?.textContent;
  const profile = embedded ? (JSON.parse(embedded) as StudioProfile) : undefined;
  // And its public origin, for the canonical links (`vite dev` serves no page: its own origin).
  const publicUrl = document.getElementById(PUBLIC_URL_ELEMENT_ID)?.textContent;
  const router = createPageRouter({
    profile,
    publicUrl: publicUrl ? (JSON.parse(publicUrl) as string) : window.location.origin,
  });

  if (root.hasChildNodes() && !root.querySelector(SKELETON_SELECTOR)) {
    // The page was rendered by the server: load its route's code (preloaded by main.tsx), then
    // take over the markup that is already on screen.
    router.ssr = { manifest: undefined };
    // As a transition, React hydrates in slices between the browser's other work, not in one
    // long task (the page is already on screen, and an early click is held till it is done). The
    // route is matched and loaded in a task after the one that made the router, for the same reason.
    void nextTask()
      .then(() => router.load())
      .then(() =>
        startTransition(() => {
          hydrateRoot(
            root,
            <Ready onReady={onReady}>
              <App router={router} />
            </Ready>,
          );
        }),
      );
  } else {
    // A skeleton is replaced by the page (React clears the root's markup as it first commits).
    createRoot(root).render(
      <Ready onReady={onReady}>
        <App router={router} />
      </Ready>,
    );
  }
}
