// One JSON line per request, with nothing personal in it: method, path (no query string, no secret
// link's token), status, time taken and the request id. Never headers (cookies), bodies, addresses
// or user agents: a customer's name, e-mail and phone only travel in bodies, which are never logged.
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

// A secret link's token (a manage link, a calendar feed, a waitlist offer) is its key. Under their
// prefixes every segment but a route's own lower-case word is shown as [token], whatever it holds: a
// link copied with the sentence's full stop or bracket still carries the whole token. Elsewhere, any
// long run of token characters is hidden too.
const SECRET_PREFIXES =
  /^\/+(?:booking\/+manage|api\/+manage|calendar|api\/+waitlist|waitlist\/+leave)(?=\/)/i;
const ROUTE_WORD = /^[a-z][a-z.-]{0,23}$/;
const FEED_FILE = /^[A-Za-z0-9_-]{43}\.ics$/;
// Longer than a booking's id (a UUID, 36), as long as most of a token (43).
const TOKEN_RUN = /[A-Za-z0-9_-]{40,}/g;

const segmentShown = (segment: string) => {
  if (segment === "" || ROUTE_WORD.test(segment)) return segment;
  return FEED_FILE.test(segment) ? "[token].ics" : "[token]";
};

/** The path a log line shows: no query string, no link token. */
export function pathOf(url: string | undefined): string {
  const path = (url ?? "").split("?")[0] ?? "";
  const prefix = SECRET_PREFIXES.exec(path)?.[0];
  if (prefix === undefined) return path.replace(TOKEN_RUN, "[token]");
  return prefix + path.slice(prefix.length).split("/").map(segmentShown).join("/");
}

/** Pino options: the level from LOG_LEVEL, and `req`/`res` serializers that keep only the
 * harmless fields, for any line that logs a request anyway (Fastify's own error lines). */
export function loggerOptions(level: string): Exclude<FastifyServerOptions["logger"], boolean | undefined> {
  return {
    level,
    serializers: {
      req: (request: { method?: string; url?: string }) => ({
        method: request.method,
        path: pathOf(request.url),
      }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

/** Request ids as Fastify makes them (req-1, req-2, ... in base 36): one sequence for both doors. */
export function requestIds(): () => string {
  let last = 0;
  return () => {
    last = (last + 1) & 0x7fffffff; // a small integer to V8, as Fastify keeps it
    return `req-${last.toString(36)}`;
  };
}

/** The fields of a request's one line (logged with the message "request" and the request's id). */
function requestLine(method: string, url: string | undefined, statusCode: number, elapsedMs: number) {
  return { method, path: pathOf(url), statusCode, ms: Math.round(elapsedMs * 10) / 10 };
}

/** Fastify's request logging, reduced to one line when the answer is complete. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, "request");
    else reply.log.info(line, "request");
  }
}
