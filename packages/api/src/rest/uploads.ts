// A picture upload (multipart/form-data: one `file` and its text fields), streamed to a temp file
// under DATA_DIR/uploads (never held in memory) and deleted once the service has used it. The
// upload routes say so in their config (`upload: true`): only they accept multipart, and only
// from the same origin (plugins/hardening.ts).
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
// The plugin's request methods (parts, isMultipart), for every program that reads this file's types.
import type {} from "@fastify/multipart";
import { PICTURE_MAX_BYTES, PICTURE_REFUSALS } from "@studio/domain";
import type { FastifyRequest } from "fastify";
import { invalid, ServiceError } from "../errors.js";
import type { Upload } from "../services/studio-pictures.js";

/** The route option of an upload route: multipart accepted there (and its body not read as JSON). */
export const UPLOAD_ROUTE = { config: { upload: true } } as const;

export const isUploadRoute = (request: FastifyRequest): boolean =>
  (request.routeOptions.config as { upload?: boolean } | undefined)?.upload === true;

/** @fastify/multipart's options for an upload route: one file of at most 15 MB, a few short fields;
 * a file over the size is cut short (and refused by the service), not an error mid-stream. */
export const UPLOAD_OPTIONS = {
  limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 4, fieldSize: 4096, parts: 5 },
  throwFileSizeLimit: false,
};

/** @fastify/multipart's refusals of the form's shape (its own words are "reach files limit" and the like). */
const FORM_REFUSALS: Record<string, string> = {
  FST_FILES_LIMIT: PICTURE_REFUSALS["one-at-a-time"],
  FST_FIELDS_LIMIT: PICTURE_REFUSALS["too-many-fields"],
  FST_PARTS_LIMIT: PICTURE_REFUSALS["too-many-fields"],
};

/** Counts the bytes that pass. */
function counter(count: (bytes: number) => void): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count(chunk.length);
      done(null, chunk);
    },
  });
}

async function receive(request: FastifyRequest, dir: string, upload: Upload): Promise<void> {
  for await (const part of request.parts()) {
    if (part.type === "field") {
      upload.fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== "file") {
      part.file.resume();
      continue;
    }
    mkdirSync(dir, { recursive: true });
    const file = { path: path.join(dir, `${randomUUID()}.upload`), bytes: 0, truncated: false };
    upload.file = file;
    await pipeline(
      part.file,
      counter((bytes) => {
        file.bytes += bytes;
      }),
      createWriteStream(file.path),
    );
    file.truncated = part.file.truncated;
  }
}

/** Receives the upload, hands it to `use`, and deletes the temp file whatever happened. */
export async function withUpload<T>(
  request: FastifyRequest,
  dataDir: string | undefined,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart())
    throw invalid("file", "Send the picture as multipart/form-data, with its text fields beside it");
  if (!dataDir) throw new ServiceError("unavailable", "Pictures cannot be stored on this server");
  const upload: Upload = { fields: {} };
  try {
    try {
      await receive(request, path.join(dataDir, "uploads"), upload);
    } catch (error) {
      const { statusCode: status = 400, code = "" } = error as { statusCode?: number; code?: string };
      const refusal = FORM_REFUSALS[code];
      if (refusal) throw invalid("file", refusal);
      if (status >= 400 && status < 500 && status !== 400) throw error;
      throw invalid("file", "The upload was cut short or malformed: send it again");
    }
    return await use(upload);
  } finally {
    if (upload.file) rmSync(upload.file.path, { force: true });
  }
}
