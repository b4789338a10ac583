import { describe, expect, it } from "vitest";
import { noShowsText } from "./attendance.js";

describe("the no-show warning", () => {
  it("counts no-shows in the singular only for one", () => {
    expect(noShowsText(1)).toBe("1 no-show");
    expect(noShowsText(2)).toBe("2 no-shows");
    expect(noShowsText(0)).toBe("0 no-shows");
  });
});
