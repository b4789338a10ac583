// Per-client limits on the public writes.
import rateLimit from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { ServerLimits } from "../limits.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The per-client limit on public POSTs, as a route's onRequest hook (429 past it). */
    publicPostLimit: onRequestHookHandler;
  }
}

export const limitsPlugin = fp(
  async (app: FastifyInstance, opts: { limits: ServerLimits }) => {
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
    app.decorate(
      "publicPostLimit",
      app.rateLimit({ max: opts.limits.publicPostsPerMinute, timeWindow: 60_000 }),
    );
  },
  { name: "limits" },
);
