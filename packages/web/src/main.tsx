// The browser's entry. Every page's styles come with its HTML (the server inlines them), and a page
// the server rendered is readable before any code runs. The app's code (React, the router, the
// page's route) takes it over:
// - on a page the server's HTML does not finish (the booking grid still to load, choices in the
//   address), once the page has painted its content and loaded its pictures, so on a slow phone
//   line they never share it;
// - on every other page (home, contact, equipment, a producer, 404), when the visitor first
//   reaches for it (a touch, a pointer, a key, a focus): its links work without code, a click on a
//   control is held until the app can answer it, what is typed in a form before then is kept, and
//   the code is fetched ahead once the page is idle (unless the visitor saves data), so it is
//   ready when asked for. A phone that only reads the page runs none of it.
// A page the server sent as a skeleton (admin, the confirmation, manage) has nothing to read yet:
// its code loads at once and replaces it.
import "./styles/mantine-public.css";
import "./global.css";

import { afterPageLoad, afterPaintedAndLoaded, nextTask, onFirstIntent, savesData } from "./after-paint";
import { holdEarlyClicks, holdEarlySubmits } from "./early-clicks";
import { PAGE_MODULES_ELEMENT_ID, type PageModules, SKELETON_SELECTOR } from "./ssr/embed";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const listed = document.getElementById(PAGE_MODULES_ELEMENT_ID)?.textContent;
const modules: PageModules = listed ? JSON.parse(listed) : { page: [], app: [] };

function addLinks(rel: "modulepreload" | "prefetch", hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement("link");
    link.rel = rel;
    link.crossOrigin = ""; // as a module script is fetched, so the fetch is reused
    link.href = href;
    document.head.append(link);
  }
}

/** How many of the app's files one idle moment asks for: each request costs the page's thread
 * a little, and forty at once made a long task on a slow phone. */
const FETCH_AHEAD_AT_ONCE = 4;

/** Fetches `hrefs` ahead (downloaded, not run), a few at a time while the page is idle. */
function fetchAhead(hrefs: readonly string[]): () => void {
  let rest = hrefs;
  let cancel = afterPageLoad(function next() {
    addLinks("prefetch", rest.slice(0, FETCH_AHEAD_AT_ONCE));
    rest = rest.slice(FETCH_AHEAD_AT_ONCE);
    if (rest.length > 0) cancel = afterPageLoad(next);
  });
  return () => cancel();
}

/** Loads the locale and time-zone data the page's formatters need, on a thread of its own. */
function warmFormatsAside(): void {
  try {
    new Worker(new URL("./warm-formats.worker.ts", import.meta.url), { type: "module" });
  } catch {
    // No module workers: the formatters load their data when first made, as before.
  }
}

const start = async (ready?: () => void) => {
  warmFormatsAside();
  addLinks("modulepreload", modules.page); // the page's own route chunks, beside the app
  await nextTask(); // each link starts a fetch: a moment on a slow phone
  // React DOM (most of the app's code) is evaluated in a task of its own, the rest in the next
  // ones: one long task would hold a tap on the page for all of it.
  await import("react-dom/client");
  await nextTask();
  const { boot } = await import("./boot");
  // Evaluating the app's modules is a task of its own too: the router is made in the next.
  await nextTask();
  boot(root, ready);
};

/** A page the server's HTML does not finish: one with a part still loading (the booking grid),
 * or whose address carries choices (`?producer=`, a prefilled enquiry) the server left to the app. */
const needsTheApp = (page: HTMLElement) =>
  window.location.search !== "" || page.querySelector("[aria-busy='true']") !== null;

if (!root.hasChildNodes() || root.querySelector(SKELETON_SELECTOR)) void start();
else {
  const replay = holdEarlyClicks();
  holdEarlySubmits();
  if (needsTheApp(root)) afterPaintedAndLoaded(() => void start(replay));
  else {
    // A visitor saving data fetches the code only when they reach for the page.
    const cancelFetchAhead = savesData() ? () => {} : fetchAhead([...modules.app, ...modules.page]);
    onFirstIntent(() => {
      cancelFetchAhead();
      void start(replay);
    });
  }
}
