// A person's passkeys: the first one from their e-mailed enrolment link, more once signed in, and
// removing one (the last one ends every session of theirs at once).
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import {
  ENROLMENT_LINK_INVALID,
  PASSKEY_NOT_CREATED,
  type PasskeySummary,
  type Principal,
  SIGN_IN_AS_A_PERSON,
} from "@studio/domain";
import { hashToken } from "../auth/link-token.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { deleteSessionsOf } from "../store/admin-sessions.js";
import { deletePasskey, findPasskey, insertPasskey, type PasskeyRow, passkeysOf } from "../store/passkeys.js";
import { consumeEnrolment, findEnrolment, findPerson, type StaffRow } from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { notFound, ServiceError } from "../errors.js";
import { keepsAnOwnerWithPasskey } from "./staff.js";
import { registrationOptions, verifyRegistration } from "./webauthn.js";

function enrollee(ctx: ServiceContext, token: string): StaffRow {
  const link = findEnrolment(ctx.store, hashToken(token), ctx.clock().getTime());
  const person = link && findPerson(ctx.store, link.personId);
  if (!person) throw new ServiceError("not-found", ENROLMENT_LINK_INVALID);
  return person;
}

function personOf(ctx: ServiceContext, who: Principal): StaffRow {
  const person = who.personId === null ? undefined : findPerson(ctx.store, who.personId);
  if (!person) throw new ServiceError("conflict", SIGN_IN_AS_A_PERSON);
  return person;
}

/**
 * Verifies a new passkey of the person's and stores it; an id already on file (anyone's) is refused,
 * never taken over. `before` runs first inside the same transaction.
 */
async function register(
  ctx: ServiceContext,
  person: StaffRow,
  response: RegistrationResponseJSON,
  before: () => void = () => {},
): Promise<PasskeyRow> {
  const row = await verifyRegistration(ctx, person.id, response);
  ctx.store.transaction(() => {
    before();
    if (findPasskey(ctx.store, row.id)) throw new ServiceError("conflict", PASSKEY_NOT_CREATED);
    insertPasskey(ctx.store, row);
  });
  return row;
}

/** The enrolment page's start: whose link it is, and the browser's options to make a passkey. */
export async function enrolmentOptions(ctx: ServiceContext, token: string) {
  const person = enrollee(ctx, token);
  return { name: person.name, options: await registrationOptions(ctx, person) };
}

/** The link's first passkey; the link is used up with it. Returns the person, to sign them in. */
export async function finishEnrolment(
  ctx: ServiceContext,
  token: string,
  response: RegistrationResponseJSON,
): Promise<StaffRow> {
  const person = enrollee(ctx, token);
  await register(ctx, person, response, () => {
    if (!consumeEnrolment(ctx.store, hashToken(token), ctx.clock().getTime()))
      throw new ServiceError("not-found", ENROLMENT_LINK_INVALID);
  });
  return person;
}

export const ownPasskeyOptions = (ctx: ServiceContext, who: Principal) =>
  registrationOptions(ctx, personOf(ctx, who));

export async function addOwnPasskey(
  ctx: ServiceContext,
  who: Principal,
  response: RegistrationResponseJSON,
): Promise<PasskeySummary> {
  const row = await register(ctx, personOf(ctx, who), response);
  return { id: row.id, createdAt: row.createdAt, lastUsedAt: null };
}

export function ownPasskeys(ctx: ServiceContext, who: Principal): PasskeySummary[] {
  return passkeysOf(ctx.store, personOf(ctx, who).id).map(({ id, createdAt, lastUsedAt }) => ({
    id,
    createdAt,
    lastUsedAt,
  }));
}

/**
 * Removes one of their passkeys; with the last one gone, every session of theirs ends now, this
 * one's cookie with them.
 */
export function removeOwnPasskey(
  ctx: ServiceContext,
  who: Principal,
  id: string,
  door: AdminSessionDoor,
): { id: string; signedOut: boolean } {
  const person = personOf(ctx, who);
  const result = ctx.store.transaction(() => {
    const left = passkeysOf(ctx.store, person.id).filter((p) => p.id !== id).length;
    if (left === 0 && person.role === "owner") keepsAnOwnerWithPasskey(ctx, person.id);
    if (deletePasskey(ctx.store, person.id, id) === 0) throw notFound("Passkey");
    const signedOut = left === 0;
    if (signedOut) deleteSessionsOf(ctx.store, person.id);
    return { id, signedOut };
  });
  if (result.signedOut) door.end();
  return result;
}
