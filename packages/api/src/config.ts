// Environment and studio profile, parsed once at start. Errors are one readable paragraph.
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import {
  calendarFeedDetailsSchema,
  DEFAULT_MESSAGE_RETENTION_MONTHS,
  DEFAULT_RETENTION_MONTHS,
  PRIVACY_SECTIONS,
  type PrivacySectionKey,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  DEFAULT_REMINDER_HOURS,
  DEFAULT_WHAT_TO_BRING,
} from "@studio/domain";
import { z } from "zod";
import { DEFAULT_LIMITS } from "./limits.js";
import type { PictureInfo } from "./pictures.js";
import { StartupError } from "./startup-error.js";

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .transform((value, ctx) => {
    if (["1", "true", "yes", "on"].includes(value)) return true;
    if (["", "0", "false", "no", "off"].includes(value)) return false;
    ctx.addIssue({ code: "custom", message: "must be true/false, 1/0, yes/no or on/off" });
    return z.NEVER;
  });

const positiveWhole = (fallback: number) =>
  z.coerce
    .number({ error: "must be a whole number above 0" })
    .int("must be a whole number above 0")
    .positive("must be a whole number above 0")
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a whole number from 0 to 65535" })
    .int("must be a whole number from 0 to 65535")
    .min(0, "must be a whole number from 0 to 65535")
    .max(65535, "must be a whole number from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" }).optional(),
  MAIL_FROM: z.string().min(3).optional(),
  STUDIO_PROFILE: z.string().min(1).default("data/studio.json"),
  // A number of hops (1 = one proxy in front), or the proxies' addresses/CIDRs: see parseTrustProxy.
  TRUST_PROXY: z.string().optional(),
  COOKIE_SECURE: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: z.string().min(1).optional(),
  PUBLIC_POST_LIMIT: positiveWhole(DEFAULT_LIMITS.publicPostsPerMinute),
  PUBLIC_BOOKINGS_PER_HOUR: positiveWhole(DEFAULT_LIMITS.publicBookingsPerHour),
  UPCOMING_BOOKINGS_PER_CUSTOMER: positiveWhole(DEFAULT_LIMITS.upcomingBookingsPerCustomer),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
});

const link = z.object({ label: z.string().min(1), handle: z.string().min(1), url: z.url() });

/**
 * A picture: a path under the profile's folder (`images/lounge.jpg`, served at /media/...), or a
 * path of the web app (`/images/...`). Width and height are its proportions, so the page keeps
 * its place before it loads.
 */
const picturePath = z
  .string()
  .min(1)
  .refine(
    (src) => src.startsWith("/") || !src.split(/[\\/]/).includes(".."),
    "must stay inside the profile's folder",
  );
const picture = z.object({
  src: picturePath,
  alt: z.string().min(1),
  width: z.number().int().positive().default(800),
  height: z.number().int().positive().default(600),
});
const galleryPicture = picture.extend({ caption: z.string().min(1) });
/** The spec's four rooms, as the shipped sample draws them (placeholder patterns). */
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

export const studioProfileSchema = z.object({
  name: z.string().min(1),
  tagline: z.string().default(""),
  bookingsEmail: z.email(),
  messagingNumber: z.string().min(1),
  address: z.object({ area: z.string().min(1), postcode: z.string().min(1) }),
  mailFrom: z.string().min(3).optional(),
  social: z.object({ shortVideo: link, photo: link }),
  notificationRecipients: z.array(z.email()).min(1),
  /** Customers may cancel online until this many hours before the start. */
  cancellationNoticeHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(DEFAULT_CANCELLATION_NOTICE_HOURS),
  /** The reminder goes this many hours before the start; 0 turns reminders off. */
  reminderHours: z
    .number()
    .int()
    .min(0)
    .max(24 * 14)
    .default(DEFAULT_REMINDER_HOURS),
  whatToBring: z.string().min(1).default(DEFAULT_WHAT_TO_BRING),
  producers: z
    .array(
      z.object({
        name: z.string().min(1),
        title: z.string().min(1),
        bio: z.string().min(1),
        image: picturePath,
        /** Describes the picture; default "Portrait of {name}". */
        imageAlt: z.string().min(1).optional(),
        link: z.url(),
        bookable: z.boolean(),
      }),
    )
    .min(1),
  /** Months after the session that a booking's personal data is erased (HMRC: six years). */
  retentionMonths: z.number().int().min(1).max(1200).default(DEFAULT_RETENTION_MONTHS),
  /** Months after it was sent that a contact message's personal data is erased. */
  messageRetentionMonths: z.number().int().min(1).max(1200).default(DEFAULT_MESSAGE_RETENTION_MONTHS),
  /** What the staff's calendar feeds tell about a customer: "first-name" (and the notes), or "full". */
  calendarFeedDetails: calendarFeedDetailsSchema.default("first-name"),
  /** The privacy notice's texts, section by section; a section left out keeps the default text. */
  privacyNotice: z
    .object(
      Object.fromEntries(PRIVACY_SECTIONS.map((s) => [s.key, z.string().min(1).optional()])) as Record<
        PrivacySectionKey,
        z.ZodOptional<z.ZodString>
      >,
    )
    .strict()
    .default({}),
  images: z
    .object({
      /** A photo behind the home page's headline; none: the built-in waveform. */
      hero: picture.optional(),
      gallery: z.array(galleryPicture).min(1).default(SAMPLE_GALLERY),
    })
    .default({ gallery: SAMPLE_GALLERY }),
});

export type StudioProfile = z.infer<typeof studioProfileSchema>;
/** What the public may see: the profile without the staff's notification recipients. */
export type PublicStudioProfile = Omit<StudioProfile, "notificationRecipients" | "mailFrom"> & {
  /** Responsive AVIF/WebP copies of the pictures, by their URL (a picture not listed: its file only). */
  pictures: Record<string, PictureInfo>;
};

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  profilePath: string;
  profile: StudioProfile;
  trustProxy: number | string;
  cookieSecure: boolean;
  logLevel: string;
  webDist: string | undefined;
  publicPostLimit: number;
  publicBookingsPerHour: number;
  upcomingBookingsPerCustomer: number;
  /** The site's public origin, without a trailing slash (PUBLIC_URL; default http://HOST:PORT). */
  publicUrl: string;
}

/** Where the data lives, for the maintenance commands that need nothing else of the config. */
export function dataDirFrom(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return path.resolve(cwd, env.DATA_DIR || "./data");
}

export class ConfigError extends StartupError {
  override name = "ConfigError";
}

// Values never echoed back: they hold passwords.
const SECRET_VARS = new Set(["ADMIN_PASSWORD", "SMTP_URL"]);

function describeIssues(issues: z.core.$ZodIssue[], values?: Record<string, unknown>): string {
  return issues
    .map((i) => {
      const name = i.path.join(".") || "(root)";
      const value = values && typeof i.path[0] === "string" ? values[i.path[0]] : undefined;
      const shown =
        typeof value === "string" && !SECRET_VARS.has(name)
          ? ` (got ${JSON.stringify(value.slice(0, 80))})`
          : "";
      return `${name}: ${i.message}${shown}`;
    })
    .join("; ");
}

/**
 * Which proxies in front of the server are believed about the client's address (X-Forwarded-For)
 * and scheme. Never "every hop": a client could then name any address it likes.
 *   - unset, 0, false, no, off: none (the socket's address is the client);
 *   - a whole number N (1, true, yes, on mean 1): N proxies in front; the client is the Nth
 *     X-Forwarded-For entry from the right (with one proxy, the rightmost);
 *   - a comma-separated list of addresses or CIDRs (e.g. `127.0.0.1,10.0.0.0/8`; also `loopback`,
 *     `linklocal`, `uniquelocal`): those proxies.
 */
export function parseTrustProxy(raw: string | undefined): number | string {
  const value = (raw ?? "").trim().toLowerCase();
  if (["", "0", "false", "no", "off"].includes(value)) return 0;
  if (["true", "yes", "on"].includes(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(",").map((entry) => entry.trim());
  const bad = entries.find((entry) => !isAddressOrCidr(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      `TRUST_PROXY: "${bad.slice(0, 80)}" is neither a number of proxy hops nor an IP address or CIDR ` +
        "(e.g. TRUST_PROXY=1 behind one proxy, or TRUST_PROXY=127.0.0.1,10.0.0.0/8).",
    );
  }
  return entries.join(",");
}

function isAddressOrCidr(entry: string): boolean {
  if (["loopback", "linklocal", "uniquelocal"].includes(entry)) return true; // proxy-addr's names
  const [address, bits, ...rest] = entry.split("/");
  const version = isIP(address ?? "");
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

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

/** Reads the environment (relative paths resolve against `cwd`) and the studio profile. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  // Empty strings count as unset, as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      `Invalid environment: ${describeIssues(parsed.error.issues, present)}. ` +
        "See the README's configuration table for PORT, HOST, DATA_DIR, ADMIN_PASSWORD, SMTP_URL, MAIL_FROM, " +
        "STUDIO_PROFILE, TRUST_PROXY, COOKIE_SECURE, LOG_LEVEL, WEB_DIST, PUBLIC_POST_LIMIT, " +
        "PUBLIC_BOOKINGS_PER_HOUR, UPCOMING_BOOKINGS_PER_CUSTOMER and PUBLIC_URL.",
    );
  }
  const e = parsed.data;
  const profilePath = path.resolve(cwd, e.STUDIO_PROFILE);
  const profile = loadProfile(profilePath);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? profile.mailFrom ?? `${profile.name} <${profile.bookingsEmail}>`,
    profilePath,
    profile,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    cookieSecure: e.COOKIE_SECURE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ? path.resolve(cwd, e.WEB_DIST) : undefined,
    publicPostLimit: e.PUBLIC_POST_LIMIT,
    publicBookingsPerHour: e.PUBLIC_BOOKINGS_PER_HOUR,
    upcomingBookingsPerCustomer: e.UPCOMING_BOOKINGS_PER_CUSTOMER,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ""),
  };
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
    producers: rest.producers.map((p) => ({ ...p, image: pictureUrl(p.image) })),
    images: {
      ...(hero ? { hero: { ...hero, src: pictureUrl(hero.src) } } : {}),
      gallery: gallery.map((g) => ({ ...g, src: pictureUrl(g.src) })),
    },
    pictures,
  };
}
