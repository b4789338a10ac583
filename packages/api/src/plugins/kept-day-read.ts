// The public day read, when its answer is kept (services/public-bookings.ts, publicDayText), given
// before Fastify's request path: the grid asks for it on every date a visitor looks at, and
// Fastify's request and reply objects, its hooks and a child logger made a kept answer cost ~41 µs
// of the main thread, against ~21-24 µs here (docs/performance.md); tRPC's adapter (a fetch Request
// and Response per call) ~290 µs. Both doors are taken here: REST's `GET /api/bookings/date/:date`,
// and tRPC's `bookings.byDate` as the booking page's batch link asks for it (or as one call alone).
// Only a request that every hook would pass unchanged is taken; any other goes to Fastify as before,
// and so does every answer that is not kept yet (the route or the procedure keeps it). What the
// hooks would have added is added here: the security headers, `Vary`, the mail sender's yield and
// the request's one log line. A test compares the doors' answers header by header
// (test/kept-day-read.test.ts).
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { DAY_READ_TYPE } from "../rest/public.js";
import type { Mailer } from "../services/context.js";
import { nightCache } from "../services/night-cache.js";
import { dayTextKey } from "../services/public-bookings.js";
import type { Store } from "../store/store.js";
import { requestLine } from "./request-log.js";
import { COMPRESS_THRESHOLD } from "./transport.js";

/** The day read's path (rest/public.ts's route under /api), and the one date form it keeps. */
const PATH = "/api/bookings/date/";
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** tRPC's query as the batch link writes it (one call: `{"0":{"date":...}}`), and as one call alone. */
const TRPC_PATH = "/trpc/bookings.byDate?";
const TRPC_BATCH = /^batch=1&input=%7B%220%22%3A%7B%22date%22%3A%22(\d{4}-\d{2}-\d{2})%22%7D%7D$/;
const TRPC_ONE = /^input=%7B%22date%22%3A%22(\d{4}-\d{2}-\d{2})%22%7D$/;

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
      if (raw[i + 1]!.includes("application/jsonl")) return false;
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

/** The kept night a request asks for: its date and how its answer wraps the night's JSON. */
interface Asked {
  date: string;
  door: "rest" | "trpc batch" | "trpc one";
}

function asked(url: string): Asked | undefined {
  if (url.startsWith(PATH)) {
    const date = url.slice(PATH.length);
    return DATE.test(date) ? { date, door: "rest" } : undefined;
  }
  if (!url.startsWith(TRPC_PATH)) return undefined;
  const query = url.slice(TRPC_PATH.length);
  const batch = TRPC_BATCH.exec(query);
  if (batch) return { date: batch[1]!, door: "trpc batch" };
  const one = TRPC_ONE.exec(query);
  return one ? { date: one[1]!, door: "trpc one" } : undefined;
}

/** The answer's body as each door gives it: REST the JSON itself, tRPC its result envelope. */
function body(json: string, door: Asked["door"]): string {
  if (door === "rest") return json;
  const result = `{"result":{"data":${json}}}`;
  return door === "trpc batch" ? `[${result}]` : result;
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
      const night = asked(url);
      if (!night || !plainRequest(request)) return false;
      // Something written and not yet on disk: Fastify's answer waits for it (durability.ts).
      if (opts.store.synced() !== undefined || !app.everyClientBelowCap()) return false;
      const json = cache.kept<string>(dayTextKey(night.date));
      if (json === undefined) return false;
      const text = body(json, night.door);
      const length = Buffer.byteLength(text);
      // tRPC's answers are compressed past the threshold (transport.ts): those go to Fastify.
      if (night.door !== "rest" && length >= COMPRESS_THRESHOLD) return false;
      const head = night.door === "rest" ? heads.rest : heads.trpc;
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
