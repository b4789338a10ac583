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

/** The tags the matched routes give `pathname`, as <HeadContent /> reads them (the deepest wins). */
async function tagsOf(pathname: string, studio = profile) {
  const router = createPageRouter(
    { profile: studio, publicUrl },
    createMemoryHistory({ initialEntries: [pathname] }),
  );
  await router.load();
  const matches = router.state.matches;
  const metas = matches.flatMap((match) => match.meta ?? []).reverse();
  const named = (key: string) => metas.find((meta) => meta && (meta.name === key || meta.property === key));
  return { matches, metas, named };
}

/** A page's head: its title, description, robots and canonical link. */
async function headOf(pathname: string) {
  const { matches, metas, named } = await tagsOf(pathname);
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

describe("the picture a shared link shows", () => {
  /** og:image and its companions on `pathname`'s head. */
  async function sharedPicture(pathname: string, studio: StudioProfile) {
    const { named } = await tagsOf(pathname, studio);
    const content = (key: string) => named(key)?.content;
    return {
      image: content("og:image"),
      alt: content("og:image:alt"),
      width: content("og:image:width"),
      height: content("og:image:height"),
      card: content("twitter:card"),
    };
  }
  const hero = {
    src: "/pictures/0123456789abcdef.jpg",
    alt: "The live room at night",
    width: 1600,
    height: 900,
  };
  const withHero = {
    ...profile,
    images: { ...profile.images, hero },
    pictures: { [hero.src]: { width: 2400, height: 1350, avif: "", webp: "" } },
  } as unknown as StudioProfile;

  it("is the studio's hero photo, at its real size, with its alt text", async () => {
    expect(await sharedPicture("/booking", withHero)).toEqual({
      image: `${publicUrl}${hero.src}`,
      alt: "The live room at night",
      width: "2400",
      height: "1350",
      card: "summary_large_image",
    });
  });

  it("is the producer's own photo on their page, once it is a photo", async () => {
    const photo = "/pictures/fedcba9876543210.webp";
    const producers = profile.producers.map((p) =>
      p.name === "Dre" ? { ...p, image: photo, imageAlt: undefined } : p,
    );
    const studio = { ...withHero, producers } as StudioProfile;
    expect(await sharedPicture("/producer/dre", studio)).toMatchObject({
      image: `${publicUrl}${photo}`,
      alt: "Portrait of Dre",
    });
    expect((await sharedPicture("/producer/kofi", studio)).image).toBe(`${publicUrl}${hero.src}`);
  });

  it("is none while the studio has only the sample's drawings, and none on a private page", async () => {
    expect(await sharedPicture("/", profile)).toEqual({
      image: undefined,
      alt: undefined,
      width: undefined,
      height: undefined,
      card: undefined,
    });
    expect((await sharedPicture("/admin", withHero)).image).toBeUndefined();
  });
});
