// The messages between the server and its picture converter (worker.ts).

/** The widths and formats a copy is made in. */
export const VARIANT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;
export type VariantFormat = keyof typeof VARIANT_TYPES;

/** A picture's size as shown (after its EXIF orientation), and whether it is a drawing (SVG). */
export interface PictureSize {
  width: number;
  height: number;
  vector: boolean;
}

export type ConverterRequest =
  | { id: number; op: "read"; file: string }
  | {
      id: number;
      op: "make";
      file: string;
      /** The copy's path; written beside it first, then renamed, so a half-made copy is never seen. */
      out: string;
      width: number;
      format: VariantFormat;
      /** For a drawing: the density it is rendered at to reach `width`. */
      density?: number;
    }
  | {
      id: number;
      op: "clean";
      /** An upload, checked by its first bytes already. */
      file: string;
      /** Where the clean picture is written (renamed into place when whole). */
      out: string;
      /** Larger pictures are refused before they are decoded. */
      maxPixels: number;
    };

/** Why the converter will not keep an upload. */
export type CleanRefusal = "not-a-picture" | "too-many-pixels" | "damaged" | "unreadable";
/** The type a clean picture is kept as (a HEIC becomes a JPEG, which every browser shows). */
export type CleanFormat = "jpeg" | "png" | "webp";

export type ConverterReply =
  | { id: number; ok: true; size?: PictureSize; format?: CleanFormat }
  | { id: number; ok: false; message: string; refusal?: CleanRefusal };

/** The converter's first message: whether sharp loaded. */
export type ConverterHello = { ready: true } | { ready: false; message: string };
