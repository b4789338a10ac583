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
