// @vitest-environment happy-dom
import { describe, expect, it, vi } from "vitest";
import { onFirstIntent, savesData } from "./after-paint";

describe("onFirstIntent", () => {
  it.each(["pointerdown", "pointerover", "touchstart", "keydown", "focusin"])(
    "starts once, on the visitor's first %s, and not again",
    (type) => {
      const then = vi.fn();
      onFirstIntent(then);
      expect(then).not.toHaveBeenCalled();
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
      expect(then).toHaveBeenCalledTimes(1);
    },
  );

  it("does not start on what is not a visitor's doing, nor once cancelled", () => {
    const then = vi.fn();
    const cancel = onFirstIntent(then);
    window.dispatchEvent(new Event("load"));
    window.dispatchEvent(new Event("scroll"));
    cancel();
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(then).not.toHaveBeenCalled();
  });
});

describe("savesData", () => {
  it("is true only when the browser says the visitor saves data", () => {
    const as = (connection: unknown) => ({ connection }) as unknown as Navigator;
    expect(savesData(as({ saveData: true }))).toBe(true);
    expect(savesData(as({ saveData: false }))).toBe(false);
    expect(savesData(as(undefined))).toBe(false);
  });
});
