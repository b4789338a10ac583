// The browser's entry. Every page's styles come with its HTML (the server inlines them), and a page
// the server rendered is readable before any code runs: the app's code (React, the router, the
// page's route) is fetched once that page has painted its content and loaded its pictures, so on
// a slow phone line they never share the line with it. A page the server left empty (admin, the
// confirmation) has nothing to paint first: its code loads at once.
import "./styles/mantine-public.css";
import "./global.css";

import { afterPaintedAndLoaded } from "./afterPaint";
import { holdEarlyClicks } from "./earlyClicks";
import { PAGE_MODULES_ELEMENT_ID } from "./ssr/embed";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/** Fetches the page's own route chunks beside the app, instead of after it (listed by the server). */
function preloadPageModules(): void {
  const listed = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
  for (const href of listed ? (JSON.parse(listed) as string[]) : []) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.crossOrigin = "";
    link.href = href;
    document.head.append(link);
  }
}

const start = (ready?: () => void) => {
  preloadPageModules();
  void import("./boot").then(({ boot }) => boot(root, ready));
};

if (root.hasChildNodes()) {
  const replay = holdEarlyClicks();
  afterPaintedAndLoaded(() => start(replay));
} else start();
