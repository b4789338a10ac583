/**
 * The studio's uploaded pictures (a producer's photo, the gallery): what is accepted, the texts of
 * a refusal, and the fields that travel with a picture. The server checks an upload with these; the
 * browser checks the same before sending.
 */
import * as z from "zod/mini";
import { requiredText } from "./text.js";

/** The largest file accepted: 15 MB. */
export const PICTURE_MAX_BYTES = 15 * 1024 * 1024;
/** The most pixels accepted (50 megapixels): a larger picture is refused before it is decoded. */
export const PICTURE_MAX_PIXELS = 50_000_000;

/** The kinds of picture accepted, by what their first bytes say they are. */
export type PictureKind = "jpeg" | "png" | "webp" | "heic";
/** What the browser's file picker offers. */
export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** Why an upload is refused, each with its text (the field is always `file`). */
export const PICTURE_REFUSALS = {
  missing: "Choose a picture to upload",
  "not-a-picture": "This file is not a picture: upload a JPEG, PNG, WebP or HEIC photo",
  svg: "SVG drawings are not accepted: upload a JPEG, PNG, WebP or HEIC photo",
  "too-large": "The picture is larger than 15 MB",
  "too-many-pixels": "The picture is larger than 50 megapixels",
  damaged: "The picture is damaged or incomplete (it cannot be read to the end)",
  unreadable: "This picture cannot be read: save it as a JPEG and try again",
  "one-at-a-time": "Send one picture at a time",
  "too-many-fields":
    "The form has too many fields: send the picture with its alt text (and a gallery picture's caption) only",
} as const;
export type PictureRefusal = keyof typeof PICTURE_REFUSALS;

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIC/HEIF brands of an ISO media file's `ftyp` box (AVIF is read by the same decoder). */
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]);

/**
 * What the file's first bytes (at least 32) say it is: an accepted kind, "svg", or nothing
 * (a PDF, an HTML page or anything else, whatever its name says).
 */
export function sniffPicture(head: Uint8Array): PictureKind | "svg" | undefined {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (ascii(head, 0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "webp";
  if (ascii(head, 4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(head, 8, 12))) return "heic";
  const start = ascii(head, 0, head.length).trimStart().toLowerCase();
  if (start.startsWith("<svg") || (start.startsWith("<?xml") && start.includes("<svg"))) return "svg";
  return undefined;
}

/** A refusal for a file by its size, kind and pixels, before any decoding; undefined: go on. */
export function pictureRefusal(file: {
  bytes: number;
  kind: PictureKind | "svg" | undefined;
  pixels?: number;
}): PictureRefusal | undefined {
  if (file.bytes === 0) return "missing";
  if (file.bytes > PICTURE_MAX_BYTES) return "too-large";
  if (file.kind === "svg") return "svg";
  if (file.kind === undefined) return "not-a-picture";
  if (file.pixels !== undefined && file.pixels > PICTURE_MAX_PIXELS) return "too-many-pixels";
  return undefined;
}

const ALT_REQUIRED = "Alt text is required (describe the picture for people who cannot see it)";
const altText = requiredText(ALT_REQUIRED, 300);
const caption = requiredText("Caption is required", 80);

/** The text sent with a producer's photo. */
export const producerPhotoFieldsSchema = z.strictObject({ alt: altText });
/** The texts sent with a new gallery picture. */
export const galleryPictureFieldsSchema = z.strictObject({ caption, alt: altText });
/** A change to a gallery picture: its caption, its alt text, or its place (0 is first). */
export const galleryPicturePatchSchema = z.strictObject({
  caption: z.optional(caption),
  alt: z.optional(altText),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export type GalleryPicturePatch = z.infer<typeof galleryPicturePatchSchema>;

/** The gallery always shows at least one picture. */
export const LAST_GALLERY_PICTURE_MESSAGE = "The gallery needs at least one picture: add another first";
