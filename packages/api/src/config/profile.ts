// The studio profile (STUDIO_PROFILE): its schema, reading it, and the part the public may see.
import { readFileSync } from "node:fs";
import {
  calendarFeedDetailsSchema,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_HOLD_HOURS,
  DEFAULT_MAX_MOVES_PER_BOOKING,
  DEFAULT_MESSAGE_RETENTION_MONTHS,
  DEFAULT_REMINDER_HOURS,
  DEFAULT_RETENTION_MONTHS,
  DEFAULT_EQUIPMENT,
  DEFAULT_RATE_CARD,
  DEFAULT_WHAT_TO_BRING,
  depositPolicyFields,
  type EquipmentGroup,
  equipmentSchema,
  PRIVACY_SECTIONS,
  type PrivacySectionKey,
  producerPricesSchema,
  rateCardSchema,
  PRONOUNS,
} from "@studio/domain";
import * as z from "zod/mini";
import { ConfigError, describeIssues } from "./errors.js";

const link = z.object({
  label: z.string().check(z.minLength(1)),
  handle: z.string().check(z.minLength(1)),
  url: z.url(),
});

/**
 * A picture: a path under the profile's folder (`images/lounge.jpg`, served at /media/...), or a
 * path of the web app (`/images/...`). Width and height are its proportions, so the page keeps
 * its place before it loads.
 */
const picturePath = z.string().check(
  z.minLength(1),
  z.refine(
    (src) => src.startsWith("/") || !src.split(/[\\/]/).includes(".."),
    "must stay inside the profile's folder",
  ),
);
const picture = z.object({
  src: picturePath,
  alt: z.string().check(z.minLength(1)),
  width: z._default(z.number().check(z.int(), z.positive()), 800),
  height: z._default(z.number().check(z.int(), z.positive()), 600),
});
const galleryPicture = z.extend(picture, {
  caption: z.string().check(z.minLength(1)),
  /** Its id once the database holds the gallery (the file's pictures have none). */
  id: z.optional(z.string()),
});
/** The gallery's four rooms, as the shipped sample draws them (placeholder patterns). */
const SAMPLE_GALLERY = [
  ["Recording Booth", "recording-booth"],
  ["Games Room", "games-room"],
  ["Lounge", "lounge"],
  ["Control Room", "control-room"],
].map(([caption, file]) => ({
  src: `/images/gallery/${file}.svg`,
  caption: caption as string,
  alt: `The studio's ${(caption as string).toLowerCase()} (placeholder pattern)`,
  width: 800,
  height: 600,
}));

/** A picture the profile names, as the pages show it. */
export interface PictureInfo {
  /** Its real size, for the `<img>`'s width and height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` values, one per format. */
  avif: string;
  webp: string;
}

const studioProfileSchema = z.object({
  name: z.string().check(z.minLength(1)),
  tagline: z._default(z.string(), ""),
  bookingsEmail: z.email(),
  messagingNumber: z.string().check(z.minLength(1)),
  address: z.object({ area: z.string().check(z.minLength(1)), postcode: z.string().check(z.minLength(1)) }),
  mailFrom: z.optional(z.string().check(z.minLength(3))),
  social: z.object({ shortVideo: link, photo: link }),
  notificationRecipients: z.array(z.email()).check(z.minLength(1)),
  /** Customers may cancel online until this many hours before the start. */
  cancellationNoticeHours: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(24 * 14)),
    DEFAULT_CANCELLATION_NOTICE_HOURS,
  ),
  /** No-shows in the last 12 months that stop a customer booking online; 0 turns the policy off. */
  noShowLimit: z._default(z.number().check(z.int(), z.minimum(0), z.maximum(100)), 0),
  /** The reminder goes this many hours before the start; 0 turns reminders off. */
  reminderHours: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(24 * 14)),
    DEFAULT_REMINDER_HOURS,
  ),
  /** Customers may move their session online until this many hours before it; default the cancellation notice. */
  moveNoticeHours: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(24 * 14))),
  /** How many times a customer may move one booking online; 0 turns moves off. */
  maxMovesPerBooking: z._default(
    z.number().check(z.int(), z.minimum(0), z.maximum(10)),
    DEFAULT_MAX_MOVES_PER_BOOKING,
  ),
  /** How long a staff hold keeps its night before it lapses, unless staff set another expiry. */
  holdHours: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(24 * 28)), DEFAULT_HOLD_HOURS),
  /** Deposits and cancellation terms: `deposit: null`, the default, is none. */
  ...depositPolicyFields,
  whatToBring: z._default(z.string().check(z.minLength(1)), DEFAULT_WHAT_TO_BRING),
  /** How a customer arriving at night gets in ({messagingNumber} is filled in); default: text on arrival. */
  lateArrival: z.optional(z.string().check(z.minLength(1))),
  producers: z
    .array(
      z.object({
        /** The producer's stable id, once the database holds them (the file's producers have none). */
        id: z.optional(z.string()),
        name: z.string().check(z.minLength(1)),
        title: z.string().check(z.minLength(1)),
        bio: z.string().check(z.minLength(1)),
        image: picturePath,
        /** Describes the picture; default "Portrait of {name}". */
        imageAlt: z.optional(z.string().check(z.minLength(1))),
        link: z.optional(z.url()),
        bookable: z.boolean(),
        /** How texts refer to them after their name ("he", "she", "they"); default: "them". */
        pronoun: z.optional(z.enum(PRONOUNS)),
        /** Their own prices in pence by hours, for some or all lengths; the rest are the rate card's. */
        prices: z.optional(producerPricesSchema),
      }),
    )
    .check(z.minLength(1)),
  /** The rate card: a session's price in pence by its length in hours (default: the spec's table). */
  prices: z._default(rateCardSchema, { ...DEFAULT_RATE_CARD }),
  /** Equipment groups and items (default: the spec's list). */
  equipment: z._default(equipmentSchema, () => structuredClone(DEFAULT_EQUIPMENT) as EquipmentGroup[]),
  /** Months after the session that a booking's personal data is erased (HMRC: six years). */
  retentionMonths: z._default(
    z.number().check(z.int(), z.minimum(1), z.maximum(1200)),
    DEFAULT_RETENTION_MONTHS,
  ),
  /** Months after it was sent that a contact message's personal data is erased. */
  messageRetentionMonths: z._default(
    z.number().check(z.int(), z.minimum(1), z.maximum(1200)),
    DEFAULT_MESSAGE_RETENTION_MONTHS,
  ),
  /** What the staff's calendar feeds tell about a customer: "first-name" (and the notes), or "full". */
  calendarFeedDetails: z._default(calendarFeedDetailsSchema, "first-name"),
  /** The privacy notice's texts, section by section; a section left out keeps the default text. */
  privacyNotice: z._default(
    z.strictObject(
      Object.fromEntries(
        PRIVACY_SECTIONS.map((s) => [s.key, z.optional(z.string().check(z.minLength(1)))]),
      ) as Record<PrivacySectionKey, z.ZodMiniOptional<z.ZodMiniString>>,
    ),
    {},
  ),
  images: z._default(
    z.object({
      /** A photo behind the home page's headline; none: the built-in waveform. */
      hero: z.optional(picture),
      gallery: z._default(z.array(galleryPicture).check(z.minLength(1)), SAMPLE_GALLERY),
    }),
    { gallery: SAMPLE_GALLERY },
  ),
});

export type StudioProfile = z.infer<typeof studioProfileSchema>;
/** What the public may see: the profile without the staff's notification recipients. */
export type PublicStudioProfile = Omit<StudioProfile, "notificationRecipients" | "mailFrom" | "producers"> & {
  /** Each producer with `photo`, their picture's URL (as `image`). */
  producers: (StudioProfile["producers"][number] & { photo: string })[];
  /** Responsive AVIF/WebP copies of the pictures, by their URL (a picture not listed: its file only). */
  pictures: Record<string, PictureInfo>;
};

/** A profile put together from the database's settings, checked as a file's would be. */
export const checkProfile = (json: unknown) => studioProfileSchema.safeParse(json);

export function loadProfile(profilePath: string): StudioProfile {
  let text: string;
  try {
    text = readFileSync(profilePath, "utf8");
  } catch (error) {
    throw new ConfigError(
      `Cannot read the studio profile at ${profilePath} (${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
        "Set STUDIO_PROFILE to the path of a JSON file like the sample data/studio.json, or run from the repository root.",
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(
      `The studio profile at ${profilePath} is not valid JSON: ${(error as Error).message}.`,
    );
  }
  const parsed = studioProfileSchema.safeParse(json);
  if (!parsed.success) {
    throw new ConfigError(
      `The studio profile at ${profilePath} is invalid: ${describeIssues(parsed.error.issues)}. ` +
        "Compare it with the sample data/studio.json.",
    );
  }
  return parsed.data;
}

/** Where the browser fetches a profile picture: a path under the profile's folder is under /media. */
export function pictureUrl(src: string): string {
  return src.startsWith("/")
    ? src
    : `/media/${src
        .split(/[\\/]+/)
        .map(encodeURIComponent)
        .join("/")}`;
}

/** The profile's pictures that live in its folder (served at /media), as paths under it. */
export function profilePictureFiles(profile: StudioProfile): string[] {
  const all = [
    ...profile.producers.map((p) => p.image),
    ...(profile.images.hero ? [profile.images.hero.src] : []),
    ...profile.images.gallery.map((g) => g.src),
  ];
  return [...new Set(all.filter((src) => !src.startsWith("/")))];
}

/** The public profile, with the pictures' responsive copies (by URL) when they are known. */
export function publicProfile(
  profile: StudioProfile,
  pictures: Record<string, PictureInfo> = {},
): PublicStudioProfile {
  const { notificationRecipients: _recipients, mailFrom: _from, ...rest } = profile;
  const { hero, gallery } = rest.images;
  return {
    ...rest,
    producers: rest.producers.map((p) => ({ ...p, image: pictureUrl(p.image), photo: pictureUrl(p.image) })),
    images: {
      ...(hero ? { hero: { ...hero, src: pictureUrl(hero.src) } } : {}),
      gallery: gallery.map((g) => ({ ...g, src: pictureUrl(g.src) })),
    },
    pictures,
  };
}
