/**
 * The studio's people: who may be added, with which role, and the rules of their enrolment link.
 * Shared by the Staff tab's form and both doors.
 */
import * as z from "zod/mini";
import { ROLES } from "./permissions.js";
import { emailSchema } from "./schemas.js";
import { lineText, requiredText } from "./text.js";

/** The enrolment link: the dashboard's page, with the token in the fragment. */
export const ENROLMENT_PATH = "/admin#enrol=";

/** An enrolment link is single-use and opens for this long after it was sent. */
export const ENROLMENT_HOURS = 24;

const PRODUCER_REQUIRED = "Choose the producer this person is";
const ROLE_MESSAGE = "Role must be owner, staff or producer";

const roleFields = {
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
  producer: z.optional(lineText(80)),
};

/** A producer is linked to one of the studio's producers; the other roles to none. */
const producerWhenNeeded = (
  value: { role: string; producer?: string | undefined },
  ctx: z.core.$RefinementCtx,
) => {
  if (value.role === "producer" && !value.producer)
    ctx.addIssue({ code: "custom", path: ["producer"], message: PRODUCER_REQUIRED });
};

export const staffInputSchema = z
  .object({ name: requiredText("Name is required", 80), email: emailSchema, ...roleFields })
  .check(z.superRefine(producerWhenNeeded));
export type StaffInput = z.infer<typeof staffInputSchema>;

export const staffRoleSchema = z.object(roleFields).check(z.superRefine(producerWhenNeeded));
export type StaffRoleChange = z.infer<typeof staffRoleSchema>;

export const passwordSignInSchema = z.object({
  allowed: z.boolean({ error: "allowed must be true or false" }),
});

/** Whether the shared password signs in, and whether an owner holds a passkey (so it may be
 * turned off). */
export interface PasswordSignInState {
  allowed: boolean;
  ownerHasPasskey: boolean;
}

/** A person as the Staff tab lists them. */
export interface StaffMember {
  id: string;
  name: string;
  email: string;
  role: (typeof ROLES)[number];
  producer: string | null;
  passkeys: number;
  createdAt: string;
}

/** A live dashboard session as the owner sees it. */
export interface StaffSession {
  /** A one-way reference to the session: what the owner ends it by. */
  ref: string;
  name: string;
  method: "password" | "passkey";
  device: string;
  createdAt: string;
  lastSeenAt: string;
}

export const sessionRefSchema = z.object({
  ref: z
    .string({ error: "ref is required" })
    .check(z.regex(/^[0-9a-f]{64}$/, "ref must be a session reference")),
});

export const PASSWORD_OFF_NEEDS_PASSKEY =
  "Password sign-in can be turned off only once an owner has a passkey";
export const LAST_OWNER_PASSKEY =
  "Password sign-in is off: this would leave no owner able to sign in. Turn password sign-in on first";
export const DUPLICATE_STAFF_EMAIL = "Someone on the staff already has this e-mail address";
