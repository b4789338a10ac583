// Who a session belongs to, as the permission table reads it; and the password sign-in switch.
import { type Principal, SHARED_PASSWORD_NAME } from "@studio/domain";
import type { SessionWithPerson } from "../store/admin-sessions.js";
import { readSetting, writeSetting } from "../store/staff.js";
import type { Store } from "../store/store.js";

/** The shared password signs in as the owner. */
const SHARED_PASSWORD: Principal = {
  personId: null,
  name: SHARED_PASSWORD_NAME,
  role: "owner",
  method: "password",
  producer: null,
};

export function principalOf(session: SessionWithPerson): Principal | undefined {
  if (session.personId === null) return SHARED_PASSWORD;
  // A session of a person who is gone is removed with them; a stray row is no one's.
  if (session.name === null || session.role === null) return undefined;
  return {
    personId: session.personId,
    name: session.name,
    role: session.role,
    method: session.method,
    producer: session.producer,
  };
}

const PASSWORD_SIGN_IN = "passwordSignIn";

export const passwordSignInAllowed = (store: Store): boolean =>
  readSetting(store, PASSWORD_SIGN_IN) !== "off";

export function setPasswordSignIn(store: Store, allowed: boolean): void {
  writeSetting(store, PASSWORD_SIGN_IN, allowed ? "on" : "off");
}
