import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  galleryPicturePatchSchema,
  galleryPictureFieldsSchema,
  PICTURE_MAX_BYTES,
  PICTURE_MAX_PIXELS,
  pictureRefusal,
  producerPhotoFieldsSchema,
  sniffPicture,
} from "./pictures.js";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const padded = (head: Uint8Array) => {
  const out = new Uint8Array(32);
  out.set(head);
  return out;
};

describe("sniffPicture", () => {
  it("knows a JPEG, a PNG, a WebP and a HEIC by their first bytes", () => {
    expect(sniffPicture(padded(bytes([0xff, 0xd8, 0xff, 0xe0])))).toBe("jpeg");
    expect(sniffPicture(padded(bytes("\x89PNG\r\n\x1a\n")))).toBe("png");
    expect(sniffPicture(padded(bytes("RIFF", [1, 2, 3, 4], "WEBPVP8 ")))).toBe("webp");
    expect(sniffPicture(padded(bytes([0, 0, 0, 24], "ftypheic")))).toBe("heic");
    expect(sniffPicture(padded(bytes([0, 0, 0, 24], "ftypmif1")))).toBe("heic");
  });

  it("tells an SVG from a file that is no picture at all, whatever its name", () => {
    expect(sniffPicture(bytes('  <svg xmlns="http://www.w3.org/2000/svg">'))).toBe("svg");
    expect(sniffPicture(bytes('<?xml version="1.0"?><svg>'))).toBe("svg");
    expect(sniffPicture(bytes('<?xml version="1.0"?><note/>'))).toBeUndefined();
    expect(sniffPicture(bytes("%PDF-1.7\n%âãÏÓ"))).toBeUndefined();
    expect(sniffPicture(bytes("<!doctype html><html>"))).toBeUndefined();
    expect(sniffPicture(padded(bytes("RIFF", [1, 2, 3, 4], "WAVEfmt ")))).toBeUndefined();
    expect(sniffPicture(padded(bytes([0, 0, 0, 24], "ftypisom")))).toBeUndefined();
  });
});

describe("pictureRefusal", () => {
  it("refuses an empty file, one over 15 MB, an SVG, a non-picture and one over 50 megapixels", () => {
    expect(pictureRefusal({ bytes: 0, kind: undefined })).toBe("missing");
    expect(pictureRefusal({ bytes: PICTURE_MAX_BYTES + 1, kind: "jpeg" })).toBe("too-large");
    expect(pictureRefusal({ bytes: 100, kind: "svg" })).toBe("svg");
    expect(pictureRefusal({ bytes: 100, kind: undefined })).toBe("not-a-picture");
    expect(pictureRefusal({ bytes: 100, kind: "png", pixels: 20_000 * 20_000 })).toBe("too-many-pixels");
  });

  it("lets a picture within the limits through", () => {
    expect(pictureRefusal({ bytes: PICTURE_MAX_BYTES, kind: "jpeg" })).toBeUndefined();
    expect(pictureRefusal({ bytes: 100, kind: "webp", pixels: PICTURE_MAX_PIXELS })).toBeUndefined();
  });
});

describe("the fields sent with a picture", () => {
  it("require alt text, and a caption for the gallery", () => {
    expect(z.safeParse(producerPhotoFieldsSchema, { alt: "Dre at the desk" }).success).toBe(true);
    const noAlt = z.safeParse(producerPhotoFieldsSchema, { alt: "  " });
    expect(noAlt.error?.issues[0]?.message).toMatch(/^Alt text is required/);
    const gallery = z.safeParse(galleryPictureFieldsSchema, { alt: "The booth" });
    expect(gallery.error?.issues[0]?.path).toEqual(["caption"]);
  });

  it("take a gallery picture's new place as a whole number from 0", () => {
    expect(z.safeParse(galleryPicturePatchSchema, { position: 2 }).success).toBe(true);
    expect(z.safeParse(galleryPicturePatchSchema, { position: -1 }).success).toBe(false);
    expect(z.safeParse(galleryPicturePatchSchema, { position: 1.5 }).success).toBe(false);
  });
});
