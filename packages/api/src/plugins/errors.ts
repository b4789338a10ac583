// One error shape, { error }, for everything: service errors, storage failures, what the framework
// itself refuses; and the one strict JSON body parser (the tRPC plugin re-checks with it).
import { pipeline, Transform, type TransformCallback } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { sendServiceError } from "../rest/http.js";
import { isUploadRoute } from "../rest/uploads.js";
import { ServiceError, storageFailure } from "../errors.js";

const CLIENT_ERROR_TEXT: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large",
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    "Requests that change data must be sent as JSON (Content-Type: application/json)",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The request's Content-Length does not match its body",
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is not valid JSON",
  STUDIO_INVALID_UTF8: "The request body is not valid UTF-8",
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

/**
 * Passes a JSON body through unchanged, refusing it at the first byte that is not well-formed UTF-8.
 * The framework (and tRPC's own parser) would decode such bytes to U+FFFD and store a name the
 * visitor never typed.
 */
const invalidUtf8 = () =>
  Object.assign(new Error("invalid UTF-8"), { statusCode: 400, code: "STUDIO_INVALID_UTF8" });

class Utf8Check extends Transform {
  #decoder = new TextDecoder("utf-8", { fatal: true });

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    try {
      this.#decoder.decode(chunk, { stream: true });
      callback(null, chunk);
    } catch {
      callback(invalidUtf8());
    }
  }

  override _flush(callback: TransformCallback): void {
    try {
      this.#decoder.decode();
      callback();
    } catch {
      callback(invalidUtf8());
    }
  }
}

type JsonCheck = (text: string) => boolean;

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

    // Every body is JSON (hardening refuses other types), for both doors: checked as it streams in.
    app.addHook("preParsing", (request, _reply, payload, done) => {
      if (request.method === "GET" || request.method === "HEAD") return done(null, payload);
      // A picture upload is bytes, not text (rest/uploads.ts streams it to a file).
      if (isUploadRoute(request)) return done(null, payload);
      // pipeline, not pipe: a client that goes away mid-body ends the check too.
      done(
        null,
        pipeline(payload, new Utf8Check(), () => {}),
      );
    });

    // JSON bodies; an empty body (the browser sends none for logout, restore, ...) is no body.
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
