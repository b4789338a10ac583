import { describe, expect, expectTypeOf, it } from "vitest";
import { PAGES, type PagePath } from "./pages";
import type { FileRoutesByFullPath } from "./routeTree.gen";

describe("the page list", () => {
  it("names every route of the route tree, and nothing else", () => {
    expectTypeOf<PagePath>().toEqualTypeOf<keyof FileRoutesByFullPath>();
    expect(Object.keys(PAGES)).toContain("/booking");
  });
});
