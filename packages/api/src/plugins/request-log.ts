// One JSON line per request, with nothing personal in it: method, path (no query string, no secret
// link's token), status, time taken and the request id. Never headers (cookies), bodies, addresses
// or user agents: a customer's name, e-mail and phone only travel in bodies, which are never logged.
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from "fastify";

// A secret link's token (a manage link, a calendar feed) is its key: a log line names it only as such.
const LINK_TOKEN = /(?<=\/)[A-Za-z0-9_-]{43}(?=\.ics$|\/|$)/g;

/** The path a log line shows: no query string, no link token. */
export const pathOf = (url: string | undefined): string =>
  ((url ?? "").split("?")[0] ?? "").replace(LINK_TOKEN, "[token]");

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

/** Fastify's request logging, reduced to one line when the answer is complete. */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request");
    else reply.log.info(line, "request");
  }
}

const EMAIL = /[^\s<>"'@]+@[^\s<>"'@]+\.[^\s<>"'@]+/g;
const PHONE = /\+?\d[\d\s().-]{7,}\d/g;

/** For log lines that quote someone else's text (an SMTP server's refusal names the recipient). */
export function withoutPersonalData(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(PHONE, (match) => (match.replace(/\D/g, "").length >= 9 ? "[number]" : match));
}
