// A served server reads its pictures a moment after it listens (the converter's process would
// otherwise start beside the server's own start), or as soon as anything waits for them: a page,
// the public profile or a picture's copy asked for in that moment never waits for the timer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PictureCatalog, pictureCatalog } from "../src/pictures/catalog.js";

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
