// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyClicks } from "./earlyClicks";

/** What React DOM does to a node when it hydrates it. */
const claim = (element: Element) => Object.assign(element, { __reactFiber$test: {} });
const click = (element: Element) => {
  const event = new MouseEvent("click", { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("holdEarlyClicks", () => {
  it("holds a click on a button React has not claimed, and replays it on that button once it has", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><button type="submit" aria-label="Select Producer Dre"><span>Select</span></button></form>`;
    const button = document.querySelector("button")!;
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")!.addEventListener("submit", submitted);
    const started = holdEarlyClicks(document);

    expect(click(document.querySelector("span")!).defaultPrevented).toBe(true); // no native submit
    expect(submitted).not.toHaveBeenCalled();
    const handled = vi.fn();
    button.addEventListener("click", handled);

    started();
    vi.advanceTimersByTime(200);
    expect(handled).not.toHaveBeenCalled(); // started, but this part of the page is not live yet
    claim(button);
    vi.advanceTimersByTime(100);
    expect(handled).toHaveBeenCalledTimes(1);

    expect(click(button).defaultPrevented).toBe(false); // a live button's clicks are its own
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it("holds a click on a claimed control until the app has started (hydration may not be committed yet)", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button" aria-expanded="false">Quick Links</button>`;
    const button = claim(document.querySelector("button")!);
    const handled = vi.fn();
    button.addEventListener("click", handled);
    const started = holdEarlyClicks(document);
    expect(click(button).defaultPrevented).toBe(true);
    expect(handled).not.toHaveBeenCalled();
    started();
    vi.advanceTimersByTime(100);
    expect(handled).toHaveBeenCalledTimes(1);
  });

  it("leaves links alone: they work without the app", () => {
    document.body.innerHTML = `<a href="/contact"><button type="button">Contact</button></a><a href="/booking">Book</a>`;
    holdEarlyClicks(document);
    expect(click(document.querySelector("button")!).defaultPrevented).toBe(false);
    expect(click(document.querySelector("a[href='/booking']")!).defaultPrevented).toBe(false);
  });

  it("drops a held click whose element the app replaced, or that never came alive", () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<button type="button" id="menu">Menu</button><button type="button" id="dead">Dead</button>`;
    const [menu, dead] = [document.getElementById("menu")!, document.getElementById("dead")!];
    const handled = vi.fn();
    for (const button of [menu, dead]) button.addEventListener("click", handled);
    const started = holdEarlyClicks(document);
    click(menu);
    click(dead);
    menu.remove();
    claim(menu);
    started();
    vi.advanceTimersByTime(11_000);
    claim(dead);
    vi.advanceTimersByTime(1_000);
    expect(handled).not.toHaveBeenCalled();
  });
});
