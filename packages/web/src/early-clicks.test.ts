// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks, holdEarlySubmits } from "./early-clicks";

const click = (element: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

/** The app's first commit: the page is React's from then on, but for a part still marked not live. */
const appStarts = (started: () => void) => started();

let page = new AbortController();

afterEach(() => {
  page.abort(); // each test's holdEarlyClicks stops listening
  page = new AbortController();
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("holdEarlyClicks", () => {
  it("holds a click on a button until the app has started, then dispatches it on that button", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><button type="submit" aria-label="Select Producer Dre"><span>Select</span></button></form>`;
    const button = document.querySelector("button")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    const started = holdEarlyClicks(document, page.signal);

    expect(click(document.querySelector("span")!).defaultPrevented).toBe(true); // no native submit
    expect(submitted).not.toHaveBeenCalled();
    const handled = vi.fn();
    button.addEventListener("click", handled);
    vi.advanceTimersByTime(5_000);
    expect(handled).not.toHaveBeenCalled(); // held while the app loads

    appStarts(started);
    expect(handled).not.toHaveBeenCalled(); // not inside the commit that said so
    vi.advanceTimersByTime(0);
    expect(handled).toHaveBeenCalledTimes(1);

    expect(click(button).defaultPrevented).toBe(false); // once started, clicks are the app's own
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it("after the start, holds a click inside a part not yet live, and dispatches it once the part is", async () => {
    document.body.innerHTML = `<form data-live="false"><button type="button">Pick a date</button><button type="button">Gone</button></form><button type="button" id="menu">Menu</button>`;
    const [button, gone] = [...document.querySelectorAll("form button")] as [
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    const started = holdEarlyClicks(document, page.signal);
    started();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const handled = vi.fn();
    button.addEventListener("click", handled);
    // The part holding it is still to be hydrated: React would drop this click.
    expect(click(button).defaultPrevented).toBe(true);
    click(button); // asked again while waiting: still one click
    click(gone);
    gone.remove(); // replaced by the app: its click goes with it
    expect(click(document.getElementById("menu")!).defaultPrevented).toBe(false); // a live part's own
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).not.toHaveBeenCalled();
    document.querySelector("form")!.dataset.live = "true";
    await vi.waitFor(() => expect(handled).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(click(button).defaultPrevented).toBe(false); // live now: the app's own
  });

  it("dispatches a held click once, however often the control was clicked", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button" aria-expanded="false">Quick Links</button>`;
    const button = document.querySelector("button")!;
    const started = holdEarlyClicks(document, page.signal);
    click(button);
    click(button);
    const handled = vi.fn();
    button.addEventListener("click", handled);
    appStarts(started);
    started(); // said twice, done once
    vi.advanceTimersByTime(100);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("leaves links alone: they work without the app", () => {
    document.body.innerHTML = `<a href="/contact"><button type="button">Contact</button></a><a href="/booking">Book</a>`;
    holdEarlyClicks(document, page.signal);
    expect(click(document.querySelector("button")!).defaultPrevented).toBe(false);
    expect(click(document.querySelector("a[href='/booking']")!).defaultPrevented).toBe(false);
  });

  it("dispatches a click held however long the app took, and drops one whose element the app replaced", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button" id="menu">Menu</button><button type="button" id="late">Late</button>`;
    const [menu, late] = [document.getElementById("menu")!, document.getElementById("late")!];
    const handled = vi.fn();
    for (const button of [menu, late]) button.addEventListener("click", (event) => handled(button.id, event));
    const started = holdEarlyClicks(document, page.signal);
    click(late);
    vi.advanceTimersByTime(30_000); // a slow phone under load
    click(menu);
    menu.remove();
    appStarts(started);
    vi.advanceTimersByTime(100);
    expect(handled.mock.calls.map(([id]) => id)).toEqual(["late"]);
  });

  it("dispatches held clicks in the order of their last clicks", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button" id="marcus">Marcus</button><button type="button" id="dre">Dre</button>`;
    const order: string[] = [];
    for (const button of document.querySelectorAll("button"))
      button.addEventListener("click", () => order.push(button.id));
    const started = holdEarlyClicks(document, page.signal);
    for (const id of ["marcus", "dre", "marcus"]) click(document.getElementById(id)!);
    appStarts(started);
    vi.advanceTimersByTime(0);
    expect(order).toEqual(["dre", "marcus"]); // the last choice is the one that stays
  });
});

describe("holdEarlySubmits", () => {
  const submitEvent = (form: HTMLFormElement, submitter: HTMLElement) => {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true, submitter });
    form.dispatchEvent(event);
    return event;
  };

  it("holds a submit of a form not yet live, then submits it again with its button once it is", async () => {
    document.body.innerHTML = `<form data-live="false"><input name="firstName" value="Grace"><button type="submit" name="send">Send Message</button></form>`;
    const form = document.querySelector("form")!;
    const button = document.querySelector("button")!;
    holdEarlySubmits(document);
    const answered = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener("submit", answered);

    expect(submitEvent(form, button).defaultPrevented).toBe(true); // never the browser's own GET
    submitEvent(form, button); // a second tap while waiting asks for one submit, not two
    expect(answered).not.toHaveBeenCalled();

    const again = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    form.dataset.live = "true";
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1));
    expect(again).toHaveBeenCalledWith(button);
  });

  it("leaves a live form, and a form that does not say, to the app", () => {
    document.body.innerHTML = `<form data-live="true"><button>Send</button></form><form id="plain"><button>Go</button></form>`;
    holdEarlySubmits(document);
    for (const form of document.querySelectorAll("form")) {
      expect(submitEvent(form, form.querySelector("button")!).defaultPrevented).toBe(false);
    }
  });

  it("submits a held submit however long its form takes to go live", async () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form data-live="false"><button>Send</button></form>`;
    const form = document.querySelector("form")!;
    holdEarlySubmits(document);
    expect(submitEvent(form, form.querySelector("button")!).defaultPrevented).toBe(true);
    const again = vi.spyOn(form, "requestSubmit").mockImplementation(() => {});
    vi.advanceTimersByTime(30_000); // a slow phone under load
    expect(again).not.toHaveBeenCalled();
    form.dataset.live = "true";
    await vi.waitFor(() => expect(again).toHaveBeenCalledTimes(1));
  });
});
