// A served server reads its pictures a moment after it listens (the converter's process would
// otherwise start beside the server's own start), or as soon as anything waits for them: a page,
// the public profile or a picture's copy asked for in that moment never waits for the timer.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadProfile } from "@studio/api/config";
import { call } from "../../../packages/api/test/helpers.js";
import { type PictureCatalog, pictureCatalog } from "../src/pictures/catalog.js";
import { startServer, webDist } from "./start-server.js";
import { boothPicture, studioFolder } from "./studio-folder.js";

let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-catalog-"));
  await sharp({ create: { width: 640, height: 320, channels: 3, background: "#345" } }).toFile(
    path.join(dir, "wide.png"),
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A catalog of one picture that reads nothing until started or waited for. */
function deferred(): PictureCatalog {
  return pictureCatalog({
    dir,
    files: [{ file: "wide.png", url: "/media/wide.png" }],
    cacheDir: path.join(dir, "cache"),
    log: Fastify().log,
    deferStart: true,
  });
}

describe("a catalog that starts later", () => {
  it("reads nothing by itself, and starts reading when its pictures are waited for", async () => {
    const catalog = deferred();
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(catalog.infos()).toEqual({});
      await catalog.ready; // would never settle if waiting did not start the reading
      expect(catalog.infos()["/media/wide.png"]).toMatchObject({ width: 640, height: 320 });
    } finally {
      catalog.close();
    }
  });

  it("starts reading when a copy is asked for", async () => {
    const catalog = deferred();
    try {
      const copy = await catalog.variant("wide.png", 400, "webp");
      expect(copy && path.basename(copy)).toMatch(/-400\.webp$/);
    } finally {
      catalog.close();
    }
  });
});

/** This process's child processes (the picture converter is one). */
function children(): number {
  try {
    return execFileSync("pgrep", ["-P", String(process.pid)], { encoding: "utf8" })
      .trim()
      .split("\n").length;
  } catch {
    return 0; // pgrep exits 1 when there is none
  }
}

describe("a served server", () => {
  it("has not started its picture converter when it first answers, and reads the pictures when asked", async () => {
    const png = await sharp({ create: { width: 640, height: 320, channels: 3, background: "#345" } })
      .png()
      .toBuffer();
    const folder = studioFolder("studio-served-", { "photos/wide.png": png }, (sample) => {
      sample.images = { gallery: [boothPicture("photos/wide.png", 640, 320)] };
    });
    // The converters of the tests above are stopped: wait until they are gone.
    for (let i = 0; i < 100 && children() > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(children()).toBe(0);
    const t = await startServer({
      studio: { profile: loadProfile(path.join(folder, "studio.json")) },
      mediaDir: folder,
      webDist,
      warmPictures: true,
    });
    try {
      expect((await call(t.url, "GET", "/api/health")).status).toBe(200);
      expect(children()).toBe(0); // building the pages did not start the pictures' reading
      const studio = await call<{ pictures: Record<string, { width: number }> }>(t.url, "GET", "/api/studio");
      expect(Object.values(studio.body.pictures).map((p) => p.width)).toEqual([640]);
    } finally {
      await t.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
