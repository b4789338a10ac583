// buildApi(deps): the application's whole HTTP surface (REST under /api, tRPC under /trpc, the
// calendar feeds), composed of one plugin per concern (src/plugins/). No listen, no env, no pages:
// the process (apps/server) reads the environment, adds the web pages and listens.
import type { Server } from "node:http";
import path from "node:path";
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import pkg from "../package.json" with { type: "json" };
import { AdminAuth } from "./auth/admin-auth.js";
import { cookieName, registerSessionCookie, sessionDoor } from "./auth/session-cookie.js";
import type { PictureInfo, StudioProfile } from "./config/profile.js";
import type { PictureWorkshop } from "./config/uploaded-pictures.js";
import type { CalendarReader } from "./calendars/read-calendar.js";
import { DEFAULT_LIMITS, type ServerLimits } from "./config/limits.js";
import { adminReadyPlugin } from "./plugins/admin-ready.js";
import { clientCapsPlugin } from "./plugins/client-caps.js";
import { durabilityPlugin } from "./plugins/durability.js";
import { errorsPlugin, frameworkErrors } from "./plugins/errors.js";
import { hardeningPlugin, securityHeaders } from "./plugins/hardening.js";
import { limitsPlugin } from "./plugins/limits.js";
import { mailYieldPlugin } from "./plugins/mail-yield.js";
import { RequestLogController, requestIds } from "./plugins/request-log.js";
import { restPlugin } from "./plugins/rest.js";
import { transportPlugin } from "./plugins/transport.js";
import { trpcPlugin } from "./plugins/trpc.js";
import { calendarFeedRoutes } from "./rest/calendar-feeds.js";
import type { Mailer, ServiceContext } from "./services/context.js";
import { deliveryLedger } from "./services/mail-delivery.js";
import type { Store } from "./store/store.js";

export { loggerOptions } from "./plugins/request-log.js";
export type { ServerLimits } from "./config/limits.js";

export interface ApiDeps {
  store: Store;
  profile: StudioProfile;
  mailer: Mailer;
  /** Where the admin password hash lives. */
  dataDir: string;
  /** 32-byte key that encrypts the session cookie. */
  sessionKey: Buffer;
  clock?: () => Date;
  /** The site's address from outside (PUBLIC_URL): manage links, canonical URLs. */
  publicUrl?: string;
  /** Seconds a staff change's e-mails wait for a possible Undo (unset: they go at once). */
  staffUndoSeconds?: number;
  cookieSecure?: boolean;
  trustProxy?: boolean | number | string;
  /** Believe the trusted proxy's X-Forwarded-Host (TRUST_FORWARDED_HOST); otherwise Host alone counts. */
  trustForwardedHost?: boolean;
  logger?: FastifyServerOptions["logger"];
  limits?: Partial<ServerLimits>;
  /** Settles when the admin password is in place; admin requests wait for it (the process checks
   * ADMIN_PASSWORD while the server starts). */
  adminReady?: Promise<unknown>;
  /** The studio's pictures as responsive images, by URL, once the host has read them. */
  pictures?: () => Promise<Record<string, PictureInfo>>;
  /** Cleans and keeps the pictures the owner uploads (the host's picture worker; none: uploads refused). */
  pictureWorkshop?: PictureWorkshop;
  /** Called after a save of the studio's settings commits (the host renders its pages again). */
  studioChanged?: () => void;
  /** The running build's version, as /api/health reports it (the package's when not given). */
  version?: string;
  /** Serves Prometheus metrics at /metrics to this bearer token (METRICS_TOKEN); none: no /metrics. */
  metricsToken?: string;
  /** Whether off-site backups are set up (RESTIC_REPOSITORY): the health checks then judge them. */
  offsiteBackups?: boolean;
  /** CALENDAR_FETCH_ALLOW_HOSTS, read: hosts a producer's calendar may be read from whatever they resolve to. */
  calendarAllowHosts?: readonly string[];
  /** Reads producers' calendars off the server's thread (the host's; none: read on it). */
  calendarReader?: CalendarReader;
}

/**
 * A hop count becomes a function: with N proxies in front, the N addresses nearest the server (the
 * socket's, then X-Forwarded-For from the right) are proxies. (Fastify's own number option trusts
 * no hop at all.) Addresses/CIDRs and true/false pass as they are.
 */
function trustProxyOption(
  trust: ApiDeps["trustProxy"],
): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof trust !== "number") return trust ?? false;
  return trust > 0 ? (_address: string, hop: number) => hop < trust : false;
}

/** Asked for only when a route declares a JSON schema to validate its input with: none does. */
function noJsonSchemaValidation(): never {
  throw new Error("Routes check their input with the domain's zod schemas, not Fastify JSON schemas");
}

/** Asked for only when a route declares a JSON schema for its answer: none does. */
function noJsonSchemaSerialization(): never {
  throw new Error("Routes answer with JSON.stringify of the domain's shapes, not Fastify JSON schemas");
}

/** Node's own request timeout: past the longest a body may take (its own limits are ours). */
const nodeRequestTimeout = (limits: ServerLimits) =>
  Math.max(limits.requestTimeoutMs, limits.uploadTimeoutMs) + limits.requestTimeoutMs;

function serverOptions(
  deps: ApiDeps,
  limits: ServerLimits,
  headers: Record<string, string>,
  nextRequestId: () => string,
) {
  return {
    logger: deps.logger ?? false,
    // One line per request, without personal data.
    logController: new RequestLogController(),
    genReqId: nextRequestId,
    trustProxy: trustProxyOption(deps.trustProxy),
    bodyLimit: limits.bodyBytes,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
    frameworkErrors: frameworkErrors(headers),
    // Requests are checked by the domain's zod schemas (rest/http.ts), never by Fastify's JSON
    // schemas, and answers are written by JSON.stringify: its validator and serializer compilers
    // (ajv and its formats, fast-json-stringify) are never loaded.
    schemaController: {
      compilersFactory: {
        buildValidator: noJsonSchemaValidation,
        buildSerializer: noJsonSchemaSerialization,
      },
    },
    // A request's headers must arrive within requestTimeoutMs; its body is held to the same, or on
    // an upload route to uploadTimeoutMs, by the hardening plugin (a trickled one is answered 408
    // and closed). Node's server-wide limit is a backstop one header timeout past the longer; Node
    // checks every open connection once a second.
    http: {
      requestTimeout: nodeRequestTimeout(limits),
      headersTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1000, limits.requestTimeoutMs),
    },
    requestTimeout: nodeRequestTimeout(limits),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    maxRequestsPerSocket: limits.requestsPerConnection,
  } satisfies FastifyHttpOptions<Server>;
}

/** What every service is given: the store, the profile, the clock, the mailer and their settings. */
function serviceContext(
  deps: ApiDeps,
  clock: () => Date,
  limits: ServerLimits,
  log: ServiceContext["log"],
): ServiceContext {
  const { store, profile, mailer } = deps;
  return {
    ...{ store, profile, clock, mailer, log },
    outboxDir: path.join(deps.dataDir, "outbox"),
    publicUrl: deps.publicUrl ?? "http://127.0.0.1:3000",
    upcomingBookingsPerCustomer: limits.upcomingBookingsPerCustomer,
    staffUndoMs: (deps.staffUndoSeconds ?? 0) * 1000,
    pictures: deps.pictures,
    ...(deps.pictureWorkshop ? { pictureWorkshop: deps.pictureWorkshop } : {}),
    ...(deps.studioChanged ? { studioChanged: deps.studioChanged } : {}),
    dataDir: deps.dataDir,
    offsiteBackups: deps.offsiteBackups ?? false,
    calendarAllowHosts: deps.calendarAllowHosts ?? [],
    ...(deps.calendarReader ? { calendarReader: deps.calendarReader } : {}),
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** What answers a page path no route serves (the host sets it to the web app's pages). */
    pageFallback: ((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null;
  }
}

/** The one 404: JSON under /api and /trpc and for any non-page request; the host's page elsewhere. */
function registerNotFound(app: FastifyInstance): void {
  app.decorate("pageFallback", null);
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/trpc");
    const isPage = request.method === "GET" || request.method === "HEAD";
    if (isApi || !isPage || !app.pageFallback) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
    }
    return app.pageFallback(request, reply);
  });
}

export async function buildApi(deps: ApiDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  const headers = securityHeaders(deps.cookieSecure ?? false);
  const nextRequestId = requestIds();
  const app = Fastify(serverOptions(deps, limits, headers, nextRequestId));
  app.server.maxConnections = limits.maxConnections;
  // A client may close its sending side once its request is out and still read the answer. Node's
  // server drops an answer not yet written when that happens (its httpAllowHalfOpen, false by
  // default); answers wait for the group commit's sync, so they are usually not written yet.
  Object.assign(app.server, { httpAllowHalfOpen: true });
  const services = serviceContext(deps, clock, limits, app.log);
  // The mail layer writes only the outbox: what delivery needs and learns goes through the services.
  deps.mailer.useLedger?.(deliveryLedger(deps.store));
  const auth = new AdminAuth(deps.store, { dataDir: deps.dataDir, clock, limits });
  const session = (request: Parameters<typeof sessionDoor>[0]) => sessionDoor(request, auth);
  const doors = { services, auth, session };

  await app.register(errorsPlugin);
  await app.register(clientCapsPlugin, {
    perClient: limits.connectionsPerClient,
    trustProxy: deps.trustProxy,
  });
  await app.register(hardeningPlugin, {
    headers,
    trustForwardedHost: deps.trustForwardedHost ?? false,
    bodyTimeoutMs: { upload: limits.uploadTimeoutMs, other: limits.requestTimeoutMs },
  });
  await app.register(transportPlugin, { adminCookie: cookieName(deps.cookieSecure ?? false) });
  await app.register(durabilityPlugin, { store: deps.store });
  await app.register(mailYieldPlugin, { mailer: deps.mailer });
  const secure = deps.cookieSecure ?? false;
  await registerSessionCookie(app, { key: deps.sessionKey, secure, maxAgeMs: limits.sessionAbsoluteMs });
  await app.register(adminReadyPlugin, { ready: deps.adminReady });
  await app.register(limitsPlugin, { limits, profile: deps.profile, session, clock });
  if (deps.metricsToken) {
    // Loaded only when on: prom-client loads Node's https (its push gateway) as it loads.
    const { metricsPlugin } = await import("./plugins/metrics.js");
    await app.register(metricsPlugin, { token: deps.metricsToken, store: deps.store, dataDir: deps.dataDir });
  }
  await app.register(restPlugin, { prefix: "/api", ...doors, version: deps.version ?? pkg.version });
  await app.register(calendarFeedRoutes, { prefix: "/calendar", services, limit: app.publicLimits.manage });
  await app.register(trpcPlugin, doors);
  registerNotFound(app);
  return app;
}
