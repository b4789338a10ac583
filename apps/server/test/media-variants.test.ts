// The studio's pictures as responsive images: each one named in the profile is offered at a few
// widths as AVIF and WebP (made by sharp into DATA_DIR/media-cache), with its real size in the
// public profile; a copy whose URL names the picture's content is cached for ever. Without sharp,
// or for a file gone since start, the original (or a 404) answers, never a 500.
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProfile, type PictureInfo } from "@studio/api/config";
import { call, expectNotFound, type TestApp } from "../../../packages/api/test/helpers.js";
import { startServer } from "./start-server.js";
import { boothPicture, studioFolder } from "./studio-folder.js";

const DRAWING =
  "<svg xmlns='http://www.w3.org/2000/svg' width='300' height='300'><rect width='300' height='300' fill='#c92a2a'/></svg>";
let dir: string;
let photo: Buffer;
let t: TestApp;

/** The studio's folder: two PNGs (one to be removed) and a drawing, named in its profile. */
function picturesFolder(): string {
  const files = { "photos/booth.png": photo, "photos/gone.png": photo, "photos/marcus.svg": DRAWING };
  return studioFolder("studio-pictures-", files, (sample) => {
    sample.producers[0].image = "photos/marcus.svg";
    sample.images = {
      gallery: [
        // Declared 4:3; the file is 1000 x 500: its real size wins.
        boothPicture("photos/booth.png", 800, 600),
        { src: "photos/gone.png", caption: "Lounge", alt: "The lounge", width: 800, height: 600 },
      ],
    };
  });
}

beforeAll(async () => {
  photo = await sharp({
    create: { width: 1000, height: 500, channels: 3, background: { r: 40, g: 90, b: 160 } },
  })
    .png()
    .toBuffer();
  dir = picturesFolder();
  t = await startServer({ studio: { profile: loadProfile(path.join(dir, "studio.json")) }, mediaDir: dir });
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

async function pictures(url: string): Promise<Record<string, PictureInfo>> {
  return (await call<{ pictures: Record<string, PictureInfo> }>(url, "GET", "/api/studio")).body.pictures;
}

/** The srcset's URLs by width. */
function candidates(srcset: string): Map<number, string> {
  return new Map(
    srcset.split(", ").map((candidate) => {
      const [url, width] = candidate.split(" ");
      return [Number(width?.replace("w", "")), url as string];
    }),
  );
}

describe("responsive copies of the studio's pictures", () => {
  it("lists each picture in the public profile with its real size and AVIF and WebP srcsets", async () => {
    const all = await pictures(t.url);
    const booth = all["/media/photos/booth.png"];
    expect(booth).toMatchObject({ width: 1000, height: 500 });
    // A photo up to its own width; a drawing scales, up to twice its size.
    expect([...candidates(booth?.avif ?? "").keys()]).toEqual([400, 800, 1000]);
    expect([...candidates(booth?.webp ?? "").keys()]).toEqual([400, 800, 1000]);
    expect([...candidates(all["/media/photos/marcus.svg"]?.webp ?? "").keys()]).toEqual([400, 600]);
  });

  it("serves each copy in its format, at its width, cached for ever, and keeps it in DATA_DIR", async () => {
    const booth = (await pictures(t.url))["/media/photos/booth.png"] as PictureInfo;
    for (const format of ["avif", "webp"] as const) {
      const url = candidates(booth[format]).get(800) as string;
      const response = await fetch(t.url + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type")).toBe(`image/${format}`);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ width: 800, height: 400 });
      expect(meta.format).toBe(format === "avif" ? "heif" : "webp");
    }
    expect(readdirSync(path.join(t.dataDir, "media-cache")).sort()).toEqual([
      expect.stringMatching(/^[0-9a-f]{12}-800\.avif$/),
      expect.stringMatching(/^[0-9a-f]{12}-800\.webp$/),
    ]);
    // A drawing is drawn at the width asked, not blown up from its own.
    const drawing = (await pictures(t.url))["/media/photos/marcus.svg"] as PictureInfo;
    const big = await fetch(t.url + (candidates(drawing.avif).get(600) as string));
    expect(await sharp(Buffer.from(await big.arrayBuffer())).metadata()).toMatchObject({
      width: 600,
      height: 600,
    });
  });

  it("caches a copy asked by an old version's URL for an hour only", async () => {
    const response = await fetch(`${t.url}/media/photos/booth.png?w=400&f=webp&v=000000000000`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("names a bad format or width, and serves the original for a width it does not offer", async () => {
    const format = await call<{ error: string }>(t.url, "GET", "/media/photos/booth.png?w=400&f=gif");
    expect(format.status).toBe(400);
    expect(format.body.error).toMatch(/^f must be avif or webp/);
    const width = await call<{ error: string }>(t.url, "GET", "/media/photos/booth.png?w=-3&f=avif");
    expect(width.status).toBe(400);
    expect(width.body.error).toMatch(/^w must be/);
    const odd = await fetch(`${t.url}/media/photos/booth.png?w=333&f=avif`);
    expect(odd.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await odd.arrayBuffer())).toEqual(photo);
  });

  it("answers 404, not 500, for a picture removed since start, and serves nothing outside the folder", async () => {
    rmSync(path.join(dir, "photos", "gone.png"));
    await expectNotFound(t.url, [
      "/media/photos/gone.png",
      "/media/photos/gone.png?w=400&f=avif",
      "/media/..%2Fstudio.json?w=400&f=avif",
      "/media/photos/..%2F..%2F..%2Fetc%2Fpasswd?w=400&f=webp",
      "/media/studio.json?w=400&f=webp",
    ]);
  });

  it("lets go of a picture's copies at the next start once no picture has its content", async () => {
    const cache = path.join(t.dataDir, "media-cache");
    const current = readdirSync(cache);
    expect(current.length).toBeGreaterThan(0);
    // A copy of a picture replaced while the server was down (the sample's placeholder, say).
    const stale = "0123456789ab-400.webp";
    const booth = (await pictures(t.url))["/media/photos/booth.png"] as PictureInfo;
    await t.restart((dataDir) => writeFileSync(path.join(dataDir, "media-cache", stale), "old"));
    // A copy asked for waits until the pictures have been read again.
    expect((await fetch(t.url + (candidates(booth.webp).get(400) as string))).status).toBe(200);
    const after = readdirSync(cache);
    expect(after).not.toContain(stale);
    expect(after).toEqual(expect.arrayContaining(current));
  });
});

describe("without a picture converter (sharp did not load)", () => {
  it("lists no copies and serves the originals, never a 500", async () => {
    const folder = picturesFolder();
    const app = await startServer({
      studio: { profile: loadProfile(path.join(folder, "studio.json")) },
      mediaDir: folder,
      pictureWorker: path.join(folder, "no-such-converter.mjs"),
    });
    try {
      expect(await pictures(app.url)).toEqual({});
      const response = await fetch(`${app.url}/media/photos/booth.png?w=400&f=avif`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(existsSync(path.join(app.dataDir, "media-cache"))).toBe(false);
    } finally {
      await app.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
