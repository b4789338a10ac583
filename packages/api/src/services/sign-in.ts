// Signing in, for both doors: with the shared password or a passkey, throttled alike (per client, for
// everyone, and a device cookie's browser on its own), then a session on the door's cookie.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { ACCESS_GRANTED, PASSKEY_REFUSED } from "@studio/domain";
import type { SignInRequest } from "../auth/actor.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { ServiceError } from "../errors.js";
import type { ServiceContext } from "./context.js";
import { finishEnrolment } from "./passkeys.js";
import { me } from "./staff.js";
import { verifySignIn } from "./webauthn.js";

/** The shared password: a session, or unauthorized / throttled. */
export async function signInWithPassword(
  auth: AdminAuth,
  door: AdminSessionDoor,
  request: SignInRequest,
  password: string,
) {
  const attempt = { device: door.device(), signal: request.signal, deviceName: request.deviceName };
  door.start(await auth.login(password, request.client, attempt));
  return { success: true as const, message: ACCESS_GRANTED };
}

export async function signInWithPasskey(
  ctx: ServiceContext,
  auth: AdminAuth,
  door: AdminSessionDoor,
  request: SignInRequest,
  response: AuthenticationResponseJSON,
) {
  let personId: string | undefined;
  const attempt = { device: door.device(), signal: request.signal };
  const valid = await auth.throttled(request.client, attempt, async () => {
    personId = await verifySignIn(ctx, response);
    return personId !== undefined;
  });
  if (!valid || personId === undefined) throw new ServiceError("unauthorized", PASSKEY_REFUSED);
  return startPasskeySession(auth, door, personId, request.deviceName);
}

/** The enrolment link's first passkey, and its person signed in with it at once. */
export async function enrolAndSignIn(
  ctx: ServiceContext,
  auth: AdminAuth,
  door: AdminSessionDoor,
  enrolment: { token: string; response: RegistrationResponseJSON },
  deviceName: string,
) {
  const person = await finishEnrolment(ctx, enrolment.token, enrolment.response);
  return startPasskeySession(auth, door, person.id, deviceName);
}

/** A new session for the person, signed in by passkey; answers who they are now. */
function startPasskeySession(auth: AdminAuth, door: AdminSessionDoor, personId: string, deviceName: string) {
  door.start(auth.startSession({ personId, method: "passkey", device: deviceName }));
  const who = door.principal();
  if (!who) throw new ServiceError("unauthorized", PASSKEY_REFUSED);
  return { success: true as const, ...me(who) };
}
