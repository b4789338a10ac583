// The in-memory studio profile, sourced from the database: the file seeds a new database once;
// from then on the database holds the settings and every save refreshes the one profile object
// the rest of the code reads (ctx.profile).
import { randomUUID } from "node:crypto";
import { type Pronoun, priceRuleFor } from "@studio/domain";
import { checkProfile, type StudioProfile } from "../config/profile.js";
import { StartupError } from "../config/startup-error.js";
import type { ProducerRow } from "../store/producers.js";
import { producerRows, readSections, retireOthers, upsertProducer, writeSection } from "../store/studio.js";
import type { Store } from "../store/store.js";

/** The details section: who the studio is and where mail goes. */
const DETAILS_KEYS = [
  "name",
  "tagline",
  "bookingsEmail",
  "messagingNumber",
  "address",
  "mailFrom",
  "social",
  "notificationRecipients",
] as const;
/** Texts and pictures of the pages, kept as the file had them. */
const PAGES_KEYS = ["whatToBring", "lateArrival", "calendarFeedDetails", "privacyNotice", "images"] as const;
const OWN_KEYS = new Set<string>([...DETAILS_KEYS, ...PAGES_KEYS, "producers", "prices", "equipment"]);

/** The picture a producer added in the dashboard shows until they have a photo. */
export const PLACEHOLDER_PORTRAIT = "/images/producers/placeholder.svg";

export interface StudioSections {
  details: Record<string, unknown>;
  prices: Record<string, number>;
  /** Every other key of the profile: the notices, moves, holds, reminders, retention, deposits. */
  policies: Record<string, unknown>;
  equipment: unknown;
  pages: Record<string, unknown>;
}

const pick = (profile: Record<string, unknown>, keep: (key: string) => boolean) =>
  Object.fromEntries(Object.entries(profile).filter(([key, value]) => keep(key) && value !== undefined));

function splitProfile(profile: StudioProfile): StudioSections {
  const all = profile as unknown as Record<string, unknown>;
  return {
    details: pick(all, (key) => (DETAILS_KEYS as readonly string[]).includes(key)),
    prices: { ...profile.prices },
    policies: pick(all, (key) => !OWN_KEYS.has(key)),
    equipment: profile.equipment ?? null,
    pages: pick(all, (key) => (PAGES_KEYS as readonly string[]).includes(key)),
  };
}

/** A producer's row as the profile's producer (the database's fields, their id). */
function profileProducer(row: ProducerRow): StudioProfile["producers"][number] {
  return {
    id: row.id,
    name: row.name,
    title: row.title ?? row.name,
    bio: row.bio ?? row.name,
    image: row.image ?? PLACEHOLDER_PORTRAIT,
    ...(row.imageAlt ? { imageAlt: row.imageAlt } : {}),
    ...(row.link ? { link: row.link } : {}),
    bookable: row.bookable === 1,
    ...(row.pronoun ? { pronoun: row.pronoun as Pronoun } : {}),
    prices: JSON.parse(row.prices) as Record<string, number>,
  };
}

/** The profile the sections and the producers make, checked as a file's would be. */
export function joinProfile(sections: StudioSections, rows: readonly ProducerRow[]) {
  return checkProfile({
    ...sections.details,
    ...sections.pages,
    ...sections.policies,
    prices: sections.prices,
    // None saved yet (an install older than the settings): the schema's default, the spec's list.
    ...(sections.equipment ? { equipment: sections.equipment } : {}),
    producers: rows.filter((row) => row.active === 1).map(profileProducer),
  });
}

/** The sections as saved. */
export function savedSections(store: Store): StudioSections {
  const saved = readSections(store);
  return {
    details: (saved.details ?? {}) as Record<string, unknown>,
    prices: (saved.prices ?? {}) as Record<string, number>,
    policies: (saved.policies ?? {}) as Record<string, unknown>,
    equipment: saved.equipment ?? null,
    pages: (saved.pages ?? {}) as Record<string, unknown>,
  };
}

/** The profile as the database holds it now. */
export function readStudioProfile(store: Store): StudioProfile {
  const parsed = joinProfile(savedSections(store), producerRows(store));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StartupError(
      `The studio's settings in the database are invalid (${issue?.path.join(".")}: ${issue?.message}).`,
    );
  }
  return parsed.data;
}

/** The first start of a database (or an install older than the settings): the file's profile, policies included. */
function seed(store: Store, profile: StudioProfile, at: string): void {
  store.transaction(() => {
    for (const [section, value] of Object.entries(splitProfile(profile)))
      writeSection(store, section, value, at);
    const ids = profile.producers.map((producer, position) =>
      upsertProducer(
        store,
        {
          name: producer.name,
          title: producer.title,
          bio: producer.bio,
          link: producer.link ?? null,
          bookable: producer.bookable,
          image: producer.image,
          imageAlt: producer.imageAlt ?? null,
          pronoun: producer.pronoun ?? null,
          prices: { ...producer.prices },
        },
        position,
      ),
    );
    retireOthers(store, ids);
  });
}

/**
 * Every gallery picture with an id (the Studio tab edits them by it): the file's, on the first
 * start, or an install's from before the gallery could be edited. Their pictures stay as they are.
 */
function giveGalleryIds(store: Store, at: string): void {
  const pages = savedSections(store).pages;
  const images = (pages.images ?? readStudioProfile(store).images) as { gallery: { id?: string }[] };
  if (images.gallery.every((picture) => picture.id)) return;
  const gallery = images.gallery.map((picture) => ({ ...picture, id: picture.id ?? randomUUID() }));
  writeSection(store, "pages", { ...pages, images: { ...images, gallery } }, at);
}

/** Makes `target` the same profile as `source`, in place: everything holding it sees the change. */
export function replaceProfile(target: StudioProfile, source: StudioProfile): void {
  const held = target as unknown as Record<string, unknown>;
  for (const key of Object.keys(held)) if (!(key in source)) delete held[key];
  Object.assign(target, source);
}

/** JSON with sorted keys, without empty prices: the same settings read the same from file or database. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, held: unknown) => {
    if (typeof held !== "object" || held === null || Array.isArray(held)) return held;
    const entries = Object.entries(held).sort(([a], [b]) => a.localeCompare(b));
    return Object.fromEntries(entries);
  });
}
const withoutIds = (profile: StudioProfile) => canonical(profileFile(profile));

/**
 * At start: seeds a new database from the file once, then makes `profile` (the file's, held by
 * everything) the database's. Returns the start log's line when the file says something else.
 */
export function openStudioSettings(store: Store, profile: StudioProfile, now: Date): string | undefined {
  const seeded = Object.keys(readSections(store)).length > 0;
  if (!seeded) seed(store, profile, now.toISOString());
  giveGalleryIds(store, now.toISOString());
  const held = readStudioProfile(store);
  const differs = seeded && withoutIds(profile) !== withoutIds(held);
  replaceProfile(profile, held);
  return differs
    ? "Studio settings: the database holds them (the dashboard's Studio tab); STUDIO_PROFILE differs and was not applied."
    : undefined;
}

/** The current price rule for a session with this producer: their own prices, else the rate card's. */
export function priceRuleOf(profile: StudioProfile, name: string | null | undefined) {
  return priceRuleFor(
    profile.prices,
    profile.producers.find((producer) => producer.name === name),
  );
}

/** The From of the studio's mail as the settings stand: the owner's sender, else name and bookings e-mail. */
export function mailSenderOf(profile: StudioProfile): string {
  return profile.mailFrom ?? `${profile.name} <${profile.bookingsEmail}>`;
}

/** The settings in the profile file's shape (the Studio tab's download; `studio-import` reads it). */
export function profileFile(profile: StudioProfile): StudioProfile {
  return {
    ...profile,
    producers: profile.producers.map(({ id: _id, prices, ...rest }) => ({
      ...rest,
      ...(prices && Object.keys(prices).length > 0 ? { prices } : {}),
    })),
    images: { ...profile.images, gallery: profile.images.gallery.map(({ id: _id, ...rest }) => rest) },
  };
}
