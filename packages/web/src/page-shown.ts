// When what is on screen appeared, for timings that start there (the contact form's bot trap).
import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * When the calling component's content appeared: now, except when React is taking over markup the
 * server rendered (hydration, perhaps long after the page loaded, perhaps of a part that waited for
 * its code): that has been on screen since the page loaded, however long the visitor read or typed
 * before. Kept for the component's life.
 */
export function useShownAt(): number {
  // The server's snapshot is the one React reads while hydrating.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const [shownAt] = useState(() => Math.round(hydrating ? performance.timeOrigin : Date.now()));
  return shownAt;
}
