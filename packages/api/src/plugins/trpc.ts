// The tRPC door under /trpc: strict JSON re-checks, the public-mutation limit, the router.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import { type AppRouter, appRouter } from "../trpc/router.js";
import { STATE_CHANGING } from "./hardening.js";

// The public mutations, counted in the per-client budget (the passkey ones each store a challenge).
const PUBLIC_MUTATIONS = new Set([
  "bookings.create",
  "contact.send",
  "waitlist.join",
  "waitlist.leave",
  "admin.passkeyOptions",
  "admin.enrol.options",
]);

export interface TrpcPluginOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function trpcPlugin(scope: FastifyInstance, opts: TrpcPluginOptions): Promise<void> {
  // A manage link's calls (any method) take from the links' own budget, as /api/manage does.
  scope.addHook("onRequest", (request, reply, done) => {
    const path = (request.params as { path?: unknown }).path;
    if (typeof path === "string" && path.split(",").some((p) => p.startsWith("manage."))) {
      return scope.publicLimits.manage.call(scope, request, reply, done);
    }
    done();
  });

  // Every public mutation of the request counts, named as the router will read them: the route's
  // decoded :path parameter (no query string, no fragment), split at commas as tRPC splits a batch.
  scope.addHook("onRequest", (request, _reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    const path = (request.params as { path?: unknown }).path;
    const calls =
      typeof path === "string" ? path.split(",").filter((p) => PUBLIC_MUTATIONS.has(p)).length : 0;
    try {
      scope.publicLimits.count(request, calls);
      done();
    } catch (error) {
      done(error as Error);
    }
  });

  // tRPC parses its input itself, lazily and with plain JSON.parse: a procedure without input
  // would run on a malformed body, and __proto__ / constructor keys would pass. Same strict parse
  // as REST.
  scope.addHook("preValidation", async (request, reply) => {
    const raw = request.method === "GET" ? (request.query as { input?: unknown }).input : request.body;
    if (typeof raw !== "string" || raw.trim() === "") return;
    if (!scope.isStrictJson(raw)) {
      const what = request.method === "GET" ? "The input" : "The request body";
      return reply.code(400).send({ error: `${what} is not valid JSON` });
    }
  });

  scope.addHook("onSend", answerAsText);

  await scope.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => ({
        services: opts.services,
        auth: opts.auth,
        limits: scope.publicLimits,
        session: opts.session(req),
        req,
        reply: res,
      }),
      onError: ({ error, path }) => {
        if (error.code === "INTERNAL_SERVER_ERROR")
          scope.log.error({ err: error.cause ?? error, path }, "tRPC procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
}

/** Whether an `Accept` header asks tRPC for JSON lines (a streamed batch), as tRPC reads it. */
const acceptsJsonLines = (accept: string): boolean =>
  accept.split(",").some((type) => type.trim() === "application/jsonl");

/** What tRPC streams: a batch asked for as JSON lines (its `trpc-accept`, or `Accept`), and subscriptions. */
function streamed(request: FastifyRequest, answer: Response): boolean {
  return (
    request.headers["trpc-accept"] !== undefined ||
    acceptsJsonLines(String(request.headers.accept ?? "")) ||
    (answer.headers.get("content-type") ?? "").startsWith("text/event-stream")
  );
}

/**
 * tRPC answers with a fetch Response, which Fastify sends as a chunked stream, and a stream is
 * compressed whatever its size. An answer that is not streamed (every call of the app's batch
 * link) is sent as its text instead: one write with a Content-Length, compressed only past the
 * threshold like any other answer. Its status and headers are the Response's; `Vary` adds to
 * what the hooks before set.
 */
async function answerAsText(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!(payload instanceof Response) || streamed(request, payload)) return payload;
  reply.code(payload.status);
  for (const [name, value] of payload.headers) {
    const before = name === "vary" ? reply.getHeader("vary") : undefined;
    reply.header(name, before ? `${String(before)}, ${value}` : value);
  }
  return payload.text();
}
