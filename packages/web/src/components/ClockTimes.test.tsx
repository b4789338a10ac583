// @vitest-environment happy-dom
/** A session's words in a real DOM: the formatter's text unchanged, each clock time on one line. */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClockTimes } from "./ClockTimes";

afterEach(cleanup);

describe("ClockTimes", () => {
  it("keeps the text as written and each clock time whole", () => {
    const text = "Fri 4 Dec, 10:00 PM – Sat 5 Dec, 2:00 AM";
    const { container } = render(
      <p>
        <ClockTimes text={text} />
      </p>,
    );
    expect(container.textContent).toBe(text);
    const kept = Array.from(container.querySelectorAll("span"));
    expect(kept.map((span) => [span.textContent, span.style.whiteSpace])).toEqual([
      ["10:00 PM", "nowrap"],
      ["2:00 AM", "nowrap"],
    ]);
  });

  it("leaves words without a time as they are", () => {
    const { container } = render(
      <p>
        <ClockTimes text="Choose a date / time" />
      </p>,
    );
    expect(container.innerHTML).toBe("<p>Choose a date / time</p>");
  });
});
