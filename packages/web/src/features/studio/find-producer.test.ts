import { describe, expect, it } from "vitest";
import { askedProducer, findProducer, type StudioProfile } from "./use-studio-profile";

const producer = (name: string, bookable = true) => ({
  name,
  title: "Lead engineer",
  bio: "",
  image: `/images/producers/${name.toLowerCase()}.svg`,
  link: "https://example.com",
  bookable,
});
const profile = {
  producers: [producer("Marcus"), producer("Dre"), producer("Kofi", false)],
} as StudioProfile;

describe("findProducer", () => {
  it("matches a producer's name ignoring case and surrounding spaces", () => {
    expect(findProducer(profile, "marcus")?.name).toBe("Marcus");
    expect(findProducer(profile, "DRE")?.name).toBe("Dre");
    expect(findProducer(profile, " Kofi ")?.name).toBe("Kofi");
  });

  it("finds nobody for an unknown name", () => {
    expect(findProducer(profile, "nobody")).toBeUndefined();
    expect(findProducer(profile, "")).toBeUndefined();
  });
});

describe("askedProducer", () => {
  it("names the bookable producer an address asks for, as the studio writes the name", () => {
    expect(askedProducer(profile, "marcus")).toBe("Marcus");
  });

  it("is no one for a producer who takes no bookings, an unknown name or none", () => {
    expect(askedProducer(profile, "Kofi")).toBe("");
    expect(askedProducer(profile, "nobody")).toBe("");
    expect(askedProducer(profile, undefined)).toBe("");
  });
});
