import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { type ComponentType, lazy, StrictMode, Suspense, useEffect, useState } from "react";
import { afterPageLoad } from "./after-paint";
import type { PageRouter } from "./router";
import { theme } from "./theme";

// The toast viewport (react-transition-group, drag-to-dismiss, portal) is not needed to paint a
// page, so it is fetched once the page has loaded and the browser is idle, not while the page's
// own chunks and data are on their way (a toast raised before it mounts shows when it does). It
// sits above every error boundary: a failed fetch leaves the page without toasts, standing.
const Toasts = lazy<ComponentType>(() =>
  import("./components/Toasts").catch(() => ({ default: () => null })),
);

function ToastsWhenIdle() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterPageLoad(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/** The whole app, as the server renders it and the browser hydrates it. */
export function App({ router }: { router: PageRouter }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
        <ToastsWhenIdle />
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
