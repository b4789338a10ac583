// Every live dashboard session as the owner sees it (person, method, device, last seen), ending
// one, and the switch that turns the shared password's sign-in off once an owner has a passkey.
import { createHash } from "node:crypto";
import { PASSWORD_OFF_NEEDS_PASSKEY, type PasswordSignInState, type StaffSession } from "@studio/domain";
import { passwordSignInAllowed, setPasswordSignIn } from "../auth/principal.js";
import { deletePasswordSessions, deleteSession, liveSessions } from "../store/admin-sessions.js";
import { passkeyCounts } from "../store/passkeys.js";
import { listPeople } from "../store/staff.js";
import type { ServiceContext } from "./context.js";
import { notFound, ServiceError } from "../errors.js";
import { SHARED_PASSWORD_NAME } from "@studio/domain";

/** Sessions last seen before these instants are over. */
export interface LiveSince {
  createdAfter: number;
  seenAfter: number;
}

const refOf = (sessionId: string) => createHash("sha256").update(sessionId).digest("hex");

function live(ctx: ServiceContext, since: LiveSince) {
  return liveSessions(ctx.store, since.createdAfter, since.seenAfter);
}

export function listSessions(ctx: ServiceContext, since: LiveSince): StaffSession[] {
  return live(ctx, since).map((row) => ({
    ref: refOf(row.id),
    name: row.name ?? SHARED_PASSWORD_NAME,
    method: row.method,
    device: row.device,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
  }));
}

export function endSession(ctx: ServiceContext, since: LiveSince, ref: string): { ref: string } {
  const row = live(ctx, since).find((session) => refOf(session.id) === ref);
  if (!row) throw notFound("Session");
  deleteSession(ctx.store, row.id);
  return { ref };
}

/** Some owner holds a passkey: only then may the shared password be turned off. */
function anOwnerHasPasskey(ctx: ServiceContext): boolean {
  const counts = passkeyCounts(ctx.store);
  return listPeople(ctx.store).some((p) => p.role === "owner" && (counts.get(p.id) ?? 0) > 0);
}

/** Whether the shared password signs in, and whether it could be turned off now. */
export function passwordSignInState(ctx: ServiceContext): PasswordSignInState {
  return { allowed: passwordSignInAllowed(ctx.store), ownerHasPasskey: anOwnerHasPasskey(ctx) };
}

/** Off ends every session the password opened; an owner with a passkey must exist first. */
export function setPasswordSignInAllowed(ctx: ServiceContext, allowed: boolean): { allowed: boolean } {
  ctx.store.transaction(() => {
    if (!allowed) {
      if (!anOwnerHasPasskey(ctx)) throw new ServiceError("conflict", PASSWORD_OFF_NEEDS_PASSKEY);
      deletePasswordSessions(ctx.store);
    }
    setPasswordSignIn(ctx.store, allowed);
  });
  return { allowed };
}
