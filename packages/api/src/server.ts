// buildServer(deps): the whole HTTP surface (hardening, REST, tRPC, the web app). No listen, no env.
import compress from "@fastify/compress";
import rateLimit from "@fastify/rate-limit";
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from "fastify";
import pkg from "../package.json" with { type: "json" };
import { AdminAuth } from "./auth/admin-auth.js";
import { registerSessionCookie, sessionDoor } from "./auth/session-cookie.js";
import { profilePictureFiles, publicProfile, type StudioProfile } from "./config.js";
import { registerMedia } from "./media.js";
import { adminRoutes } from "./rest/admin.js";
import { sendServiceError } from "./rest/http.js";
import { publicRoutes } from "./rest/public.js";
import { RequestLogController } from "./request-log.js";
import type { Mailer, ServiceContext } from "./services/context.js";
import { ServiceError, storageFailure } from "./services/errors.js";
import type { Store } from "./store/db.js";
import { addSecurityHeaders } from "./security-headers.js";
import { type AppRouter, appRouter } from "./trpc/router.js";
import { hasWebBuild, registerWeb } from "./web.js";

export interface ServerLimits {
  /** Largest accepted request body, in bytes (413 above). */
  bodyBytes: number;
  /** Public POSTs (booking, contact) per client per minute (429 above). */
  publicPostsPerMinute: number;
  /** Failed admin logins per client per window before 429. */
  loginFailures: number;
  /** Failed admin logins from all clients together per window before 429. */
  loginFailuresGlobal: number;
  loginWindowMs: number;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
}

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
  /** The site's public origin (PUBLIC_URL), for canonical links and the sitemap. */
  publicUrl?: string;
  /** The studio profile's folder: the pictures it names are served from there at /media. */
  mediaDir?: string;
  logger?: FastifyServerOptions["logger"];
  limits?: Partial<ServerLimits>;
  /** Settles when the admin password is in place; admin requests wait for it (main.ts checks
   * ADMIN_PASSWORD while the server starts). */
  adminReady?: Promise<unknown>;
}

const DEFAULT_LIMITS: ServerLimits = {
  bodyBytes: 64 * 1024,
  publicPostsPerMinute: 60,
  loginFailures: 5,
  loginFailuresGlobal: 100,
  loginWindowMs: 15 * 60_000,
  sessionIdleMs: 2 * 60 * 60_000,
  sessionAbsoluteMs: 12 * 60 * 60_000,
};

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const PUBLIC_MUTATIONS = ["bookings.create", "contact.send"];

/** Refuses a state-changing request that is not JSON or comes from another site (DESIGN §3.11). */
function refusal(request: FastifyRequest): { status: number; error: string } | null {
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const length = request.headers["content-length"];
  const hasBody =
    (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
  if ((hasBody || type !== "") && type !== "application/json") {
    return {
      status: 415,
      error: "Requests that change data must be sent as JSON (Content-Type: application/json)",
    };
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      host = undefined;
    }
    if (host !== request.host) return { status: 403, error: "Requests from other sites are refused" };
  } else {
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return { status: 403, error: "Requests from other sites are refused" };
    }
  }
  return null;
}

const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Requests that change data must be sent as JSON (Content-Type: application/json)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
  // The framework's own texts echo the whole URL back (6 KB of it for a long one).
  FST_ERR_BAD_URL: "The URL is malformed (bad percent-encoding)",
  FST_ERR_MAX_PARAM_LENGTH: "The URL is too long",
};

export async function buildServer(deps: ServerDeps): Promise<FastifyInstance> {
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  let securityHeaders: Record<string, string> = {};
  const app = Fastify({
    logger: deps.logger ?? false,
    // One line per request, without personal data.
    logController: new RequestLogController(),
    // A number trusts that many hops; Fastify accepts it though its types do not say so.
    trustProxy: (deps.trustProxy ?? false) as boolean | string,
    bodyLimit: limits.bodyBytes,
    // Batched tRPC GETs put every procedure name in the path.
    routerOptions: { maxParamLength: 5000 },
    return503OnClosing: true,
    // Malformed URLs and headers: the same { error } shape as everything else. They skip the
    // hooks, so they are given the security headers here.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .headers(securityHeaders)
        .code(error.statusCode ?? 400)
        .send({ error: CLIENT_ERROR_TEXT[error.code] ?? error.message });
    },
  });

  const services: ServiceContext = { store: deps.store, profile: deps.profile, clock, mailer: deps.mailer };
  const auth = new AdminAuth(deps.store, {
    dataDir: deps.dataDir,
    clock,
    idleMs: limits.sessionIdleMs,
    absoluteMs: limits.sessionAbsoluteMs,
    maxFailures: limits.loginFailures,
    maxGlobalFailures: limits.loginFailuresGlobal,
    failureWindowMs: limits.loginWindowMs,
  });
  const webDist = hasWebBuild(deps.webDist) ? deps.webDist : undefined;

  // One error shape for everything the framework itself refuses: { error }.
  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) return sendServiceError(reply, error);
    const storage = storageFailure(error);
    if (storage) {
      request.log.error({ err: error }, "storage failure");
      return sendServiceError(reply, storage);
    }
    const status = error.statusCode ?? 500;
    if (status < 400 || status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.code(500).send({ error: "Internal server error" });
    }
    const text =
      CLIENT_ERROR_TEXT[error.code] ??
      (error instanceof SyntaxError || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
        ? "The request body is not valid JSON"
        : error.message);
    return reply.code(status).send({ error: text });
  });

  // JSON bodies; an empty body (the spec's client sends none for logout, restore, ...) is no body.
  app.removeContentTypeParser("application/json");
  const jsonParser = app.getDefaultJsonParser("error", "error"); // refuses __proto__ / constructor keys
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    jsonParser(request, text, done);
  });

  securityHeaders = addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine and Emotion-style libraries inject <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: deps.cookieSecure ? [] : null,
      },
    },
    hsts: deps.cookieSecure ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => {
      const error = new Error(
        `Too many requests. Please wait ${context.after} and try again.`,
      ) as FastifyError;
      error.statusCode = 429;
      return error;
    },
  });
  const publicPostLimit = app.rateLimit({ max: limits.publicPostsPerMinute, timeWindow: 60_000 });
  await registerSessionCookie(app, {
    key: deps.sessionKey,
    secure: deps.cookieSecure ?? false,
    maxAgeMs: limits.sessionAbsoluteMs,
  });
  const door = (request: FastifyRequest) => sessionDoor(request, auth);

  // While shutting down, answers in flight close their connection, so a keep-alive socket does not
  // hold the process open until its timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // The hooks every request passes are callback-style with a synchronous fast path: an async hook
  // costs a promise and a microtask turn per request even when it has nothing to do.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    if (reply.statusCode >= 400 || !STATE_CHANGING.has(request.method)) return done(null, payload);
    // A change is answered once it is on disk (store.synced: one fdatasync of the WAL, off the main
    // thread, shared by the requests in flight).
    deps.store.synced().then(
      () => done(null, payload),
      (error: Error) => done(error),
    );
  });

  let adminReady = deps.adminReady === undefined;
  const adminGate = deps.adminReady?.then(
    () => {
      adminReady = true;
    },
    () => {}, // main.ts reports the failure and exits
  );
  const isAdminPath = (url: string) => url.startsWith("/api/admin") || url.startsWith("/trpc/");

  /** State-changing requests: JSON and same-origin only; public tRPC mutations are rate-limited. */
  const guardChange = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const refused = refusal(request);
    if (refused) return void reply.code(refused.status).send({ error: refused.error });
    if (!request.url.startsWith("/trpc/")) return done();
    let procedures: string[] = [];
    try {
      procedures = decodeURIComponent(request.url.slice(6).split("?")[0] ?? "").split(",");
    } catch {
      return void reply.code(400).send({ error: "Malformed procedure path" });
    }
    if (!procedures.some((name) => PUBLIC_MUTATIONS.includes(name))) return done();
    // Past the limit it rejects with the 429, which the error handler answers.
    publicPostLimit.call(app, request, reply).then(() => done(), done);
  };

  app.addHook("onRequest", (request, reply, done) => {
    if (adminReady || !isAdminPath(request.url)) return guardChange(request, reply, done);
    void adminGate!.then(() => guardChange(request, reply, done));
  });

  await app.register(
    async (api) => {
      await api.register(publicRoutes, { services, session: door, publicPostLimit, version: pkg.version });
      await api.register(adminRoutes, { prefix: "/admin", services, auth, session: door });
    },
    { prefix: "/api" },
  );

  await app.register(async (scope) => {
    // tRPC parses its input itself, lazily and with plain JSON.parse: a procedure without input
    // would run on a malformed body, and __proto__ / constructor keys would pass. Same strict parse
    // as REST.
    scope.addHook("preValidation", async (request, reply) => {
      const raw = request.method === "GET" ? (request.query as { input?: unknown }).input : request.body;
      if (typeof raw !== "string" || raw.trim() === "") return;
      const valid = await new Promise<boolean>((resolve) =>
        jsonParser(request, raw, (error) => resolve(!error)),
      );
      if (!valid) {
        const what = request.method === "GET" ? "The input" : "The request body";
        return reply.code(400).send({ error: `${what} is not valid JSON` });
      }
    });
    await scope.register(fastifyTRPCPlugin, {
      prefix: "/trpc",
      trpcOptions: {
        router: appRouter,
        createContext: ({ req, res }) => ({ services, auth, session: door(req), req, reply: res }),
        onError: ({ error, path }) => {
          if (error.code === "INTERNAL_SERVER_ERROR")
            app.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
    });
  });

  if (deps.mediaDir) registerMedia(app, { dir: deps.mediaDir, files: profilePictureFiles(deps.profile) });
  const sendPage = webDist
    ? await registerWeb(app, {
        dir: webDist,
        profile: publicProfile(deps.profile),
        publicUrl: deps.publicUrl ?? "http://127.0.0.1:3000",
      })
    : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApi = pathname === "/api" || pathname.startsWith("/api/") || pathname.startsWith("/trpc");
    if (isApi || (request.method !== "GET" && request.method !== "HEAD")) {
      return reply.code(404).send({ error: `Not found: ${request.method} ${pathname}` });
    }
    if (!sendPage) {
      return reply
        .code(404)
        .type("text/plain; charset=utf-8")
        .send("The web app has not been built (run `pnpm build`). The API is served under /api.");
    }
    return sendPage(request, reply);
  });

  return app;
}
