// Signing in with a passkey, for both doors: throttled exactly like the password (per client, for
// everyone, and a device cookie's browser on its own), then a session of that person.
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { PASSKEY_REFUSED } from "@studio/domain";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { ServiceError } from "../errors.js";
import type { ServiceContext } from "./context.js";
import { me } from "./staff.js";
import { verifySignIn } from "./webauthn.js";

export interface SignInRequest {
  client: string;
  signal: AbortSignal;
  deviceName: string;
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

/** A new session for the person, signed in by passkey; answers who they are now. */
export function startPasskeySession(
  auth: AdminAuth,
  door: AdminSessionDoor,
  personId: string,
  deviceName: string,
) {
  door.start(auth.startSession({ personId, method: "passkey", device: deviceName }));
  const who = door.principal();
  if (!who) throw new ServiceError("unauthorized", PASSKEY_REFUSED);
  return { success: true as const, ...me(who) };
}
