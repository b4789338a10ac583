/**
 * The studio's own settings as the owner edits them: the rate card, a
 * producer's own prices, the policies with their bounds, the details and the producers. The server
 * checks every save with these schemas; the browser checks the same ones before sending.
 */
import { PRONOUNS } from "./pronouns.js";
import * as z from "zod/mini";
import { DURATIONS, type Duration } from "./money.js";
import { DEFAULT_MAX_MOVES_PER_BOOKING } from "./moves.js";
import { DEFAULT_HOLD_HOURS } from "./holds.js";
import { DEFAULT_MESSAGE_RETENTION_MONTHS, DEFAULT_RETENTION_MONTHS } from "./privacy.js";
import { DEFAULT_CANCELLATION_NOTICE_HOURS, DEFAULT_REMINDER_HOURS } from "./self-service.js";
import { lineText, paragraphText, requiredText } from "./text.js";

/** A price in pence: whole, not negative, at most £10,000. */
const pence = z.number().check(z.int(), z.minimum(0), z.maximum(1_000_000));
const durationKeys = DURATIONS.map(String) as `${Duration}`[];

/** `{ "2": 7000, ... }`: one price for every allowed length, no other key. */
export const rateCardSchema = z.strictObject(
  Object.fromEntries(durationKeys.map((key) => [key, pence])) as Record<`${Duration}`, typeof pence>,
);
/** A producer's own prices: any of the allowed lengths, no other key. */
export const producerPricesSchema = z.strictObject(
  Object.fromEntries(durationKeys.map((key) => [key, z.optional(pence)])) as Record<
    `${Duration}`,
    z.ZodMiniOptional<typeof pence>
  >,
);

const hours = (max: number) => z.number().check(z.int(), z.minimum(0), z.maximum(max));
const months = z.number().check(z.int(), z.minimum(1), z.maximum(1200));

/** The policies, by the profile file's names, each within the domain's bounds. */
const studioPolicyFields = {
  /** Customers may cancel online until this many hours before the start. */
  cancellationNoticeHours: hours(24 * 14),
  /** Customers may move online until this many hours before; unset (null in a save): the cancellation notice. */
  moveNoticeHours: z.optional(z.nullable(hours(24 * 14))),
  /** Moves per booking online; 0 turns moves off. */
  maxMovesPerBooking: z.number().check(z.int(), z.minimum(0), z.maximum(10)),
  /** How long a staff hold keeps its night. */
  holdHours: z.number().check(z.int(), z.minimum(1), z.maximum(24 * 28)),
  /** The reminder goes this many hours before; 0 turns reminders off. */
  reminderHours: hours(24 * 14),
  /** No-shows in 12 months that stop online booking; 0 turns the policy off. */
  noShowLimit: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  /** Months after the session that a booking's personal data is erased. */
  retentionMonths: months,
  /** Months after it was sent that a contact message's personal data is erased. */
  messageRetentionMonths: months,
};
/** A policies section as saved (other policies, such as the deposit's, are checked by their own schema). */
export const studioPoliciesPatchSchema = z.partial(z.looseObject(studioPolicyFields));

/** The policies of a new studio. */
export const DEFAULT_STUDIO_POLICIES = {
  cancellationNoticeHours: DEFAULT_CANCELLATION_NOTICE_HOURS,
  maxMovesPerBooking: DEFAULT_MAX_MOVES_PER_BOOKING,
  holdHours: DEFAULT_HOLD_HOURS,
  reminderHours: DEFAULT_REMINDER_HOURS,
  noShowLimit: 0,
  retentionMonths: DEFAULT_RETENTION_MONTHS,
  messageRetentionMonths: DEFAULT_MESSAGE_RETENTION_MONTHS,
} as const;

const shortText = requiredText("Required", 120);

/** A new producer as the owner adds them. */
export const newProducerSchema = z.strictObject({
  name: requiredText("Name is required", 60).check(
    z.refine((name) => !/[/\\?#%]/.test(name), "Name must not hold / \\ ? # or %"),
  ),
  title: requiredText("Title is required", 120),
  bio: paragraphText(2000).check(z.minLength(1, "Bio is required")),
  link: z.optional(z.url()),
  bookable: z.boolean(),
  /** How texts refer to them ("Dre's calendar shows him busy"); none: "them". */
  pronoun: z.optional(z.enum(PRONOUNS)),
});
export type NewProducer = z.infer<typeof newProducerSchema>;

/** A change to a producer: any field, retired or brought back, their own prices (replaced whole),
 * their place in the list (0 first; the public pages, the booking form and GET /api/engineers
 * show them in that order). */
export const producerPatchSchema = z.strictObject({
  ...z.partial(newProducerSchema).shape,
  /** null: no social link any more. */
  link: z.optional(z.nullable(z.url())),
  retired: z.optional(z.boolean()),
  prices: z.optional(producerPricesSchema),
  position: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(1000))),
});
export type ProducerPatch = z.infer<typeof producerPatchSchema>;

/** Two producers may not share a name in any case: it is their public page's address. */
export const sameProducerName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** 'bookings@studio.example' or 'Leyton Sound <bookings@studio.example>': the From of the studio's mail. */
const MAIL_SENDER = /^(?:[^<>@\r\n]+ <[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;

/** The studio's details as the owner edits them (the spec's fixed texts are not among them). */
export const studioDetailsPatchSchema = z.partial(
  z.strictObject({
    name: shortText,
    tagline: lineText(200),
    bookingsEmail: z.email(),
    messagingNumber: shortText,
    address: z.strictObject({ area: shortText, postcode: shortText }),
    // null: none of its own (the studio's name and bookings e-mail).
    mailFrom: z.optional(
      z.nullable(
        lineText(200).check(
          z.refine(
            (from) => MAIL_SENDER.test(from.trim()),
            "Enter an e-mail address, or a name and <address>",
          ),
        ),
      ),
    ),
    social: z.strictObject({
      shortVideo: z.strictObject({ label: shortText, handle: shortText, url: z.url() }),
      photo: z.strictObject({ label: shortText, handle: shortText, url: z.url() }),
    }),
    notificationRecipients: z.array(z.email()).check(z.minLength(1), z.maxLength(20)),
  }),
);

/** Equipment: named groups of items, each with its name and description (the spec's list is the default). */
export const equipmentSchema = z
  .array(
    z.strictObject({
      group: requiredText("Group name is required", 80),
      items: z
        .array(
          z.strictObject({
            name: requiredText("Item name is required", 80),
            description: paragraphText(600).check(z.minLength(1, "Description is required")),
          }),
        )
        .check(z.minLength(1, "A group needs at least one item"), z.maxLength(100)),
    }),
  )
  .check(z.minLength(1, "List at least one group"), z.maxLength(30));

/** The sections one `PATCH /api/admin/studio` may carry. */
export const studioPatchSchema = z.strictObject({
  details: z.optional(studioDetailsPatchSchema),
  prices: z.optional(rateCardSchema),
  policies: z.optional(studioPoliciesPatchSchema),
  equipment: z.optional(equipmentSchema),
});

/** One field's change in a save's audit entry. */
export interface SettingChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** Settings that change as one: the deposit is a percent or an amount, never half of each. */
const WHOLE_SETTINGS = new Set(["policies.deposit"]);

/** The fields a save changed, by their dotted path (`policies.holdHours`, `prices.4`). */
export function settingChanges(section: string, before: unknown, after: unknown): SettingChange[] {
  if (isRecord(before) && isRecord(after) && !WHOLE_SETTINGS.has(section)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => settingChanges(`${section}.${key}`, before[key], after[key]));
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [{ field: section, before, after }];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
