// buildServer(deps): the whole HTTP surface, composed of one plugin per concern (src/plugins/).
// No listen, no env: main.ts reads the environment and passes what it found.
import type { Server } from "node:http";
import path from "node:path";
import Fastify, { type FastifyHttpOptions, type FastifyInstance, type FastifyServerOptions } from "fastify";
import pkg from "../package.json" with { type: "json" };
import { AdminAuth } from "./auth/admin-auth.js";
import { cookieName, registerSessionCookie, sessionDoor } from "./auth/session-cookie.js";
import { pictureUrl, profilePictureFiles, type StudioProfile } from "./config/index.js";
import { DEFAULT_LIMITS, type ServerLimits } from "./limits.js";
import { pictureCatalog } from "./pictures.js";
import { adminReadyPlugin } from "./plugins/admin-ready.js";
import { durabilityPlugin } from "./plugins/durability.js";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.js";
import { hardeningPlugin, securityHeaders } from "./plugins/hardening.js";
import { limitsPlugin } from "./plugins/limits.js";
import { mailYieldPlugin } from "./plugins/mail-yield.js";
import { restPlugin } from "./plugins/rest.js";
import { calendarFeedRoutes } from "./rest/calendar-feeds.js";
import { trpcPlugin } from "./plugins/trpc.js";
import { transportPlugin } from "./plugins/transport.js";
import { webPlugin } from "./plugins/web.js";
import { RequestLogController } from "./request-log.js";
import type { Mailer, ServiceContext } from "./services/context.js";
import type { Store } from "./store/store.js";

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
  /** The site's address from outside (PUBLIC_URL; main.ts reads it): manage links, canonical URLs. */
  publicUrl?: string;
  /** Seconds a staff change's e-mails wait for a possible Undo (unset: they go at once). */
  staffUndoSeconds?: number;
  /** The studio profile's folder: the pictures it names are served from there at /media. */
  mediaDir?: string;
  /** Make the pictures' responsive copies in the background once listening (main.ts; otherwise
   * each is made on its first request). */
  warmPictures?: boolean;
  /** The picture converter's script (tests name one that cannot start). */
  pictureWorker?: string;
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

/**
 * A hop count becomes a function: with N proxies in front, the N addresses nearest the server (the
 * socket's, then X-Forwarded-For from the right) are proxies. (Fastify's own number option trusts
 * no hop at all.) Addresses/CIDRs and true/false pass as they are.
 */
function trustProxyOption(
  trust: ServerDeps["trustProxy"],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust ?? false;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}

function serverOptions(deps: ServerDeps, limits: ServerLimits, headers: Record<string, string>) {
  return {
    logger: deps.logger ?? false,
    // One line per request, without personal data.
    logController: new RequestLogController(),
    trustProxy: trustProxyOption(deps.trustProxy),
    bodyLimit: limits.bodyBytes,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrors(headers),
    // A request's headers and body must arrive within requestTimeoutMs (a trickled body is answered
    // 408 and closed); Node checks every open connection once a second for it.
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
    },
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.requestsPerConnection,
  } satisfies FastifyHttpOptions<Server>;
}

/** The studio profile's pictures, served with AVIF/WebP copies (none without a media folder). */
function picturesFor(deps: ServerDeps, app: FastifyInstance) {
  if (!deps.mediaDir) return undefined;
  const pictures = pictureCatalog({
    dir: deps.mediaDir,
    files: profilePictureFiles(deps.profile).map((file) => ({ file, url: pictureUrl(file) })),
    cacheDir: path.join(deps.dataDir, "media-cache"),
    log: app.log,
    ...(deps.pictureWorker ? { workerScript: deps.pictureWorker } : {}),
  });
  app.addHook("onClose", (_app, done) => {
    pictures.close();
    done();
  });
  return pictures;
}

/** What every service is given: the store, the profile, the clock, the mailer and their settings. */
function serviceContext(
  deps: ServerDeps,
  clock: () => Date,
  limits: ServerLimits,
  pictures: ReturnType<typeof picturesFor>,
): ServiceContext {
  const { store, profile, mailer } = deps;
  return {
    ...{ store, profile, clock, mailer },
    outboxDir: path.join(deps.dataDir, "outbox"),
    publicUrl: deps.publicUrl ?? "http://127.0.0.1:3000",
    upcomingBookingsPerCustomer: limits.upcomingBookingsPerCustomer,
    staffUndoMs: (deps.staffUndoSeconds ?? 0) * 1000,
    pictures: pictures && (() => pictures.ready.then(pictures.infos)),
  };
}

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  const headers = securityHeaders(deps.cookieSecure ?? false);
  const app = Fastify(serverOptions(deps, limits, headers));
  app.server.maxConnections = limits.maxConnections;
  // A client may close its sending side once its request is out and still read the answer. Node's
  // server drops an answer not yet written when that happens (its httpAllowHalfOpen, false by
  // default); answers wait for the group commit's sync, so they are usually not written yet.
  Object.assign(app.server, { httpAllowHalfOpen: true });
  const pictures = picturesFor(deps, app);
  const services = serviceContext(deps, clock, limits, pictures);
  const auth = new AdminAuth(deps.store, { dataDir: deps.dataDir, clock, limits });
  const session = (request: Parameters<typeof sessionDoor>[0]) => sessionDoor(request, auth);
  const doors = { services, auth, session };

  await app.register(errorsPlugin);
  await app.register(hardeningPlugin, { headers });
  await app.register(transportPlugin, { adminCookie: cookieName(deps.cookieSecure ?? false) });
  await app.register(durabilityPlugin, { store: deps.store });
  await app.register(mailYieldPlugin, { mailer: deps.mailer });
  const secure = deps.cookieSecure ?? false;
  await registerSessionCookie(app, { key: deps.sessionKey, secure, maxAgeMs: limits.sessionAbsoluteMs });
  await app.register(adminReadyPlugin, { ready: deps.adminReady });
  await app.register(limitsPlugin, { limits, profile: deps.profile, session, clock });
  await app.register(restPlugin, { prefix: "/api", ...doors, version: pkg.version });
  await app.register(calendarFeedRoutes, { prefix: "/calendar", services, limit: app.publicLimits.manage });
  await app.register(trpcPlugin, doors);
  const { webDist, profile, mediaDir, warmPictures = false } = deps;
  await app.register(webPlugin, {
    webDist,
    profile,
    publicUrl: services.publicUrl,
    mediaDir,
    pictures,
    warmPictures,
  });
  return app;
}
