// A page the server rendered shows its buttons before its code has loaded. A click on a control
// (the menu, a producer card, a date) before React has taken the page over would do nothing; it is
// held instead, and dispatched again on the same element once the app has committed its first
// render, however long that took: on a slow phone under load the app can take more than ten
// seconds, and a tap dropped then is a tap lost (the page stays put). After that first commit a
// part of the page can still be waiting to be hydrated (React takes a Suspense boundary's content
// over later, in a pass of its own). React does not replay a click there: it tries to hydrate the
// part at once, and if that part cannot finish yet (a piece of it still loading its code) the click
// is dropped. Such a click is held too, and dispatched again once its control is live. Links need
// no code and are left alone.
//
// A form the server rendered can also be submitted before the part of the app that answers it is
// live (a replayed click on a part still loading its code): the browser would then send it the
// old way, as a GET with what was typed in the address. Such a form says it is not yet live
// (`data-live="false"`, from `useLiveForm`); its submit is held until it is, then made again.

const CONTROLS = "button, [role='button'], summary, label, input[type='checkbox'], input[type='radio']";

/**
 * Whether React has taken `element` over: it keeps each element's props on the element itself
 * (`__reactProps$<random>`, set as it hydrates or creates it), the only sign a page shows of it.
 */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

const LIVE_CHECK_MS = 50;

/**
 * Starts holding clicks on controls. The function it returns says the app has started (its first
 * commit is done): each held click is then dispatched again, in a task of its own, on its element,
 * in the order of their last clicks (an element the app replaced instead is gone, and its click
 * with it). A control clicked twice is clicked once: the second tap asked again for the first.
 * From then on, a click on a control React has not yet taken over waits for it to be live (until
 * `signal` aborts: the page's whole life, in the app).
 */
export function holdEarlyClicks(target: Document = document, signal?: AbortSignal): () => void {
  const held = new Set<HTMLElement>(); // in the order of their last clicks
  const waiting = new Set<HTMLElement>();
  let started = false;

  const whenLive = (control: HTMLElement) => {
    if (waiting.has(control)) return;
    waiting.add(control);
    const check = () => {
      if (!control.isConnected) waiting.delete(control);
      else if (!isLive(control)) setTimeout(check, LIVE_CHECK_MS);
      else {
        waiting.delete(control);
        control.click();
      }
    };
    setTimeout(check, LIVE_CHECK_MS);
  };

  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
    if (!control || control.closest("a[href]") || (started && isLive(control))) return;
    event.preventDefault(); // a button in a form would otherwise submit it natively
    event.stopPropagation();
    if (started) return whenLive(control);
    held.delete(control);
    held.add(control);
  };
  target.addEventListener("click", hold, { capture: true, signal });

  return () => {
    if (started) return;
    started = true;
    // In a task of its own: a click dispatched while React runs the hydrating commit is not handled.
    setTimeout(() => {
      for (const control of held) {
        if (control.isConnected) control.click();
      }
      held.clear();
    }, 0);
  };
}

/** The attribute a server-rendered form carries until the app has taken it over. */
const LIVE = "live";

/**
 * Holds a submit of a form that is not yet live (`data-live="false"`) and submits it again, with
 * the same button, as soon as it is, however long that takes. It never reaches the browser's own
 * submission; a form the app replaced instead is gone, and its submit with it.
 */
export function holdEarlySubmits(target: Document = document): void {
  const waiting = new WeakSet<HTMLFormElement>();
  target.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.dataset[LIVE] !== "false") return;
      event.preventDefault();
      event.stopImmediatePropagation();
      if (waiting.has(form)) return;
      waiting.add(form);
      const submitter = (event as SubmitEvent).submitter;
      const observer = new MutationObserver(() => {
        if (form.dataset[LIVE] === "false") return;
        observer.disconnect();
        waiting.delete(form);
        if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
      });
      observer.observe(form, { attributes: true, attributeFilter: [`data-${LIVE}`] });
    },
    true,
  );
}
