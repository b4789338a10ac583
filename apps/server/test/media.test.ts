// The studio's own pictures: named in its profile as paths under its folder, served at /media,
// with their proportions and alt text in the public profile; nothing else in the folder is served.
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProfile } from "@studio/api/config";
import { call, expectNotFound, type TestApp } from "../../../packages/api/test/helpers.js";
import { startServer } from "./start-server.js";
import { boothPicture, studioFolder } from "./studio-folder.js";

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = studioFolder(
    "studio-media-",
    {
      "photos/booth.jpg": JPEG,
      "photos/marcus.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
      "photos/not-named.jpg": JPEG,
    },
    (sample) => {
      sample.producers[0].image = "photos/marcus.svg";
      sample.images = { gallery: [boothPicture("photos/booth.jpg", 1200, 900)] };
    },
  );
  t = await startServer({ studio: { profile: loadProfile(path.join(dir, "studio.json")) }, mediaDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("the studio's pictures", () => {
  it("names them in the public profile by their /media URL, with alt text and proportions", async () => {
    const { body } = await call<{
      producers: { image: string }[];
      images: { gallery: { src: string; alt: string; width: number; height: number }[] };
    }>(t.url, "GET", "/api/studio");
    expect(body.producers[0]?.image).toBe("/media/photos/marcus.svg");
    expect(body.producers[1]?.image).toBe("/images/producers/dre.svg"); // a web app path stays
    expect(body.images.gallery).toEqual([
      {
        src: "/media/photos/booth.jpg",
        caption: "Recording Booth",
        alt: "The vocal booth",
        width: 1200,
        height: 900,
        // The Studio tab edits a gallery picture by its id.
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it("serves each named picture with its type", async () => {
    const photo = await fetch(`${t.url}/media/photos/booth.jpg`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(JPEG);
    const portrait = await fetch(`${t.url}/media/photos/marcus.svg`);
    expect(portrait.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("serves nothing else from the folder: not the profile, not an unnamed file, not outside it", async () => {
    await expectNotFound(t.url, [
      "/media/studio.json",
      "/media/photos/not-named.jpg",
      "/media/..%2Fstudio.json",
      "/media/photos/..%2F..%2Fetc%2Fpasswd",
    ]);
  });

  it("refuses a profile whose picture path leaves its folder", () => {
    const file = path.join(dir, "bad.json");
    const bad = JSON.parse(readFileSync(path.join(dir, "studio.json"), "utf8"));
    bad.producers[0].image = "../secrets/key.svg";
    writeFileSync(file, JSON.stringify(bad));
    expect(() => loadProfile(file)).toThrow(/producers\.0\.image: must stay inside the profile's folder/);
  });
});
