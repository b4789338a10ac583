import { describe, expect, it } from "vitest";
import { objectPronoun } from "./pronouns.js";

describe("objectPronoun", () => {
  it("says him, her or them, and them when none is recorded", () => {
    expect(objectPronoun("he")).toBe("him");
    expect(objectPronoun("she")).toBe("her");
    expect(objectPronoun(null)).toBe("them");
  });
});
