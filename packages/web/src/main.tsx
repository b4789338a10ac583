import "@mantine/core/styles.css";
import "./global.css";

import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./App";
import type { StudioProfile } from "./features/studio/useStudioProfile";
import { createAppRouter } from "./router";
import { PROFILE_ELEMENT_ID } from "./ssr/embed";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The server writes the studio profile into every page as a JSON data block (not a script).
const embedded = document.getElementById(PROFILE_ELEMENT_ID)?.textContent;
const profile = embedded ? (JSON.parse(embedded) as StudioProfile) : undefined;
const router = createAppRouter({ profile });

if (root.hasChildNodes()) {
  // The page was rendered by the server: load its route's code (preloaded beside this script),
  // then take over the markup that is already on screen.
  router.ssr = { manifest: undefined };
  void router.load().then(() => hydrateRoot(root, <App router={router} />));
} else {
  createRoot(root).render(<App router={router} />);
}
