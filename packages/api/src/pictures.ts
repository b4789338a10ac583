// The studio's pictures as responsive images. Each picture the profile names in its folder is read
// once at start for its real size; the page offers it at a few widths as AVIF and WebP, which sharp
// makes on first request (or in the background once the server listens) into DATA_DIR/media-cache,
// named by the source's content hash: a replaced photo gets new copies and new URLs, so the copies
// are cached for ever. Without sharp (its native part failed to load) or for a file it cannot read,
// the original is served as it is.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type { Sharp, SharpOptions } from "sharp";

export const VARIANT_TYPES = { avif: "image/avif", webp: "image/webp" } as const;
export type VariantFormat = keyof typeof VARIANT_TYPES;
/** The widths offered, up to the picture's own (twice it for a drawing, which scales). */
const WIDTHS = [400, 800, 1200, 1600];

/** What a page needs to offer one picture responsively (in the public profile, by its URL). */
export interface PictureInfo {
  /** Its real size, for the `<img>`'s width and height (no layout shift). */
  width: number;
  height: number;
  /** `srcset` values, one per format. */
  avif: string;
  webp: string;
}

interface Source {
  file: string;
  url: string;
  hash: string;
  width: number;
  vector: boolean;
  widths: number[];
}

type SharpFactory = (input?: string | Buffer, options?: SharpOptions) => Sharp;
export type LoadSharp = () => Promise<unknown>;

const defaultLoadSharp: LoadSharp = async () => (await import("sharp")).default;

export interface PictureCatalogOptions {
  /** The profile's folder and the pictures it names there (`images/lounge.jpg`), each with its URL. */
  dir: string;
  files: readonly { file: string; url: string }[];
  /** Where the copies are kept (DATA_DIR/media-cache). */
  cacheDir: string;
  log: FastifyBaseLogger;
  /** How sharp is loaded (tests pass one that fails). */
  loadSharp?: LoadSharp;
}

export interface PictureCatalog {
  /** Settles once every picture has been read (never rejects). */
  ready: Promise<void>;
  /** The pictures read so far, by URL. */
  infos(): Record<string, PictureInfo>;
  /** The cached copy of `name` (a path under the folder) at `width` in `format`, made if need be;
   * undefined when the picture is not offered at that width or cannot be converted. */
  variant(name: string, width: number, format: VariantFormat): Promise<string | undefined>;
  /** Whether `version` is the picture's current content hash (its copies may be cached for ever). */
  isCurrent(name: string, version: string | undefined): boolean;
  /** Makes every copy not yet cached, one at a time, until `stopped()` says so. */
  warm(stopped: () => boolean): Promise<void>;
}

const keyOf = (file: string) => file.split(/[\\/]+/).join("/");

function widthsFor(width: number, vector: boolean): number[] {
  const largest = Math.min(vector ? width * 2 : width, WIDTHS.at(-1) as number);
  return [...new Set([...WIDTHS.filter((w) => w < largest), largest])];
}

const srcset = (source: Source, format: VariantFormat) =>
  source.widths.map((w) => `${source.url}?w=${w}&f=${format}&v=${source.hash} ${w}w`).join(", ");

export function pictureCatalog(options: PictureCatalogOptions): PictureCatalog {
  const { dir, cacheDir, log } = options;
  const sources = new Map<string, Source>();
  const making = new Map<string, Promise<string | undefined>>();
  const failed = new Set<string>();
  const infoCache = new Map<string, PictureInfo>();
  let sharp: SharpFactory | undefined;

  const ready = (async () => {
    if (options.files.length === 0) return;
    try {
      const loaded = (await (options.loadSharp ?? defaultLoadSharp)()) as SharpFactory & {
        concurrency(n: number): number;
        cache(options: boolean): unknown;
      };
      // One thread per conversion, and no operation cache kept between them: the server shares its
      // machine, and libvips' cache held ~100 MB after the copies were made.
      loaded.concurrency(1);
      loaded.cache(false);
      sharp = loaded;
    } catch (error) {
      log.warn(
        { err: error },
        "sharp (image conversion) did not load: the studio's pictures are served as they are",
      );
      return;
    }
    for (const { file, url } of options.files) {
      const absolute = path.resolve(dir, file);
      // Missing or outside the folder: media.ts says so and serves nothing.
      if (!absolute.startsWith(path.resolve(dir) + path.sep) || !existsSync(absolute)) continue;
      try {
        const content = readFileSync(absolute);
        const meta = await sharp(content).metadata();
        const turned = (meta.orientation ?? 1) >= 5;
        const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
        if (!width || !height) throw new Error("no size");
        const vector = meta.format === "svg";
        const hash = createHash("sha256").update(content).digest("hex").slice(0, 12);
        const source = { file: absolute, url, hash, width, vector, widths: widthsFor(width, vector) };
        sources.set(keyOf(file), source);
        infoCache.set(url, { width, height, avif: srcset(source, "avif"), webp: srcset(source, "webp") });
      } catch (error) {
        log.warn({ err: error }, `The picture ${file} cannot be read as an image: it is served as it is.`);
      }
    }
  })();

  async function make(source: Source, width: number, format: VariantFormat, out: string) {
    if (!sharp) return undefined;
    const scale = source.vector ? { density: Math.min(72 * (width / source.width), 10_000) } : {};
    const pipeline = sharp(source.file, scale).autoOrient().resize({ width, withoutEnlargement: true });
    const encoded =
      format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 75 });
    mkdirSync(cacheDir, { recursive: true });
    const partial = `${out}.${process.pid}.part`;
    try {
      await encoded.toFile(partial);
      renameSync(partial, out);
    } finally {
      rmSync(partial, { force: true });
    }
    return out;
  }

  async function variant(name: string, width: number, format: VariantFormat) {
    await ready;
    const source = sources.get(name);
    if (!source?.widths.includes(width) || !sharp) return undefined;
    const out = path.join(cacheDir, `${source.hash}-${width}.${format}`);
    if (existsSync(out)) return out;
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
  }

  return {
    ready,
    infos: () => Object.fromEntries(infoCache),
    variant,
    isCurrent: (name, version) => version !== undefined && sources.get(name)?.hash === version,
    async warm(stopped) {
      await ready;
      for (const [name, source] of sources) {
        for (const width of source.widths) {
          for (const format of Object.keys(VARIANT_TYPES) as VariantFormat[]) {
            if (stopped()) return;
            await variant(name, width, format);
          }
        }
      }
    },
  };
}
