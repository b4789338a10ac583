// The studio's pictures as responsive images. Each picture the profile names in its folder is read
// once at start for its real size; the page offers it at a few widths as AVIF and WebP, which the
// picture converter (a child process holding sharp: converter.ts) makes on first request,
// or in the background once the server listens, into DATA_DIR/media-cache, named by the source's
// content hash (copies.ts): a replaced photo gets new copies and new URLs, so the copies are cached
// for ever, and an uploaded picture let go takes its copies with it.
// When the converter cannot start (sharp's native part failed to load) or cannot read a file, the
// original is served as it is.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { PictureInfo } from "@studio/api/config";
import type { FastifyBaseLogger } from "fastify";
import { ConverterUnavailable, type PictureConverter, pictureConverter } from "./converter.js";
import { pictureCopies, type Source } from "./copies.js";
import { VARIANT_TYPES, type VariantFormat } from "./protocol.js";

export { VARIANT_TYPES, type VariantFormat };
/** The widths offered, up to the picture's own (twice it for a drawing, which scales). */
const WIDTHS = [400, 800, 1200, 1600];

export interface PictureCatalogOptions {
  /** The profile's folder and the pictures it names there (`images/lounge.jpg`), each with its URL. */
  dir: string;
  files: readonly { file: string; url: string }[];
  /** The pictures uploaded in the Studio tab that the profile names: their folder
   * (DATA_DIR/pictures) and their URLs (`/pictures/<file>`, which are also their names here). */
  uploads?: { dir: string; urls: readonly string[] };
  /** Where the copies are kept (DATA_DIR/media-cache). */
  cacheDir: string;
  /** The converter (the server shares one with the upload worker); by default one of its own. */
  converter?: PictureConverter;
  log: FastifyBaseLogger;
  /** The converter's script (tests name one that cannot start); by default the one beside this module. */
  workerScript?: string;
  /** Read the pictures only once `start()` is called or they are first needed (the server calls it
   * a moment after listening), so the converter's process does not start beside the server's own
   * start. */
  deferStart?: boolean;
}

export interface PictureCatalog {
  /** Settles once every picture has been read (never rejects); asking for it starts the reading. */
  readonly ready: Promise<void>;
  /** Starts reading the pictures (at once unless `deferStart`); later calls do nothing. */
  start(): void;
  /** The pictures read so far, by URL. */
  infos(): Record<string, PictureInfo>;
  /** The cached copy of `name` (a path under the folder) at `width` in `format`, made if need be;
   * undefined when the picture is not offered at that width or cannot be converted. */
  variant(name: string, width: number, format: VariantFormat): Promise<string | undefined>;
  /** Whether `version` is the picture's current content hash (its copies may be cached for ever). */
  isCurrent(name: string, version: string | undefined): boolean;
  /** Offers a picture just uploaded (named by its URL), its size already known. */
  add(url: string, file: string, size: { width: number; height: number }): void;
  /** Stops offering an uploaded picture (its file is gone) and removes its copies. */
  forget(url: string): void;
  /** Makes every copy not yet cached, one at a time, until `stopped()` says so. */
  warm(stopped: () => boolean): Promise<void>;
  /** Stops the converter (the server is closing). */
  close(): void;
}

const keyOf = (file: string) => file.split(/[\\/]+/).join("/");

function widthsFor(width: number, vector: boolean): number[] {
  const largest = Math.min(vector ? width * 2 : width, WIDTHS.at(-1) as number);
  return [...new Set([...WIDTHS.filter((w) => w < largest), largest])];
}

const srcset = (source: Source, format: VariantFormat) =>
  source.widths.map((w) => `${source.url}?w=${w}&f=${format}&v=${source.hash} ${w}w`).join(", ");

const infoOf = (source: Source): PictureInfo => ({
  width: source.width,
  height: source.height,
  avif: srcset(source, "avif"),
  webp: srcset(source, "webp"),
});

const sourceOf = (
  file: string,
  url: string,
  hash: string,
  size: { width: number; height: number; vector: boolean },
): Source => ({ file, url, hash, ...size, widths: widthsFor(size.width, size.vector) });

/** The profile's pictures under its folder (by their name there) and the uploaded ones (by URL),
 * each as a path under its folder. */
function sourceFiles({ dir, files, uploads }: PictureCatalogOptions) {
  const named = files.map(({ file, url }) => ({ key: keyOf(file), root: dir, file, url }));
  const uploaded = (uploads?.urls ?? []).map((url) => ({
    key: url,
    root: uploads?.dir ?? dir,
    file: path.basename(url),
    url,
  }));
  return [...named, ...uploaded];
}

/** Each picture's size (read by the converter) and content hash, by its name under the folder;
 * undefined when the converter cannot start. */
async function readSources(
  options: PictureCatalogOptions,
  converter: PictureConverter,
): Promise<Map<string, Source> | undefined> {
  const sources = new Map<string, Source>();
  for (const { key, root, file, url } of sourceFiles(options)) {
    const absolute = path.resolve(root, file);
    // Missing or outside the folder: media.ts says so and serves nothing.
    if (!absolute.startsWith(path.resolve(root) + path.sep) || !existsSync(absolute)) continue;
    try {
      const { width, height, vector } = await converter.read(absolute);
      const hash = createHash("sha256").update(readFileSync(absolute)).digest("hex").slice(0, 12);
      sources.set(key, sourceOf(absolute, url, hash, { width, height, vector }));
    } catch (error) {
      if (error instanceof ConverterUnavailable) {
        options.log.warn(
          { err: error },
          "sharp (image conversion) did not load: the studio's pictures are served as they are",
        );
        return undefined;
      }
      options.log.warn(
        { err: error },
        `The picture ${file} cannot be read as an image: it is served as it is.`,
      );
    }
  }
  return sources;
}

/** A picture just uploaded: its name is its content's hash, whose first 12 digits reading it would give. */
const uploadedSource = (url: string, file: string, size: { width: number; height: number }) =>
  sourceOf(file, url, path.basename(file).slice(0, 12), { ...size, vector: false });

/** Makes every copy of every picture not yet cached, one at a time, until `stopped()` says so. */
async function warmAll(
  sources: Map<string, Source>,
  variant: PictureCatalog["variant"],
  stopped: () => boolean,
): Promise<void> {
  for (const [name, source] of sources) {
    for (const width of source.widths) {
      for (const format of Object.keys(VARIANT_TYPES) as VariantFormat[]) {
        if (stopped()) return;
        await variant(name, width, format);
      }
    }
  }
}

export function pictureCatalog(options: PictureCatalogOptions): PictureCatalog {
  const converter = options.converter ?? pictureConverter(options.workerScript);
  const copies = pictureCopies({ cacheDir: options.cacheDir, converter, log: options.log });
  const sources = new Map<string, Source>();
  // Until the converter is found not to start, copies are made (of uploads added later too).
  let converting = true;

  let start = () => {};
  const started = new Promise<void>((resolve) => {
    start = resolve;
  });
  if (!options.deferStart) start();

  const ready = started.then(async () => {
    const read =
      sourceFiles(options).length === 0 ? new Map<string, Source>() : await readSources(options, converter);
    converting = read !== undefined;
    if (!read) return;
    for (const [name, source] of read) sources.set(name, source);
    // The copies of pictures no longer named (replaced while the server was down) are not kept.
    copies.keepOnly(new Set([...sources.values()].map((source) => source.hash)));
  });

  async function variant(name: string, width: number, format: VariantFormat) {
    start();
    await ready;
    const source = sources.get(name);
    if (!source?.widths.includes(width) || !converting) return undefined;
    return copies.copy(name, source, width, format);
  }

  /** An uploaded picture no longer offered: its copies go too (unless another picture has its content). */
  function forget(url: string) {
    const source = sources.get(url);
    sources.delete(url);
    if (source && ![...sources.values()].some((other) => other.hash === source.hash))
      copies.remove(source.hash);
  }

  return {
    // Whoever waits for the pictures starts reading them, if the server has not yet.
    get ready() {
      start();
      return ready;
    },
    start,
    infos: () => Object.fromEntries([...sources.values()].map((source) => [source.url, infoOf(source)])),
    variant,
    add: (url, file, size) => void sources.set(url, uploadedSource(url, file, size)),
    forget,
    isCurrent: (name, version) => version !== undefined && sources.get(name)?.hash === version,
    async warm(stopped) {
      start();
      await ready;
      await warmAll(sources, variant, stopped);
    },
    close: () => converter.close(),
  };
}
