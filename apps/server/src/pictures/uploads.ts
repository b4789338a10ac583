// The picture worker the api's Studio tab uploads go through (the api holds no image library):
// the converter's child process cleans an upload (upright, no metadata) into DATA_DIR/pictures,
// where it is kept under its content's hash (a replaced picture gets a new URL) and the backup
// holds it; the catalog then offers it at the pages' widths as AVIF and WebP.
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, mkdirSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { PICTURE_MAX_PIXELS } from "@studio/domain";
import { type PictureWorkshop, UPLOADED_PICTURES_URL, uploadedPictureName } from "@studio/api/config";
import type { PictureCatalog } from "./catalog.js";
import type { PictureConverter } from "./converter.js";

const EXTENSIONS = { jpeg: "jpg", png: "png", webp: "webp" } as const;

async function hashOf(file: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex").slice(0, 16);
}

export function pictureWorkshop(options: {
  /** DATA_DIR/pictures. */
  dir: string;
  converter: PictureConverter;
  catalog: PictureCatalog;
}): PictureWorkshop {
  const { dir, converter, catalog } = options;
  return {
    async clean(upload) {
      mkdirSync(dir, { recursive: true });
      const out = path.join(dir, `.${randomUUID()}.cleaning`);
      try {
        const made = await converter.clean({ file: upload, out, maxPixels: PICTURE_MAX_PIXELS });
        const name = `${await hashOf(out)}.${EXTENSIONS[made.format]}`;
        const file = path.join(dir, name);
        renameSync(out, file);
        const src = `${UPLOADED_PICTURES_URL}${name}`;
        catalog.add(src, file, made);
        return { src, width: made.width, height: made.height };
      } finally {
        rmSync(out, { force: true });
      }
    },
    discard(src) {
      const name = uploadedPictureName(src);
      if (!name) return;
      catalog.forget(src);
      rmSync(path.join(dir, name), { force: true });
    },
  };
}
