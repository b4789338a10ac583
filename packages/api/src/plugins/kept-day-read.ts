// The public day read, when its answer is kept (services/night-cache.ts), given before Fastify's
// request path: the grid asks for it on every date a visitor looks at, and Fastify's request and
// reply objects, its hooks and a child logger made a kept answer cost ~41 µs of the main thread,
// against ~21-24 µs here (docs/performance.md). Only a request that every hook would pass unchanged is taken here; any
// other goes to Fastify as before, and so does every answer that is not kept yet (the route keeps
// it). What the hooks would have added is added here: the security headers, `Vary: Cookie`, the
// mail sender's yield and the request's one log line. A test compares the two doors' answers
// header by header (test/kept-day-read.test.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { dayReadKey, DAY_READ_TYPE } from "../rest/public.js";
import type { Mailer } from "../services/context.js";
import { nightCache } from "../services/night-cache.js";
import type { Store } from "../store/store.js";
import { requestLine } from "./request-log.js";

/** The day read's path (rest/public.ts's route under /api), and the one date form it keeps. */
const PATH = "/api/bookings/date/";
const DATE = /^\d{4}-\d{2}-\d{2}$/;

declare module "fastify" {
  interface FastifyInstance {
    /** Day reads answered before Fastify's request path, since the start (for the tests). */
    keptDayReads: () => number;
  }
}

export interface KeptDayReadOptions {
  store: Store;
  mailer: Mailer;
  /** The security headers every answer carries (plugins/hardening.ts). */
  headers: Record<string, string>;
  /** The request ids Fastify is given too (its genReqId), so the log's ids stay one sequence. */
  nextRequestId: () => string;
}

/**
 * Whether the request is one no hook would change or refuse: no body (errors.ts, durability), one
 * Host (hardening.ts) and no cookie (the admin's session: staff see the full bookings).
 */
function plainRequest(request: IncomingMessage): boolean {
  const raw = request.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const length = name.length;
    if (length !== 4 && length !== 6 && length !== 14 && length !== 17) continue;
    const lower = name.toLowerCase();
    if (lower === "host") hosts += 1;
    else if (lower === "cookie" || lower === "content-length" || lower === "transfer-encoding") return false;
  }
  return hosts <= 1;
}

export const keptDayReadPlugin = fp(
  async (app: FastifyInstance, opts: KeptDayReadOptions) => {
    const cache = nightCache(opts.store);
    // The answer's head: its last value, the length, is set for each answer. One array serves every
    // answer: writeHead reads it into the head's text before it returns.
    const head = [...Object.entries(opts.headers).flat(), "content-type", DAY_READ_TYPE];
    head.push("vary", "Cookie", "content-length", "");
    const LENGTH = head.length - 1;
    let closing = false;
    let answered = 0;
    app.decorate("keptDayReads", () => answered);
    app.addHook("preClose", (done) => {
      closing = true; // Fastify answers 503 from now on, and transport.ts closes each connection
      done();
    });

    /** Gives the kept answer if it can; false leaves the request to Fastify. */
    const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
      const startedAt = performance.now();
      const url = request.url ?? "";
      if (request.method !== "GET" || !url.startsWith(PATH) || closing) return false;
      const date = url.slice(PATH.length);
      if (!DATE.test(date) || !plainRequest(request)) return false;
      // Something written and not yet on disk: Fastify's answer waits for it (durability.ts).
      if (opts.store.synced() !== undefined || !app.everyClientBelowCap()) return false;
      const json = cache.kept<string>(dayReadKey(date));
      if (json === undefined) return false;
      head[LENGTH] = String(Buffer.byteLength(json));
      response.writeHead(200, head);
      response.end(json);
      answered += 1;
      opts.mailer.noteRequest();
      const line = requestLine("GET", url, 200, performance.now() - startedAt);
      app.log.info({ reqId: opts.nextRequestId(), ...line }, "request");
      return true;
    };

    const server = app.server;
    const [fastify, ...others] = server.listeners("request") as RequestListener[];
    if (!fastify || others.length > 0) throw new Error("Expected Fastify's one request listener");
    server.removeListener("request", fastify);
    server.on("request", (request: IncomingMessage, response: ServerResponse) => {
      if (!answer(request, response)) fastify(request, response);
    });
  },
  { name: "kept-day-read", dependencies: ["client-caps"] },
);
