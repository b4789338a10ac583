// The REST door under /api: the public and admin paths of docs/contracts.md.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { adminRoutes } from "../rest/admin.js";
import { manageRoutes } from "../rest/manage.js";
import { privacyRoutes } from "../rest/privacy.js";
import { publicRoutes } from "../rest/public.js";
import type { ServiceContext } from "../services/context.js";

export interface RestPluginOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
  version: string;
}

export async function restPlugin(api: FastifyInstance, opts: RestPluginOptions): Promise<void> {
  const { services, auth, session } = opts;
  await api.register(publicRoutes, {
    services,
    session,
    limits: api.publicLimits,
    version: opts.version,
  });
  await api.register(adminRoutes, { prefix: "/admin", services, auth, session });
  await api.register(privacyRoutes, { prefix: "/admin", services, session });
  await api.register(manageRoutes, { prefix: "/manage", services, limit: api.publicLimits.manage });
}
