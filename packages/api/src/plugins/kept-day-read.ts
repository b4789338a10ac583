// The grid's reads of a night, when their answers are kept (services/night-texts.ts), given before
// Fastify's request path: the booking page asks for a night (and its neighbours, and its notice) on
// every date a visitor looks at. Through Fastify a kept REST answer cost ~41 µs of the main thread
// (its request and reply objects, the hooks, a child logger) against ~21-24 µs here, and one through
// tRPC's adapter (a fetch Request and Response per request) ~300 µs (docs/performance.md). Taken
// here: REST's `GET /api/bookings/date/:date`, and tRPC's `bookings.byDate` and `bookings.notice` as
// the batch link asks for them (kept-night-asks.ts). Only a request that every hook would pass
// unchanged is taken; any other goes to Fastify as before, and so does every answer that is not kept
// yet (the route or the procedure keeps it). What the hooks would have added is added here: the
// security headers, `Vary`, the mail sender's yield and the request's one log line. A test compares
// the doors' answers header by header (test/kept-day-read.test.ts, kept-night-trpc.test.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DAY_READ_TYPE } from "../rest/public.js";
import type { Mailer } from "../services/context.js";
import { nightCache } from "../services/night-cache.js";
import { answerBody, askedNights } from "./kept-night-asks.js";
import type { Store } from "../store/store.js";
import { requestLine } from "./request-log.js";
import { COMPRESS_THRESHOLD } from "./transport.js";
import { acceptsJsonLines } from "./trpc.js";

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
 * Host (hardening.ts) and no cookie (the admin's session: staff see the full bookings). Nor one
 * asking tRPC for a stream (`trpc-accept`, or JSON lines in `Accept`: plugins/trpc.ts).
 */
function plainRequest(request: IncomingMessage): boolean {
  const raw = request.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    const length = name.length;
    if (length !== 4 && length !== 6 && length !== 11 && length !== 14 && length !== 17) continue;
    const lower = name.toLowerCase();
    if (lower === "host") hosts += 1;
    else if (lower === "accept") {
      if (acceptsJsonLines(raw[i + 1]!)) return false;
    } else if (
      lower === "cookie" ||
      lower === "trpc-accept" ||
      lower === "content-length" ||
      lower === "transfer-encoding"
    )
      return false;
  }
  return hosts <= 1;
}

export const keptDayReadPlugin = fp(
  async (app: FastifyInstance, opts: KeptDayReadOptions) => {
    const cache = nightCache(opts.store);
    // Each door's head: its last value, the length, is set for each answer. One array serves every
    // answer: writeHead reads it into the head's text before it returns. tRPC's type and Vary are
    // the ones its adapter gives its answers.
    const security = Object.entries(opts.headers).flat();
    const heads = {
      rest: [...security, "content-type", DAY_READ_TYPE, "vary", "Cookie", "content-length", ""],
      trpc: [
        ...security,
        "content-type",
        "application/json",
        "vary",
        "trpc-accept, accept",
        "content-length",
        "",
      ],
    };
    const LENGTH = heads.rest.length - 1;
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
      if (request.method !== "GET" || closing) return false;
      const asked = askedNights(url);
      if (!asked || !plainRequest(request)) return false;
      // Something written and not yet on disk: Fastify's answer waits for it (durability.ts).
      if (opts.store.synced() !== undefined || !app.everyClientBelowCap()) return false;
      const texts: string[] = [];
      for (const key of asked.keys) {
        const text = cache.kept<string>(key);
        if (text === undefined) return false;
        texts.push(text);
      }
      const text = answerBody(texts, asked.door);
      const length = Buffer.byteLength(text);
      // tRPC's answers are compressed past the threshold (transport.ts): those go to Fastify.
      if (asked.door !== "rest" && length >= COMPRESS_THRESHOLD) return false;
      const head = asked.door === "rest" ? heads.rest : heads.trpc;
      head[LENGTH] = String(length);
      response.writeHead(200, head);
      response.end(text);
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
