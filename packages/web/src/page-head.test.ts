// Each route declares its head and what it is (prerendered, indexable) once, on the route; the
// browser's router reads them as the server's does. With the sample studio profile.
import { createMemoryHistory, rootRouteId } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import sample from "../../../data/studio.json";
import type { StudioProfile } from "./features/studio/use-studio-profile";
import { createPageRouter } from "./router";

// The fields the heads read are the same in the file as in the public profile the server sends.
const profile = { ...sample, pictures: {} } as unknown as StudioProfile;
const publicUrl = "https://studio.example.com";

/** The head the matched routes give `pathname`, as <HeadContent /> reads it (the deepest wins). */
async function headOf(pathname: string) {
  const router = createPageRouter(
    { profile, publicUrl },
    createMemoryHistory({ initialEntries: [pathname] }),
  );
  await router.load();
  const matches = router.state.matches;
  const metas = matches.flatMap((match) => match.meta ?? []).reverse();
  const named = (key: string) => metas.find((meta) => meta && (meta.name === key || meta.property === key));
  return {
    title: metas.find((meta) => meta?.title)?.title,
    description: named("description")?.content,
    robots: named("robots")?.content,
    canonical: matches.flatMap((match) => match.links ?? []).find((link) => link?.rel === "canonical")?.href,
  };
}

describe("the routes' heads", () => {
  it("every route says whether the server renders it and whether search engines list it", () => {
    const router = createPageRouter({ publicUrl }, createMemoryHistory());
    for (const route of Object.values(router.routesById)) {
      expect(route.options.head, route.id).toBeTypeOf("function");
      if (route.id === rootRouteId) continue;
      expect(route.options.staticData?.prerender, route.id).toBeTypeOf("boolean");
      expect(route.options.staticData?.indexable, route.id).toBeTypeOf("boolean");
    }
  });

  it("gives a public page its title, description and canonical link", async () => {
    expect(await headOf("/booking?producer=dre")).toEqual({
      title: `Book a Recording Session | ${profile.name}`,
      description: expect.stringContaining("E10 6AE"),
      robots: "index, follow",
      canonical: `${publicUrl}/booking`,
    });
  });

  it("names a producer's page after them, with one canonical address whatever the case typed", async () => {
    expect(await headOf("/producer/DRE")).toMatchObject({
      title: `Dre, Lead producer | ${profile.name}`,
      canonical: `${publicUrl}/producer/dre`,
    });
  });

  it("asks search engines not to index a private page, an unknown producer or an unknown address", async () => {
    expect(await headOf("/admin")).toEqual({
      title: `Admin | ${profile.name}`,
      description: expect.any(String),
      robots: "noindex",
      canonical: undefined,
    });
    for (const pathname of ["/producer/nobody", "/no-such-page"]) {
      expect(await headOf(pathname), pathname).toEqual({
        title: `404 Page Not Found | ${profile.name}`,
        description: "This page does not exist.",
        robots: "noindex",
        canonical: undefined,
      });
    }
  });
});
