// The REST door under /api: the public and admin paths of docs/contracts.md.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import { restGuard } from "../auth/guard.js";
import { adminRoutes } from "../rest/admin.js";
import { manageRoutes } from "../rest/manage.js";
import { privacyRoutes } from "../rest/privacy.js";
import { passkeyRoutes } from "../rest/passkeys.js";
import { publicRoutes } from "../rest/public.js";
import { staffRoutes } from "../rest/staff.js";
import { studioRoutes } from "../rest/studio.js";
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
  // Every /api/admin route passes the permission table first (auth/guard.ts).
  await api.register(
    async (admin) => {
      admin.addHook("preHandler", restGuard(session));
      await admin.register(adminRoutes, { services, auth, session });
      await admin.register(privacyRoutes, { services });
      await admin.register(staffRoutes, { services, auth, session });
      await admin.register(passkeyRoutes, { services, auth, session });
      await admin.register(studioRoutes, { services });
    },
    { prefix: "/admin" },
  );
  await api.register(manageRoutes, { prefix: "/manage", services, limit: api.publicLimits.manage });
}
