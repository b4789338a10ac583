// A page the server rendered shows its buttons before its code has loaded. A click on one in that
// moment (the menu, a producer card, a date) would do nothing; it is held instead, and replayed on
// the same element once the app has taken the page over. Links need no code and are left alone.

const CONTROLS = "button, [role='button'], summary, label, input[type='checkbox'], input[type='radio']";

/** Starts holding clicks on controls; the function it returns replays them and stops holding. */
export function holdEarlyClicks(target: Document = document): () => void {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
    if (!control || control.closest("a[href]")) return;
    event.preventDefault(); // a button in a form would otherwise submit it natively
    event.stopPropagation();
    if (!held.includes(control)) held.push(control);
  };
  target.addEventListener("click", hold, true);
  return () => {
    target.removeEventListener("click", hold, true);
    // An element the app replaced (its markup differed) is gone, and its click with it.
    // In a task of its own: a click dispatched while React is still running the hydrating
    // commit's effects is not handled.
    setTimeout(() => {
      for (const control of held) if (control.isConnected) control.click();
    }, 0);
  };
}
