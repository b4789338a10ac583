// A page the server rendered shows its buttons before its code has loaded, and while React takes
// the page over (hydration) part of it may not be live yet. A click on a control React has not
// yet claimed (the menu, a producer card, a date) would do nothing; it is held instead, and
// replayed on the same element once React has claimed it. Links need no code and are left alone.

const CONTROLS = "button, [role='button'], summary, label, input[type='checkbox'], input[type='radio']";
/** How long a held click waits for its element to come alive before it is dropped. */
const GIVE_UP_MS = 10_000;
const POLL_MS = 50;

/** Whether React has hydrated `element`: React DOM keeps its fiber on the node under this key
 * prefix (React 17 to 19), from the moment it claims the server's markup. */
const claimed = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$"));

/**
 * Starts holding clicks on controls React has not claimed. The function it returns says the app
 * has started: from then on, each held click is replayed as soon as its element is claimed
 * (an element the app replaced instead is gone, and its click with it).
 */
export function holdEarlyClicks(target: Document = document): () => void {
  const held = new Map<HTMLElement, number>(); // control -> when it was clicked
  let started = false;
  let waiting = false;

  const replay = () => {
    waiting = false;
    for (const [control, at] of held) {
      if (!control.isConnected || Date.now() - at > GIVE_UP_MS) held.delete(control);
      else if (claimed(control)) {
        held.delete(control);
        control.click();
      }
    }
    if (held.size > 0) schedule(POLL_MS);
  };
  // In a task of its own: a click dispatched while React runs the hydrating commit is not handled.
  const schedule = (delay = 0) => {
    if (!started || waiting) return;
    waiting = true;
    setTimeout(replay, delay);
  };

  target.addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
      // Until the app has started (its first commit is done), a control React has claimed may not
      // be live yet: its fiber is set while the page is still being hydrated.
      if (!control || control.closest("a[href]") || (started && claimed(control))) return;
      event.preventDefault(); // a button in a form would otherwise submit it natively
      event.stopPropagation();
      if (!held.has(control)) held.set(control, Date.now());
      schedule();
    },
    true,
  );
  return () => {
    started = true;
    schedule();
  };
}
