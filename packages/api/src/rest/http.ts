// The REST door's one error mapping, its input parsing and its long lists, shared by every route.
import { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import * as z from "zod/mini";
import { fromZod, type Issue, type ServiceError, type ServiceErrorKind } from "../errors.js";

interface ErrorBody {
  error: string;
  title?: string;
  issues?: Issue[];
}

const STATUS: Record<ServiceErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  throttled: 429,
  "mail-failed": 502,
  unavailable: 503,
};

/** Validates a body or params against a domain schema; a failure is a 400 naming each field. */
export function parse<T>(schema: z.core.$ZodType<T>, value: unknown): T {
  const result = z.safeParse(schema, value ?? {});
  if (!result.success) throw fromZod(result.error);
  return result.data;
}

function errorBody(error: ServiceError): ErrorBody {
  return {
    error: error.message,
    ...(error.title ? { title: error.title } : {}),
    ...(error.issues ? { issues: error.issues } : {}),
  };
}

/** The REST door's one mapping of a service error to an answer; `extra` adds fields a route's client reads. */
export function sendServiceError(
  reply: FastifyReply,
  error: ServiceError,
  extra: Record<string, unknown> = {},
): FastifyReply {
  if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
  return reply.code(STATUS[error.kind]).send({ ...extra, ...errorBody(error) });
}

/** Items written to the answer this many at a time. */
const LIST_BATCH = 200;

/**
 * A JSON array answered as it is written, a batch of items at a time: the same text as the array
 * whole, but neither the items nor the text are ever all in memory at once.
 */
export function sendJsonList(reply: FastifyReply, items: Iterable<unknown>): FastifyReply {
  function* text() {
    let batch: string[] = [];
    let separator = "";
    yield "[";
    for (const item of items) {
      batch.push(JSON.stringify(item));
      if (batch.length < LIST_BATCH) continue;
      yield separator + batch.join(",");
      separator = ",";
      batch = [];
    }
    if (batch.length > 0) yield separator + batch.join(",");
    yield "]";
  }
  return reply.type("application/json; charset=utf-8").send(Readable.from(text(), { objectMode: false }));
}
