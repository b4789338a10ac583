import { describe, expect, it } from "vitest";
import { portraitAlt } from "./portrait.js";

describe("portraitAlt", () => {
  it("is the studio's own alt text, else 'Portrait of' the producer", () => {
    expect(portraitAlt({ name: "Dre", imageAlt: "Dre at the desk" })).toBe("Dre at the desk");
    expect(portraitAlt({ name: "Dre", imageAlt: null })).toBe("Portrait of Dre");
    expect(portraitAlt({ name: "Kofi" })).toBe("Portrait of Kofi");
  });
});
