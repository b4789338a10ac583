// The pictures' copies in DATA_DIR/media-cache, named `<content hash>-<width>.<format>`: each made
// by the converter once (a second request for it waits for the first), a picture that cannot be
// converted said once in the log, and a picture's copies removed with it (or, when it went while the
// server was down, at the next start).
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { PictureConverter } from "./converter.js";
import type { VariantFormat } from "./protocol.js";

/** One picture as the catalog offers it. */
export interface Source {
  file: string;
  url: string;
  hash: string;
  width: number;
  height: number;
  vector: boolean;
  widths: number[];
}

export function pictureCopies(options: {
  cacheDir: string;
  converter: PictureConverter;
  log: FastifyBaseLogger;
}) {
  const { cacheDir, converter, log } = options;
  const making = new Map<string, Promise<string | undefined>>();
  const failed = new Set<string>();

  /** One copy of a picture at `width` in `format`, written to `out` in the cache. */
  async function make(source: Source, width: number, format: VariantFormat, out: string) {
    const density = source.vector ? Math.min(72 * (width / source.width), 10_000) : undefined;
    mkdirSync(cacheDir, { recursive: true });
    await converter.make({ file: source.file, out, width, format, ...(density ? { density } : {}) });
    return out;
  }

  return {
    /** The copy's path, made if need be; undefined when the picture cannot be converted. */
    copy(name: string, source: Source, width: number, format: VariantFormat) {
      const out = path.join(cacheDir, `${source.hash}-${width}.${format}`);
      if (existsSync(out)) return Promise.resolve(out);
      let pending = making.get(out);
      if (!pending) {
        pending = make(source, width, format, out).catch((error: unknown) => {
          if (!failed.has(source.file)) {
            failed.add(source.file);
            log.warn({ err: error }, `The picture ${name} could not be converted: it is served as it is.`);
          }
          return undefined;
        });
        making.set(out, pending);
        void pending.finally(() => making.delete(out));
      }
      return pending;
    },
    /** Removes every copy of the picture whose content hash is `hash` (it is no longer offered). */
    remove(hash: string): void {
      removeCopies(cacheDir, (file) => file.startsWith(`${hash}-`));
    },
    /** Removes the copies of every picture whose hash is not in `hashes`: those replaced or let go
     * before this start (a shipped placeholder the studio has since replaced, say). */
    keepOnly(hashes: ReadonlySet<string>): void {
      removeCopies(cacheDir, (file) => !hashes.has(file.slice(0, file.indexOf("-"))));
    },
  };
}

function removeCopies(cacheDir: string, unwanted: (file: string) => boolean): void {
  if (!existsSync(cacheDir)) return;
  for (const file of readdirSync(cacheDir))
    if (unwanted(file)) rmSync(path.join(cacheDir, file), { force: true });
}
