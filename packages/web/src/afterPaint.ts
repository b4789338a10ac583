// Scheduling for work a page does not need to paint, so it stays out of the way of what does.

const idle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 200);
  return () => clearTimeout(id);
};

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

/** How long a page waits for its first contentful paint before its code loads anyway. */
const FCP_WAIT_MS = 1000;

/**
 * Runs `run` once, as soon as the page has painted content (text or an image): at once in a tab
 * that is not shown (it paints nothing), and at the latest after a second.
 */
export function afterFirstContentfulPaint(run: () => void): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(once, FCP_WAIT_MS);
  // A tab not shown paints nothing; a browser without paint timing goes by the next frame.
  if (document.visibilityState === "hidden") once();
  else if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) afterPaint(once);
  else {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length > 0) once();
    });
    observer.observe({ type: "paint", buffered: true });
  }
}
