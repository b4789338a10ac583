// One error shape, { error }, for everything: service errors, storage failures, what the framework
// itself refuses; and the one strict JSON body parser (the tRPC plugin re-checks with it).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { sendServiceError } from "../rest/http.js";
import { ServiceError, storageFailure } from "../services/errors.js";

const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Requests that change data must be sent as JSON (Content-Type: application/json)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
  // The framework's own texts echo the whole URL back (6 KB of it for a long one).
  FST_ERR_BAD_URL: "The URL is malformed (bad percent-encoding)",
  FST_ERR_MAX_PARAM_LENGTH: "The URL is too long",
};

/** Malformed URLs and headers skip every hook: answered here, with the security headers. */
export function frameworkErrors(headers: Record<string, string>): FastifyServerOptions["frameworkErrors"] {
  return (error, _request, reply) => {
    void (reply as unknown as FastifyReply)
      .headers(headers)
      .code(error.statusCode ?? 400)
      .send({ error: CLIENT_ERROR_TEXT[error.code] ?? error.message });
  };
}

export type JsonCheck = (text: string) => boolean;

declare module "fastify" {
  interface FastifyInstance {
    /** True when `text` parses as JSON under the body parser's rules (no __proto__/constructor). */
    isStrictJson: JsonCheck;
  }
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
      if (error instanceof ServiceError) return sendServiceError(reply, error);
      const storage = storageFailure(error);
      if (storage) {
        request.log.error({ err: error }, "storage failure");
        return sendServiceError(reply, storage);
      }
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) {
        request.log.error({ err: error }, "request failed");
        return reply.code(500).send({ error: "Internal server error" });
      }
      const text =
        CLIENT_ERROR_TEXT[error.code] ??
        (error instanceof SyntaxError || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
          ? "The request body is not valid JSON"
          : error.message);
      return reply.code(status).send({ error: text });
    });

    // JSON bodies; an empty body (the spec's client sends none for logout, restore, ...) is no body.
    app.removeContentTypeParser("application/json");
    const jsonParser = app.getDefaultJsonParser("error", "error"); // refuses __proto__ / constructor keys
    app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
      const text = typeof body === "string" ? body : body.toString("utf8");
      if (text.trim() === "") return done(null, undefined);
      jsonParser(request, text, done);
    });
    app.decorate("isStrictJson", (text: string) => {
      let valid = false;
      // The default parser is synchronous and never reads the request.
      jsonParser(undefined as never, text, (error) => {
        valid = !error;
      });
      return valid;
    });
  },
  { name: "errors" },
);
