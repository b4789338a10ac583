// A page the server rendered shows its buttons before its code has loaded. A click on a control
// (the menu, a producer card, a date) before React has taken the page over would do nothing; it is
// held instead, and dispatched again on the same element once the app has committed its first
// render, however long that took: on a slow phone under load the app can take more than ten
// seconds, and a tap dropped then is a tap lost (the page stays put). After that first commit a
// part of the page can still be waiting to be hydrated (React takes a Suspense boundary's content
// over later, in a pass of its own, once its code has arrived). React does not replay a click
// there: it tries to hydrate the part at once, and if that part cannot finish yet the click is
// dropped. Such a part says so: it carries `data-live="false"` until the app has taken it over
// (`useLiveForm`, on the forms that load their code after the page's). A click inside it is held
// too, and dispatched again once it is live. Links need no code and are left alone.
//
// A form the server rendered can also be submitted before it is live (a replayed click on a part
// still loading its code): the browser would then send it the old way, as a GET with what was
// typed in the address. Its submit is held until it is live, then made again.

const CONTROLS = "button, [role='button'], summary, label, input[type='checkbox'], input[type='radio']";

/** The attribute a server-rendered part carries until the app has taken it over. */
const LIVE = "live";

/** The part of the page around `element` the app has not yet taken over, if any. */
const partNotLive = (element: Element) => element.closest<HTMLElement>(`[data-${LIVE}="false"]`);

/** Calls `then` once `part` is live (the app has set its mark), however long that takes. */
function whenLive(part: HTMLElement, then: () => void): void {
  const observer = new MutationObserver(() => {
    if (part.dataset[LIVE] === "false") return;
    observer.disconnect();
    then();
  });
  observer.observe(part, { attributes: true, attributeFilter: [`data-${LIVE}`] });
}

/**
 * Starts holding clicks on controls. The function it returns says the app has started (its first
 * commit is done): each held click is then dispatched again, in a task of its own, on its element,
 * in the order of their last clicks (an element the app replaced instead is gone, and its click
 * with it). A control clicked twice is clicked once: the second tap asked again for the first.
 * From then on, a click on a control in a part not yet live waits for it to be (until `signal`
 * aborts: the page's whole life, in the app).
 */
export function holdEarlyClicks(target: Document = document, signal?: AbortSignal): () => void {
  const held = new Set<HTMLElement>(); // in the order of their last clicks
  const waiting = new Set<HTMLElement>();
  let started = false;

  const holdTillLive = (control: HTMLElement, part: HTMLElement) => {
    if (waiting.has(control)) return;
    waiting.add(control);
    whenLive(part, () => {
      waiting.delete(control);
      // In a task of its own, after the commit that made the part live.
      setTimeout(() => {
        if (control.isConnected && !signal?.aborted) control.click();
      }, 0);
    });
  };

  const hold = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROLS);
    if (!control || control.closest("a[href]")) return;
    const part = started ? partNotLive(control) : null;
    if (started && !part) return;
    event.preventDefault(); // a button in a form would otherwise submit it natively
    event.stopPropagation();
    if (part) return holdTillLive(control, part);
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
      whenLive(form, () => {
        waiting.delete(form);
        if (form.isConnected) form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
      });
    },
    true,
  );
}
