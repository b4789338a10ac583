// The pictures the owner uploads in the Studio tab: cleaned by the host's picture worker, kept in
// DATA_DIR/pictures (so the backup holds them) under their content's hash, and served at
// /pictures/<file>. A profile names one by that URL; a replaced picture has a new name, so a
// cached copy of the old one is never shown in its place.

import type { StudioProfile } from "./profile.js";

/** Where an uploaded picture is served, and the prefix of its `src` in the profile. */
export const UPLOADED_PICTURES_URL = "/pictures/";
/** Its name in DATA_DIR/pictures: 16 hex digits of its hash and the type it was kept as. */
const UPLOADED_NAME = /^[0-9a-f]{16}\.(?:jpg|png|webp)$/;

/** The file's name in DATA_DIR/pictures when `src` names an uploaded picture; else undefined. */
export function uploadedPictureName(src: string): string | undefined {
  if (!src.startsWith(UPLOADED_PICTURES_URL)) return undefined;
  const name = src.slice(UPLOADED_PICTURES_URL.length);
  return UPLOADED_NAME.test(name) ? name : undefined;
}

/** An uploaded picture as the worker kept it. */
export interface CleanedPicture {
  /** Its URL (`/pictures/<hash>.jpg`), the `src` a profile names it by. */
  src: string;
  width: number;
  height: number;
}

/** Why the worker refused a file (the domain's PICTURE_REFUSALS name the texts). */
export class PictureRefused extends Error {
  constructor(readonly reason: "not-a-picture" | "too-many-pixels" | "damaged" | "unreadable") {
    super(reason);
  }
}

/**
 * The host's picture worker, as the api sees it (apps/server provides it; the api holds no image
 * library): checks a file already stored under DATA_DIR, turns it upright by its EXIF orientation,
 * strips every metadata block and keeps the clean picture in DATA_DIR/pictures. Rejects with
 * PictureRefused for a file it will not keep.
 */
export interface PictureWorkshop {
  clean(upload: string): Promise<CleanedPicture>;
  /** Deletes an uploaded picture's file (replaced or removed, named by nothing any more). */
  discard(src: string): void;
}

/** The uploaded pictures a profile names (its producers', its hero's, its gallery's), by URL. */
export function uploadedPictureUrls(profile: StudioProfile): string[] {
  const all = [
    ...profile.producers.map((p) => p.image),
    ...(profile.images.hero ? [profile.images.hero.src] : []),
    ...profile.images.gallery.map((g) => g.src),
  ];
  return [...new Set(all.filter((src) => uploadedPictureName(src) !== undefined))];
}
