// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks } from "./earlyClicks";

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("holdEarlyClicks", () => {
  it("holds a click on a button until the app has taken over, then replays it on the same button", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><button type="submit" aria-label="Select Producer Dre"><span>Select</span></button></form>`;
    const button = document.querySelector("button")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    const replay = holdEarlyClicks();

    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    document.querySelector("span")!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true); // no native submit while the app is loading
    expect(submitted).not.toHaveBeenCalled();

    const handled = vi.fn();
    button.addEventListener("click", handled); // the app's handler, once hydrated
    replay();
    expect(handled).not.toHaveBeenCalled(); // not inside the hydrating commit
    vi.runAllTimers();
    expect(handled).toHaveBeenCalledTimes(1);

    button.click(); // held no longer
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it("leaves links alone: they work without the app", () => {
    document.body.innerHTML = `<a href="/contact"><button type="button">Contact</button></a><a href="/booking">Book</a>`;
    const replay = holdEarlyClicks();
    for (const element of [
      document.querySelector("button")!,
      document.querySelector("a[href='/booking']")!,
    ]) {
      const click = new MouseEvent("click", { bubbles: true, cancelable: true });
      element.dispatchEvent(click);
      expect(click.defaultPrevented).toBe(false);
    }
    replay();
  });

  it("drops a held click whose element the app replaced", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button">Menu</button>`;
    const old = document.querySelector("button")!;
    const replay = holdEarlyClicks();
    old.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    const handled = vi.fn();
    old.addEventListener("click", handled);
    old.remove();
    replay();
    vi.runAllTimers();
    expect(handled).not.toHaveBeenCalled();
  });
});
