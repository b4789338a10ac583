// buildServer(deps): the whole HTTP surface, composed of one plugin per concern (src/plugins/).
// No listen, no env: main.ts reads the environment and passes what it found.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import pkg from "../package.json" with { type: "json" };
import { AdminAuth } from "./auth/admin-auth.js";
import { registerSessionCookie, sessionDoor } from "./auth/session-cookie.js";
import type { StudioProfile } from "./config.js";
import { DEFAULT_LIMITS, type ServerLimits } from "./limits.js";
import { adminReadyPlugin } from "./plugins/admin-ready.js";
import { durabilityPlugin } from "./plugins/durability.js";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.js";
import { hardeningPlugin, securityHeaders } from "./plugins/hardening.js";
import { limitsPlugin } from "./plugins/limits.js";
import { restPlugin } from "./plugins/rest.js";
import { trpcPlugin } from "./plugins/trpc.js";
import { transportPlugin } from "./plugins/transport.js";
import { webPlugin } from "./plugins/web.js";
import { RequestLogController } from "./request-log.js";
import type { Mailer, ServiceContext } from "./services/context.js";
import type { Store } from "./store/db.js";

export type { ServerLimits } from "./limits.js";

export interface ServerDeps {
  store: Store;
  profile: StudioProfile;
  mailer: Mailer;
  /** Where the admin password hash lives. */
  dataDir: string;
  /** 32-byte key that encrypts the session cookie. */
  sessionKey: Buffer;
  clock?: () => Date;
  cookieSecure?: boolean;
  trustProxy?: boolean | number | string;
  /** The built web app (packages/web/dist); without it only the API is served. */
  webDist?: string | undefined;
  logger?: FastifyServerOptions["logger"];
  limits?: Partial<ServerLimits>;
  /** Settles when the admin password is in place; admin requests wait for it (main.ts checks
   * ADMIN_PASSWORD while the server starts). */
  adminReady?: Promise<unknown>;
}

function serverOptions(deps: ServerDeps, limits: ServerLimits, headers: Record<string, string>) {
  return {
    logger: deps.logger ?? false,
    // One line per request, without personal data.
    logController: new RequestLogController(),
    // A number trusts that many hops; Fastify accepts it though its types do not say so.
    trustProxy: (deps.trustProxy ?? false) as boolean | string,
    bodyLimit: limits.bodyBytes,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrors(headers),
  } satisfies FastifyServerOptions;
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  const headers = securityHeaders(deps.cookieSecure ?? false);
  const app = Fastify(serverOptions(deps, limits, headers));
  const services: ServiceContext = { store: deps.store, profile: deps.profile, clock, mailer: deps.mailer };
  const auth = new AdminAuth(deps.store, { dataDir: deps.dataDir, clock, limits });
  const doors = {
    services,
    auth,
    session: (request: Parameters<typeof sessionDoor>[0]) => sessionDoor(request, auth),
  };

  await app.register(errorsPlugin);
  await app.register(hardeningPlugin, { headers });
  await app.register(transportPlugin);
  await registerSessionCookie(app, {
    key: deps.sessionKey,
    secure: deps.cookieSecure ?? false,
    maxAgeMs: limits.sessionAbsoluteMs,
  });
  await app.register(adminReadyPlugin, { ready: deps.adminReady });
  await app.register(durabilityPlugin, { store: deps.store });
  await app.register(limitsPlugin, { limits });
  await app.register(restPlugin, { prefix: "/api", ...doors, version: pkg.version });
  await app.register(trpcPlugin, doors);
  await app.register(webPlugin, {
    webDist: deps.webDist,
    producers: deps.profile.producers.map((p) => p.name),
  });
  return app;
}
