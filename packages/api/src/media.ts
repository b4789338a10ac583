// The studio's own pictures (gallery, hero, producers), named in its profile as paths under the
// profile's folder, served at /media/<path>. Only the files the profile names are served: the
// folder also holds the profile itself.
import { createReadStream, existsSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance } from "fastify";

const TYPES: Record<string, string> = {
  ".avif": "image/avif",
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};

export interface MediaOptions {
  /** The profile's folder. */
  dir: string;
  /** The pictures the profile names, as paths under `dir` (`images/lounge.jpg`). */
  files: readonly string[];
}

export function registerMedia(app: FastifyInstance, { dir, files }: MediaOptions): void {
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
  app.get<{ Params: { "*": string } }>("/media/*", (request, reply) => {
    let name: string;
    try {
      name = decodeURIComponent(request.params["*"]);
    } catch {
      name = "";
    }
    const file = served.get(name);
    if (!file) return reply.callNotFound();
    return reply
      .type(TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream")
      .header("cache-control", "public, max-age=3600")
      .send(createReadStream(file));
  });
}
