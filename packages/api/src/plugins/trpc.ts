// The tRPC door under /trpc: strict JSON re-checks, the public-mutation limit, the router.
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { ServiceContext } from "../services/context.js";
import { type AppRouter, appRouter } from "../trpc/router.js";
import { STATE_CHANGING } from "./hardening.js";

const PUBLIC_MUTATIONS = ["bookings.create", "contact.send"];

export interface TrpcPluginOptions {
  services: ServiceContext;
  auth: AdminAuth;
  session: (request: FastifyRequest) => AdminSessionDoor;
}

export async function trpcPlugin(scope: FastifyInstance, opts: TrpcPluginOptions): Promise<void> {
  scope.addHook("onRequest", (request, reply, done) => {
    if (!STATE_CHANGING.has(request.method)) return done();
    let procedures: string[] = [];
    try {
      procedures = decodeURIComponent(request.url.slice(6).split("?")[0] ?? "").split(",");
    } catch {
      return void reply.code(400).send({ error: "Malformed procedure path" });
    }
    if (!procedures.some((name) => PUBLIC_MUTATIONS.includes(name))) return done();
    // Past the limit it rejects with the 429, which the error handler answers.
    (scope.publicPostLimit.call(scope, request, reply, () => {}) as unknown as Promise<void>).then(
      () => done(),
      done,
    );
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

  await scope.register(fastifyTRPCPlugin, {
    prefix: "/trpc",
    trpcOptions: {
      router: appRouter,
      createContext: ({ req, res }) => ({
        services: opts.services,
        auth: opts.auth,
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
