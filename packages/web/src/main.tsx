import "@mantine/core/styles.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { type ComponentType, lazy, StrictMode, Suspense, useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { afterPageLoad } from "./afterPaint";
import { router } from "./router";
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

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
      <ToastsWhenIdle />
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
