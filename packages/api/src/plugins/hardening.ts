// What every request passes first: the security headers (helmet's, rendered once), and for a
// state-changing request the content-type and same-origin checks (docs/decisions.md, Admin session).
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { isUploadRoute } from "../rest/uploads.js";
import { holdBodyToDeadline } from "./body-deadline.js";
import { renderHeaders } from "./security-headers.js";

export const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const CROSS_SITE = "Requests from other sites are refused";
const ONE_HOST = "A request must carry exactly one Host header";

/** The headers every answer carries; computed once, before the server exists (framework errors use them). */
export function securityHeaders(cookieSecure: boolean): Record<string, string> {
  return renderHeaders({
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
        upgradeInsecureRequests: cookieSecure ? [] : null,
      },
    },
    hsts: cookieSecure ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });
}

/** `scheme://host[:port]` with default ports dropped, or undefined for anything that is not a URL. */
function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.origin === "null" ? undefined : parsed.origin;
  } catch {
    return undefined;
  }
}

/** The host the client asked for: X-Forwarded-Host only when the proxy in front is trusted to set it. */
const hostOf = (request: FastifyRequest, trustForwardedHost: boolean) =>
  trustForwardedHost ? request.host : (request.headers.host ?? "");

/** Two Host headers name two sites: which one the request is for cannot be told (RFC 9112 3.2). */
function hostCount(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders;
  let count = 0;
  for (let i = 0; i < raw.length; i += 2)
    if (raw[i]!.length === 4 && raw[i]!.toLowerCase() === "host") count += 1;
  return count;
}

/** The request says a body follows (a length, or chunks). */
function declaresBody(request: FastifyRequest): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/** Refuses a state-changing request that is not JSON or comes from another site. */
function refusal(
  request: FastifyRequest,
  trustForwardedHost = false,
): { status: number; error: string } | null {
  const type = (request.headers["content-type"] ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  const hasBody = declaresBody(request);
  // An upload route takes a picture as multipart/form-data (same-origin all the same).
  const accepted = type === "application/json" || (type === "multipart/form-data" && isUploadRoute(request));
  if ((hasBody || type !== "") && !accepted) {
    return {
      status: 415,
      error: "Requests that change data must be sent as JSON (Content-Type: application/json)",
    };
  }
  const origin = request.headers.origin;
  if (origin !== undefined) {
    // The whole origin (scheme, host, port), not the host alone: http://studio.example is another
    // site than https://studio.example.
    if (originOf(origin) !== originOf(`${request.protocol}://${hostOf(request, trustForwardedHost)}`))
      return { status: 403, error: CROSS_SITE };
  } else {
    const site = request.headers["sec-fetch-site"];
    if (site !== undefined && site !== "same-origin" && site !== "none") {
      return { status: 403, error: CROSS_SITE };
    }
  }
  return null;
}

export const hardeningPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      headers: Record<string, string>;
      trustForwardedHost?: boolean;
      /** How long a body may take to arrive: an upload's, and any other's. */
      bodyTimeoutMs: { upload: number; other: number };
    },
  ) => {
    // Callback-style hooks with a synchronous fast path: an async hook costs a promise and a
    // microtask turn per request even when it has nothing to do.
    app.addHook("onRequest", (request, reply, done) => {
      reply.headers(opts.headers);
      if (declaresBody(request)) {
        const { upload, other } = opts.bodyTimeoutMs;
        holdBodyToDeadline(request, reply, isUploadRoute(request) ? upload : other, other);
      }
      if (hostCount(request) > 1) return void reply.code(400).send({ error: ONE_HOST });
      if (!STATE_CHANGING.has(request.method)) return done();
      const refused = refusal(request, opts.trustForwardedHost);
      if (refused) return void reply.code(refused.status).send({ error: refused.error });
      done();
    });
  },
  { name: "hardening" },
);
