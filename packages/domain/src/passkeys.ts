/**
 * What a browser sends when it makes or uses a passkey (WebAuthn's JSON forms), checked for shape
 * only: the server verifies the signatures. And the texts of a refusal, one for every cause, so a
 * refusal never tells an unknown credential from a known one.
 */
import * as z from "zod/mini";

const MAX_FIELD = 16_384;
const base64url = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .check(
      z.maxLength(MAX_FIELD, `${field} is too long`),
      z.regex(/^[A-Za-z0-9_-]*$/, `${field} must be base64url`),
    );

const credentialFields = {
  id: base64url("id").check(z.minLength(1, "id is required")),
  rawId: base64url("rawId"),
  type: z.literal("public-key", { error: "type must be public-key" }),
  clientExtensionResults: z.looseObject({}),
  authenticatorAttachment: z.optional(z.enum(["platform", "cross-platform"])),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url("response.clientDataJSON"),
    attestationObject: base64url("response.attestationObject"),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.looseObject({
    clientDataJSON: base64url("response.clientDataJSON"),
    authenticatorData: base64url("response.authenticatorData"),
    signature: base64url("response.signature"),
    userHandle: z.optional(base64url("response.userHandle")),
  }),
});

/** An enrolment link's token: 256 random bits in base64url. */
export const enrolmentTokenSchema = z.object({
  token: z
    .string({ error: "token is required" })
    .check(z.regex(/^[A-Za-z0-9_-]{43}$/, "token must be an enrolment link's")),
});

export const enrolmentSchema = z.extend(enrolmentTokenSchema, { response: registrationResponseSchema });
export const passkeyRegistrationSchema = z.object({ response: registrationResponseSchema });
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

export const PASSKEY_REFUSED = "That passkey was not accepted. Try again, or sign in another way.";
export const PASSKEY_NOT_CREATED = "The passkey could not be created. Please try again.";
export const ENROLMENT_LINK_INVALID =
  "This enrolment link has expired or has already been used. Ask the owner for a new one.";
export const SIGN_IN_AS_A_PERSON = "Sign in with your own passkey to manage passkeys";

/** A person's own passkey, as their list shows it. */
export interface PasskeySummary {
  id: string;
  createdAt: string;
  lastUsedAt: string | null;
}
