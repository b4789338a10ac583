import "@mantine/core/styles.css";
import "@mantine/dates/styles.css";
import "@mantine/notifications/styles.css";
import "./global.css";

import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { type ComponentType, lazy, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { router } from "./router";
import { theme } from "./theme";

// The toast viewport (react-transition-group, drag-to-dismiss, portal) is not needed to paint a
// page, so it loads beside the route's chunk instead of inside the entry. It sits above every
// error boundary: a failed fetch leaves the page without toasts rather than taking it down.
const Toasts = lazy<ComponentType>(() =>
  import("./components/Toasts").catch(() => ({ default: () => null })),
);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark">
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
