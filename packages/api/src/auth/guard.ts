// The permission table, enforced at both doors: a REST preHandler and a tRPC middleware. No
// session: 401; a role without the capability, or a route missing from the table: 403.
import {
  decide,
  FORBIDDEN_MESSAGE,
  type Principal,
  PROCEDURE_PERMISSIONS,
  type Requirement,
  REST_PERMISSIONS,
  SIGN_IN_MESSAGE,
} from "@studio/domain";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { ServiceError } from "../errors.js";
import { actorOf } from "./actor.js";
import type { AdminSessionDoor } from "./session-cookie.js";

/** The table's key of a REST route: HEAD is answered by its GET. */
const restKey = (method: string, url: string): string => `${method === "HEAD" ? "GET" : method} ${url}`;

/** The signed-in person allowed by `requirement` (undefined for a public one), or a refusal. */
export function admit(requirement: Requirement | undefined, door: AdminSessionDoor): Principal | undefined {
  if (requirement === "public") return door.principal();
  const who = door.principal();
  if (!who) throw new ServiceError("unauthorized", SIGN_IN_MESSAGE);
  if (decide(requirement, who.role) !== "allowed") throw new ServiceError("forbidden", FORBIDDEN_MESSAGE);
  return who;
}

const admitted = new WeakMap<FastifyRequest, Principal>();

/** preHandler for the /api/admin routes: each is looked up by its method and registered path. */
export function restGuard(
  session: (request: FastifyRequest) => AdminSessionDoor,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const key = restKey(request.method, request.routeOptions.url ?? "");
    const who = admit(REST_PERMISSIONS[key], session(request));
    if (who) admitted.set(request, who);
  };
}

/** The person the guard let through (a route the table does not leave public). */
export function whoIs(request: FastifyRequest): Principal {
  const who = admitted.get(request);
  if (!who) throw new ServiceError("unauthorized", SIGN_IN_MESSAGE);
  return who;
}

/** The services as this request's person: what it changes is recorded as theirs. */
export const actingAs = <T extends object>(services: T, request: FastifyRequest): T & { actor: string } => ({
  ...services,
  actor: actorOf(request, whoIs(request)),
});

export const procedureRequirement = (path: string): Requirement | undefined => PROCEDURE_PERMISSIONS[path];
