// The studio's own pictures (gallery, hero, producers), named in its profile as paths under the
// profile's folder, served at /media/<path>: the original, or with ?w=<width>&f=avif|webp a copy
// made by ./catalog.ts (&v=<content hash> marks a URL whose copy may be cached for ever). Only the
// files the profile names are served: the folder also holds the profile itself.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { UPLOADED_PICTURES_URL, uploadedPictureName } from "@studio/api/config";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type PictureCatalog, VARIANT_TYPES, type VariantFormat } from "./catalog.js";

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};
const FOR_AN_HOUR = "public, max-age=3600";
const FOR_EVER = "public, max-age=31536000, immutable";

export interface MediaOptions {
  /** The profile's folder. */
  dir: string;
  /** The pictures the profile names, as paths under `dir` (`images/lounge.jpg`). */
  files: readonly string[];
  /** Their responsive copies (absent: originals only). */
  pictures?: PictureCatalog;
}

/** The pictures the profile names that exist inside `dir`, by their name under /media. */
function servedPictures(app: FastifyInstance, dir: string, files: readonly string[]) {
  const served = new Map<string, string>();
  for (const file of files) {
    const absolute = path.resolve(dir, file);
    if (!absolute.startsWith(path.resolve(dir) + path.sep)) continue;
    if (!existsSync(absolute)) {
      app.log.warn(`The studio profile names ${file}, which is not in ${dir}: it will not show.`);
      continue;
    }
    served.set(file.split(/[\\/]+/).join("/"), absolute);
  }
  return served;
}

interface MediaQuery {
  w?: string;
  f?: string;
  v?: string;
}

async function sendFile(reply: FastifyReply, file: string, type: string, cache: string) {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    // Named at start, gone since: not found, as if never named.
    return reply.callNotFound();
  }
  return reply.type(type).header("cache-control", cache).send(body);
}

/** The original, or with ?w=&f= a copy made by the catalog (`key` names it there). */
async function sendPicture(
  reply: FastifyReply,
  picture: { file: string; key: string; query: MediaQuery; cache: string },
  pictures: PictureCatalog | undefined,
) {
  const { file, key, query, cache } = picture;
  const original = () =>
    sendFile(reply, file, TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream", cache);
  const { w, f, v } = query;
  if (w === undefined && f === undefined) return original();
  if (!(f === "avif" || f === "webp")) {
    return reply.code(400).send({ error: "f must be avif or webp" });
  }
  const width = Number(w);
  if (!Number.isInteger(width) || width <= 0) {
    return reply.code(400).send({ error: "w must be a width in pixels" });
  }
  const copy = pictures ? await pictures.variant(key, width, f as VariantFormat) : undefined;
  // Without sharp, or for a width this picture is not offered at: the original serves.
  if (!copy) return original();
  return sendFile(reply, copy, VARIANT_TYPES[f], pictures?.isCurrent(key, v) ? FOR_EVER : FOR_AN_HOUR);
}

export function registerMedia(app: FastifyInstance, { dir, files, pictures }: MediaOptions): void {
  const served = servedPictures(app, dir, files);
  app.get<{ Params: { "*": string }; Querystring: MediaQuery }>("/media/*", async (request, reply) => {
    let name: string;
    try {
      name = decodeURIComponent(request.params["*"]);
    } catch {
      name = "";
    }
    const file = served.get(name);
    if (!file) return reply.callNotFound();
    return sendPicture(reply, { file, key: name, query: request.query, cache: FOR_AN_HOUR }, pictures);
  });
}

/**
 * The pictures uploaded in the Studio tab, at /pictures/<hash>.<type> from DATA_DIR/pictures: named
 * by their content, so the original too may be cached for ever. A name of another shape is not
 * looked for.
 */
export function registerUploadedPictures(
  app: FastifyInstance,
  { dir, pictures }: { dir: string; pictures: PictureCatalog },
): void {
  app.get<{ Params: { name: string }; Querystring: MediaQuery }>(
    "/pictures/:name",
    async (request, reply) => {
      const key = `${UPLOADED_PICTURES_URL}${request.params.name}`;
      const name = uploadedPictureName(key);
      if (!name) return reply.callNotFound();
      const file = path.join(dir, name);
      return sendPicture(reply, { file, key, query: request.query, cache: FOR_EVER }, pictures);
    },
  );
}
