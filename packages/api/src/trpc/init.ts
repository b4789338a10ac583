// tRPC's context, procedures and the one mapping from service errors to tRPC codes.
import { initTRPC, TRPCError } from "@trpc/server";
import type { FastifyReply, FastifyRequest } from "fastify";
// zod/mini's error class, named: `z.core.$ZodError` would make the bundler keep zod's `core`
// namespace whole, every locale with it.
import { $ZodError } from "zod/v4/core";
import { FORBIDDEN_MESSAGE } from "@studio/domain";
import { actorOf } from "../auth/actor.js";
import { admit, procedureRequirement } from "../auth/guard.js";
import type { AdminAuth } from "../auth/admin-auth.js";
import type { AdminSessionDoor } from "../auth/session-cookie.js";
import type { PublicLimits } from "../config/limits.js";
import type { ServiceContext } from "../services/context.js";
import { fromZod, type Issue, ServiceError, type ServiceErrorKind, storageFailure } from "../errors.js";

interface TrpcContext {
  services: ServiceContext;
  limits: PublicLimits;
  auth: AdminAuth;
  session: AdminSessionDoor;
  req: FastifyRequest;
  reply: FastifyReply;
}

const CODES: Record<ServiceErrorKind, TRPCError["code"]> = {
  invalid: "BAD_REQUEST",
  unauthorized: "UNAUTHORIZED",
  forbidden: "FORBIDDEN",
  "not-found": "NOT_FOUND",
  conflict: "CONFLICT",
  throttled: "TOO_MANY_REQUESTS",
  "mail-failed": "BAD_GATEWAY",
  unavailable: "SERVICE_UNAVAILABLE",
};

function toTRPCError(error: ServiceError): TRPCError {
  return new TRPCError({ code: CODES[error.kind], message: error.message, cause: error });
}

const t = initTRPC.context<TrpcContext>().create({
  isDev: false, // never a stack trace in an answer
  errorFormatter({ shape, error }) {
    // Invalid input reads as the REST door's 400 does: one issue per field, one summary line.
    const cause = error.cause instanceof $ZodError ? fromZod(error.cause) : error.cause;
    let issues: Issue[] | undefined;
    let title: string | undefined;
    let message = shape.message;
    if (cause instanceof ServiceError) {
      issues = cause.issues;
      title = cause.title;
      message = cause.message;
    }
    if (error.code === "INTERNAL_SERVER_ERROR") message = "Internal server error";
    return {
      ...shape,
      message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues,
        title,
      },
    };
  },
});

export const router = t.router;

/** Service errors thrown inside a procedure become tRPC errors with the matching code. */
const mapServiceErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const cause = result.error.cause;
    if (cause instanceof ServiceError) throw toTRPCError(cause);
    const storage = storageFailure(cause);
    if (storage) throw toTRPCError(storage);
  }
  return result;
});

export const publicProcedure = t.procedure.use(mapServiceErrors);

/**
 * A procedure the permission table guards (by its dotted path): a live session whose role may use
 * it. Its changes are recorded as made by that person, method, session and device.
 */
export const adminProcedure = publicProcedure.use(({ ctx, path, next }) => {
  const who = admit(procedureRequirement(path) ?? [], ctx.session);
  if (!who) throw new TRPCError({ code: "FORBIDDEN", message: FORBIDDEN_MESSAGE });
  return next({ ctx: { who, services: { ...ctx.services, actor: actorOf(ctx.req, who) } } });
});
