// The owner's pictures: a producer's photo (replaced, or its alt text changed) and the gallery
// (add, caption and alt text, reorder, remove). An upload is checked by the domain's rules (its first bytes, size and fields), then
// cleaned by the host's picture worker (ctx.pictureWorkshop) before anything is saved; each save is
// one transaction with its audit, and the pages are told after it commits. A picture no longer
// named anywhere is deleted.
import { randomUUID } from "node:crypto";
import { closeSync, openSync, readSync } from "node:fs";
import {
  type GalleryPicturePatch,
  galleryPictureFieldsSchema,
  galleryPicturePatchSchema,
  LAST_GALLERY_PICTURE_MESSAGE,
  PICTURE_MAX_BYTES,
  PICTURE_REFUSALS,
  pictureRefusal,
  producerPhotoFieldsSchema,
  settingChanges,
  sniffPicture,
} from "@studio/domain";
import * as z from "zod/mini";
import { type CleanedPicture, PictureRefused, uploadedPictureName } from "../config/index.js";
import { fromZod, type Issue, notFound, ServiceError } from "../errors.js";
import type { ProducerRow } from "../store/producers.js";
import { auditChanges, producerRow, producerRows, updateProducer, writeSection } from "../store/studio.js";
import type { ServiceContext } from "./context.js";
import {
  checkWhole,
  type GalleryPicture,
  galleryPicture,
  refresh,
  type StudioProducer,
  studioProducer,
} from "./studio-settings.js";
import { savedSections, type StudioSections } from "./studio-profile.js";

type Actor = ServiceContext & { actor: string };

/** A received upload (the REST door streams it to a temp file): the file as stored, if one came,
 * and the text fields, by name. */
export interface Upload {
  file?: { path: string; bytes: number; truncated: boolean };
  fields: Record<string, string>;
}

/** A gallery picture as the profile keeps it (`src` a path or an uploaded picture's URL). */
interface StoredGalleryPicture {
  id: string;
  src: string;
  caption: string;
  alt: string;
  width: number;
  height: number;
}

/** The file's first bytes, which say what it really is. */
function headOf(file: string): Uint8Array {
  const head = new Uint8Array(64);
  const fd = openSync(file, "r");
  try {
    return head.subarray(0, readSync(fd, head, 0, head.length, 0));
  } finally {
    closeSync(fd);
  }
}

/** The upload's text fields by the schema, and its file by the domain's rules: every problem at once. */
function checkUpload<T>(schema: z.core.$ZodType<T>, upload: Upload): T {
  const parsed = z.safeParse(schema, upload.fields);
  const issues: Issue[] = parsed.success ? [] : (fromZod(parsed.error).issues ?? []);
  const file = upload.file;
  const refusal = file
    ? pictureRefusal({
        bytes: file.truncated ? PICTURE_MAX_BYTES + 1 : file.bytes,
        kind: sniffPicture(headOf(file.path)),
      })
    : "missing";
  if (refusal) issues.push({ path: "file", message: PICTURE_REFUSALS[refusal] });
  if (issues.length > 0 || !parsed.success)
    throw new ServiceError("invalid", issues[0]?.message ?? "Invalid picture", { issues });
  return parsed.data;
}

/** The worker's clean copy of the upload, kept in DATA_DIR/pictures; a refusal names the file. */
async function cleaned(ctx: ServiceContext, upload: Upload): Promise<CleanedPicture> {
  if (!ctx.pictureWorkshop)
    throw new ServiceError("unavailable", "Pictures cannot be processed on this server");
  try {
    return await ctx.pictureWorkshop.clean(upload.file?.path as string);
  } catch (error) {
    if (!(error instanceof PictureRefused)) throw error;
    const message = PICTURE_REFUSALS[error.reason];
    throw new ServiceError("invalid", message, { issues: [{ path: "file", message }] });
  }
}

/** Whether any producer or the gallery still names the picture. */
function stillNamed(ctx: ServiceContext, src: string): boolean {
  const rows = producerRows(ctx.store);
  return (
    rows.some((row) => row.image === src) || galleryOf(savedSections(ctx.store)).some((g) => g.src === src)
  );
}

/** After a commit: an uploaded picture that nothing names any more is deleted. */
function discardIfUnused(ctx: ServiceContext, src: string | null | undefined): void {
  if (src && uploadedPictureName(src) && !stillNamed(ctx, src)) ctx.pictureWorkshop?.discard(src);
}

/** `PUT /api/admin/studio/producers/{id}/photo`: their photo and its alt text. */
export async function setProducerPhoto(ctx: Actor, id: string, upload: Upload): Promise<StudioProducer> {
  const row = producerRow(ctx.store, id);
  if (!row) throw notFound("Producer");
  const { alt } = checkUpload(producerPhotoFieldsSchema, upload);
  const picture = await cleaned(ctx, upload);
  const at = ctx.clock().toISOString();
  ctx.store.transaction(() => {
    updateProducer(ctx.store, id, { image: picture.src, imageAlt: alt });
    const changes = settingChanges(
      `producers.${id}.photo`,
      studioProducer(row).photo,
      studioProducer(producerRow(ctx.store, id) as ProducerRow).photo,
    );
    auditChanges(ctx.store, { at, actor: ctx.actor, section: "producers", changes });
  });
  discardIfUnused(ctx, row.image);
  refresh(ctx);
  return studioProducer(producerRow(ctx.store, id) as ProducerRow);
}

/** `PATCH /api/admin/studio/producers/{id}/photo` (JSON): the photo's alt text, the picture kept. */
export function changeProducerPhoto(ctx: Actor, id: string, input: unknown): StudioProducer {
  const parsed = z.safeParse(producerPhotoFieldsSchema, input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const row = producerRow(ctx.store, id);
  if (!row) throw notFound("Producer");
  const at = ctx.clock().toISOString();
  ctx.store.transaction(() => {
    updateProducer(ctx.store, id, { imageAlt: parsed.data.alt });
    const after = studioProducer(producerRow(ctx.store, id) as ProducerRow).photo;
    const changes = settingChanges(`producers.${id}.photo`, studioProducer(row).photo, after);
    auditChanges(ctx.store, { at, actor: ctx.actor, section: "producers", changes });
  });
  refresh(ctx);
  return studioProducer(producerRow(ctx.store, id) as ProducerRow);
}

/** The gallery as saved, in the owner's order. */
function galleryOf(sections: StudioSections): StoredGalleryPicture[] {
  const images = sections.pages.images as { gallery?: StoredGalleryPicture[] } | undefined;
  return images?.gallery ?? [];
}

/** Saves the gallery whole, with its audit, in one transaction; the pages are told after. */
function saveGallery(ctx: Actor, gallery: StoredGalleryPicture[]): void {
  const sections = savedSections(ctx.store);
  const before = galleryOf(sections);
  const images = { ...(sections.pages.images as object), gallery };
  const after: StudioSections = { ...sections, pages: { ...sections.pages, images } };
  checkWhole(after, producerRows(ctx.store));
  const at = ctx.clock().toISOString();
  const byId = (list: StoredGalleryPicture[]) =>
    Object.fromEntries(list.map((g, i) => [g.id, { ...g, place: i }]));
  ctx.store.transaction(() => {
    writeSection(ctx.store, "pages", after.pages, at);
    const changes = settingChanges("gallery", byId(before), byId(gallery));
    auditChanges(ctx.store, { at, actor: ctx.actor, section: "gallery", changes });
  });
  refresh(ctx);
}

/** The gallery as saved and the place of the picture `id` in it. */
function galleryWith(ctx: ServiceContext, id: string) {
  const gallery = galleryOf(savedSections(ctx.store));
  const index = gallery.findIndex((g) => g.id === id);
  if (index < 0) throw notFound("Gallery picture");
  return { gallery, index, current: gallery[index] as StoredGalleryPicture };
}

/** `POST /api/admin/studio/gallery`: a new picture at the end of the gallery. */
export async function addGalleryPicture(ctx: Actor, upload: Upload): Promise<GalleryPicture> {
  const fields = checkUpload(galleryPictureFieldsSchema, upload);
  const picture = await cleaned(ctx, upload);
  const added = { id: randomUUID(), ...fields, ...picture };
  saveGallery(ctx, [...galleryOf(savedSections(ctx.store)), added]);
  return galleryPicture(added);
}

/** `PATCH /api/admin/studio/gallery/{id}`: its caption, alt text or place. */
export function changeGalleryPicture(ctx: Actor, id: string, input: unknown): GalleryPicture {
  const parsed = z.safeParse(galleryPicturePatchSchema, input ?? {});
  if (!parsed.success) throw fromZod(parsed.error);
  const patch: GalleryPicturePatch = parsed.data;
  const { gallery, index, current } = galleryWith(ctx, id);
  const changed = {
    ...current,
    ...(patch.caption === undefined ? {} : { caption: patch.caption }),
    ...(patch.alt === undefined ? {} : { alt: patch.alt }),
  };
  const others = gallery.filter((g) => g.id !== id);
  const place = Math.min(patch.position ?? index, others.length);
  saveGallery(ctx, others.toSpliced(place, 0, changed));
  return galleryPicture(changed);
}

/** `DELETE /api/admin/studio/gallery/{id}`: the gallery without it (never empty). */
export function removeGalleryPicture(ctx: Actor, id: string): { gallery: GalleryPicture[] } {
  const { gallery, current } = galleryWith(ctx, id);
  if (gallery.length === 1)
    throw new ServiceError("conflict", LAST_GALLERY_PICTURE_MESSAGE, {
      issues: [{ path: "gallery", message: LAST_GALLERY_PICTURE_MESSAGE }],
    });
  const rest = gallery.filter((g) => g.id !== id);
  saveGallery(ctx, rest);
  discardIfUnused(ctx, current.src);
  return { gallery: rest.map(galleryPicture) };
}
