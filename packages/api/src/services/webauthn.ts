// WebAuthn through @simplewebauthn/server: the relying party is PUBLIC_URL's host and origin; user
// verification is required; each challenge is stored, single-use (deleted as it is read) and
// expires; a sign-in's counter must move forwards. Every refusal of a sign-in looks the same.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { PASSKEY_NOT_CREATED } from "@studio/domain";
import { decoyPublicKey } from "../auth/cose-key.js";
import {
  advanceCounter,
  findPasskey,
  insertChallenge,
  type PasskeyRow,
  passkeysOf,
  takeChallenge,
} from "../store/passkeys.js";
import type { StaffRow } from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { ServiceError } from "../errors.js";

/**
 * The library, loaded on first use: its certificate and ASN.1 code took ~0.1-0.2 s of every start,
 * for a door staff use now and then.
 */
const library = () => import("@simplewebauthn/server");

/** How long a browser has to answer a challenge. */
const CHALLENGE_MS = 5 * 60_000;

function relyingParty(ctx: ServiceContext) {
  const url = new URL(ctx.publicUrl);
  return { id: url.hostname, origin: url.origin, name: ctx.profile.name };
}

/** The challenge the browser signed, read from its client data (undefined if unreadable). */
function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as {
      challenge?: unknown;
    };
    return typeof data.challenge === "string" ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

const transportsOf = (row: PasskeyRow) => JSON.parse(row.transports) as string[];

export async function registrationOptions(ctx: ServiceContext, person: StaffRow) {
  const rp = relyingParty(ctx);
  const options = await (await library()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.email,
    userDisplayName: person.name,
    userID: new TextEncoder().encode(person.id),
    attestationType: "none",
    excludeCredentials: passkeysOf(ctx.store, person.id).map((p) => ({
      id: p.id,
      transports: transportsOf(p),
    })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: CHALLENGE_MS,
  });
  const now = ctx.clock().getTime();
  const row = { challenge: options.challenge, purpose: "register" as const, personId: person.id };
  insertChallenge(ctx.store, { ...row, expiresAt: now + CHALLENGE_MS }, now);
  return options;
}

/** The new passkey of `personId`, verified; refused when its challenge was not theirs, or used. */
export async function verifyRegistration(
  ctx: ServiceContext,
  personId: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyRow> {
  const rp = relyingParty(ctx);
  const now = ctx.clock();
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = challenge ? takeChallenge(ctx.store, challenge, "register", now.getTime()) : undefined;
  const refused = new ServiceError("invalid", PASSKEY_NOT_CREATED);
  if (!challenge || taken?.personId !== personId) throw refused;
  const result = await (await library())
    .verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    })
    .catch(() => undefined);
  if (!result?.verified) throw refused;
  const { credential } = result.registrationInfo;
  return {
    id: credential.id,
    personId,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
    createdAt: now.toISOString(),
    lastUsedAt: null,
  };
}

export async function signInOptions(ctx: ServiceContext) {
  const rp = relyingParty(ctx);
  // No allowed list: the browser offers the passkeys it holds for this site (and autofill).
  const options = await (await library()).generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    timeout: CHALLENGE_MS,
  });
  const now = ctx.clock().getTime();
  const row = { challenge: options.challenge, purpose: "sign-in" as const, personId: null };
  insertChallenge(ctx.store, { ...row, expiresAt: now + CHALLENGE_MS }, now);
  return options;
}

/**
 * The person a sign-in proves, or undefined. An unknown credential is checked against a decoy key,
 * so it costs the same time as a known one and fails the same way.
 */
export async function verifySignIn(
  ctx: ServiceContext,
  response: AuthenticationResponseJSON,
): Promise<string | undefined> {
  const rp = relyingParty(ctx);
  const now = ctx.clock();
  const challenge = challengeOf(response.response.clientDataJSON);
  const taken = challenge ? takeChallenge(ctx.store, challenge, "sign-in", now.getTime()) : undefined;
  const stored = findPasskey(ctx.store, response.id);
  const credential = stored
    ? {
        id: stored.id,
        publicKey: new Uint8Array(stored.publicKey),
        counter: stored.counter,
        transports: transportsOf(stored),
      }
    : { id: response.id, publicKey: new Uint8Array(await decoyPublicKey()), counter: 0 };
  const result = await (await library())
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge ?? "",
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential,
      requireUserVerification: true,
    })
    .catch(() => undefined);
  if (!taken || !stored || !result?.verified) return undefined;
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== Buffer.from(stored.personId).toString("base64url")) return undefined;
  // Moved on only if no other sign-in got there first: a replayed or cloned assertion loses.
  if (!advanceCounter(ctx.store, stored.id, result.authenticationInfo.newCounter, now.toISOString()))
    return undefined;
  return stored.personId;
}
