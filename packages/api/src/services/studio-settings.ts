// The owner's Studio tab: the whole document, a save of its sections, producers added, changed,
// retired and brought back. Each save is one transaction with its audit; the in-memory profile is
// refreshed after it commits, then the pages are told (ctx.studioChanged).
import {
  type NewProducer,
  portraitAlt,
  newProducerSchema,
  type ProducerPatch,
  producerPatchSchema,
  settingChanges,
  studioPatchSchema,
  type Pronoun,
} from "@studio/domain";
import * as z from "zod/mini";
import { pictureUrl } from "../config/index.js";
import { fromZod, notFound } from "../errors.js";
import type { ProducerRow } from "../store/producers.js";
import {
  auditChanges,
  moveProducer,
  nextProducerPosition,
  producerRow,
  producerRows,
  renameProducerEverywhere,
  updateProducer,
  upsertProducer,
  writeSection,
} from "../store/studio.js";
import type { ServiceContext } from "./context.js";
import { refuseRetiring, refuseTakenName } from "./studio-producer-checks.js";
import {
  joinProfile,
  PLACEHOLDER_PORTRAIT,
  readStudioProfile,
  replaceProfile,
  type StudioSections,
  savedSections,
} from "./studio-profile.js";

/** A producer as the Studio tab edits them; `prices` holds only their own. */
export function studioProducer(row: ProducerRow) {
  return {
    id: row.id,
    name: row.name,
    title: row.title ?? row.name,
    bio: row.bio ?? "",
    link: row.link,
    bookable: row.bookable === 1,
    pronoun: (row.pronoun ?? "they") as Pronoun,
    retired: row.active !== 1,
    photo: {
      src: pictureUrl(row.image ?? PLACEHOLDER_PORTRAIT),
      alt: portraitAlt(row),
    },
    prices: JSON.parse(row.prices) as Record<string, number>,
    position: row.position,
  };
}
export type StudioProducer = ReturnType<typeof studioProducer>;

/** A gallery picture as the Studio tab reads it: `src` is its URL. */
export const galleryPicture = (picture: { id?: string; caption: string; alt: string; src: string }) => ({
  id: picture.id ?? "",
  caption: picture.caption,
  alt: picture.alt,
  src: pictureUrl(picture.src),
});
export type GalleryPicture = ReturnType<typeof galleryPicture>;

/** `GET /api/admin/studio`: every section, every producer (retired ones too). */
export function studioDocument(ctx: ServiceContext) {
  const sections = savedSections(ctx.store);
  return {
    details: sections.details,
    producers: producerRows(ctx.store).map(studioProducer),
    prices: ctx.profile.prices,
    policies: sections.policies,
    equipment: ctx.profile.equipment,
    gallery: ctx.profile.images.gallery.map(galleryPicture),
  };
}

const parseInput = <T>(schema: z.core.$ZodType<T>, value: unknown): T => {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw fromZod(result.error);
  return result.data;
};

/** The sections and producers as they would be, checked whole; a failure names the section's field. */
export function checkWhole(sections: StudioSections, rows: readonly ProducerRow[]): void {
  const parsed = joinProfile(sections, rows);
  if (parsed.success) return;
  const SECTION_OF: Record<string, keyof StudioSections | "producers"> = {
    producers: "producers",
    prices: "prices",
    equipment: "equipment",
  };
  throw fromZod({
    ...parsed.error,
    issues: parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const section = SECTION_OF[key] ?? (key in sections.details ? "details" : "policies");
      return { ...issue, path: section === key ? issue.path : [section, ...issue.path] };
    }),
  } as z.core.$ZodError);
}

/** After a commit: the one profile object takes the database's settings, then the pages are told. */
export function refresh(ctx: ServiceContext): void {
  replaceProfile(ctx.profile, readStudioProfile(ctx.store));
  ctx.studioChanged?.();
}

/** The section without the settings saved as null (unset). */
const withoutNulls = <T extends object>(section: T): T =>
  Object.fromEntries(Object.entries(section).filter(([, value]) => value !== null)) as T;

/** `PATCH /api/admin/studio`: any of details, prices, policies, equipment; the whole document back. */
export function updateStudio(ctx: ServiceContext & { actor: string }, input: unknown) {
  const patch = parseInput(studioPatchSchema, input);
  const saved = savedSections(ctx.store);
  // An install older than the equipment section shows the spec's list: what a change starts from.
  const before = { ...saved, equipment: saved.equipment ?? ctx.profile.equipment };
  const after: StudioSections = {
    ...before,
    // A mail sender saved as null is unset (the studio's name and bookings e-mail send).
    details: withoutNulls({ ...before.details, ...patch.details }),
    prices: patch.prices ?? before.prices,
    // A policy saved as null is unset (the move notice then follows the cancellation notice).
    policies: withoutNulls({ ...before.policies, ...patch.policies }),
    equipment: patch.equipment ?? before.equipment,
  };
  checkWhole(after, producerRows(ctx.store));
  const at = ctx.clock().toISOString();
  ctx.store.transaction(() => {
    for (const section of ["details", "prices", "policies", "equipment"] as const) {
      if (patch[section] === undefined) continue;
      const changes = settingChanges(section, before[section], after[section]);
      if (changes.length === 0) continue;
      writeSection(ctx.store, section, after[section], at);
      auditChanges(ctx.store, { at, actor: ctx.actor, section, changes });
    }
  });
  refresh(ctx);
  return studioDocument(ctx);
}

/** `POST /api/admin/studio/producers`: a new producer, bookable at once if so. */
export function addProducer(ctx: ServiceContext & { actor: string }, input: unknown): StudioProducer {
  const fresh: NewProducer = parseInput(newProducerSchema, input);
  refuseTakenName(ctx, fresh.name);
  const at = ctx.clock().toISOString();
  const id = ctx.store.transaction(() => {
    const made = upsertProducer(
      ctx.store,
      {
        ...fresh,
        link: fresh.link ?? null,
        pronoun: fresh.pronoun ?? null,
        image: null,
        imageAlt: null,
        prices: {},
      },
      nextProducerPosition(ctx.store),
    );
    const changes = settingChanges(`producers.${made}`, undefined, fresh);
    auditChanges(ctx.store, { at, actor: ctx.actor, section: "producers", changes });
    return made;
  });
  refresh(ctx);
  return studioProducer(producerRow(ctx.store, id) as ProducerRow);
}

/** `PATCH /api/admin/studio/producers/{id}`: any field, retired or back, their own prices (or a
 * put-back from the history, `restoreOf` naming the save it undoes). */
export function changeProducer(
  ctx: ServiceContext & { actor: string },
  id: string,
  input: unknown,
  restoreOf?: number,
): StudioProducer {
  const patch: ProducerPatch = parseInput(producerPatchSchema, input);
  const row = producerRow(ctx.store, id);
  if (!row) throw notFound("Producer");
  if (patch.name !== undefined) refuseTakenName(ctx, patch.name, id);
  if (patch.retired === true && row.active === 1) refuseRetiring(ctx, row);
  const { retired, link, prices, position, ...fields } = patch;
  const change = {
    ...fields,
    ...(link === undefined ? {} : { link }),
    ...(prices === undefined ? {} : { prices: prices as Record<string, number> }),
    ...(retired === undefined ? {} : { active: retired ? 0 : 1 }),
  };
  const next = {
    ...row,
    ...change,
    bookable: patch.bookable === undefined ? row.bookable : patch.bookable ? 1 : 0,
    prices: prices === undefined ? row.prices : JSON.stringify(prices),
  };
  checkWhole(
    savedSections(ctx.store),
    producerRows(ctx.store).map((other) => (other.id === id ? next : other)),
  );
  const at = ctx.clock().toISOString();
  ctx.store.transaction(() => {
    updateProducer(ctx.store, id, change);
    if (position !== undefined) moveProducer(ctx.store, id, position);
    if (patch.name !== undefined && patch.name !== row.name)
      renameProducerEverywhere(ctx.store, row.name, patch.name);
    const changes = settingChanges(
      `producers.${id}`,
      studioProducer(row),
      studioProducer(producerRow(ctx.store, id) as ProducerRow),
    );
    auditChanges(ctx.store, {
      at,
      actor: ctx.actor,
      section: "producers",
      changes,
      ...(restoreOf ? { restoreOf } : {}),
    });
  });
  refresh(ctx);
  return studioProducer(producerRow(ctx.store, id) as ProducerRow);
}
