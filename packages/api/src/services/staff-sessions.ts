// Every live dashboard session as the owner sees it (person, method, device, last seen), ending
// one, and the switch that turns the shared password's sign-in off once an owner has a passkey.
import { createHash } from "node:crypto";
import { PASSWORD_OFF_NEEDS_PASSKEY, type StaffSession } from "@studio/domain";
import { setPasswordSignIn } from "../auth/principal.js";
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

/** Off ends every session the password opened; an owner with a passkey must exist first. */
export function setPasswordSignInAllowed(ctx: ServiceContext, allowed: boolean): { allowed: boolean } {
  ctx.store.transaction(() => {
    if (!allowed) {
      const counts = passkeyCounts(ctx.store);
      const owners = listPeople(ctx.store).filter((p) => p.role === "owner");
      if (!owners.some((owner) => (counts.get(owner.id) ?? 0) > 0))
        throw new ServiceError("conflict", PASSWORD_OFF_NEEDS_PASSKEY);
      deletePasswordSessions(ctx.store);
    }
    setPasswordSignIn(ctx.store, allowed);
  });
  return { allowed };
}
