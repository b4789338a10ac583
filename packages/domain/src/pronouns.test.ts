import { describe, expect, it } from "vitest";
import { objectPronoun, portraitAlt } from "./pronouns.js";

describe("objectPronoun", () => {
  it("says him, her or them, and them when none is recorded", () => {
    expect(objectPronoun("he")).toBe("him");
    expect(objectPronoun("she")).toBe("her");
    expect(objectPronoun(null)).toBe("them");
  });
});

describe("portraitAlt", () => {
  it("is the studio's own alt text, else 'Portrait of' the producer", () => {
    expect(portraitAlt({ name: "Dre", imageAlt: "Dre at the desk" })).toBe("Dre at the desk");
    expect(portraitAlt({ name: "Dre", imageAlt: null })).toBe("Portrait of Dre");
    expect(portraitAlt({ name: "Kofi" })).toBe("Portrait of Kofi");
  });
});
