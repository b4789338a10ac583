// Scheduling for work a page does not need to paint, so it stays out of the way of what does.

const idle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

/** Settles in a task of the browser's own after this one: work after it does not lengthen this task. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Runs `run` once the browser has painted the current frame; returns a cancel function. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A task queued from a frame callback runs after that frame has been painted.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** Runs `run` after the window's load event, when the browser is idle; returns a cancel function. */
export function afterPageLoad(run: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    cancel = idle(run);
  };
  if (document.readyState === "complete") start();
  else {
    window.addEventListener("load", start, { once: true });
    cancel = () => window.removeEventListener("load", start);
  }
  return () => cancel();
}

/** How long a page waits to be painted and loaded before its code loads anyway. */
const PAINT_WAIT_MS = 2000;

/** Calls `then` once the page has painted content (text or an image), or at once if it cannot tell. */
function onFirstContentfulPaint(then: () => void): () => void {
  // A tab not shown paints nothing; a browser without paint timing goes by the next frame.
  if (document.visibilityState === "hidden") {
    then();
    return () => {};
  }
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return afterPaint(then);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length > 0) then();
  });
  observer.observe({ type: "paint", buffered: true });
  return () => observer.disconnect();
}

/**
 * Runs `run` once, when the page has painted its content and loaded what it shows (its pictures:
 * the window's load event), so its code never shares the line with them; at once in a tab that
 * is not shown, and at the latest after two seconds.
 */
export function afterPaintedAndLoaded(run: () => void): void {
  let done = false;
  let stopWatching = () => {};
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    stopWatching();
    window.removeEventListener("load", once);
    run();
  };
  const timer = setTimeout(once, PAINT_WAIT_MS);
  stopWatching = onFirstContentfulPaint(() => {
    if (document.readyState === "complete") once();
    else window.addEventListener("load", once, { once: true });
  });
}

/** What says a visitor is reaching for the page: a touch, a pointer, a key, a focus. */
const INTENT_EVENTS = ["pointerdown", "pointerover", "touchstart", "keydown", "focusin"] as const;

/** Calls `then` once, at the visitor's first sign of using the page (before its click lands);
 * returns a cancel function. */
export function onFirstIntent(
  then: () => void,
  target: Pick<Window, "addEventListener" | "removeEventListener"> = window,
): () => void {
  const options = { capture: true, passive: true } as const;
  const stop = () => {
    for (const type of INTENT_EVENTS) target.removeEventListener(type, fire, options);
  };
  const fire = () => {
    stop();
    then();
  };
  for (const type of INTENT_EVENTS) target.addEventListener(type, fire, options);
  return stop;
}

/** The visitor asked their browser to save data (Chrome's Lite mode, a phone's data saver). */
export function savesData(nav: Navigator = navigator): boolean {
  return (nav as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
