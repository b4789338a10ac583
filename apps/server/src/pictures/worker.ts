// The picture converter: a child process of the server (see converter.ts) that holds sharp
// and libvips, so their memory (far larger than the server's while converting) is never the server's, and is given
// back when the child exits after a few idle seconds. It reads, copies and cleans pictures as the
// server asks, one at a time. Self-contained (Node's modules and sharp only): from the source, Node 24 runs it as it is.
import { renameSync, rmSync } from "node:fs";
import type { SharpOptions } from "sharp";
import type { CleanFormat, CleanRefusal, ConverterReply, ConverterRequest } from "./protocol.js";

type Sharp = typeof import("sharp").default;

async function loadSharp(): Promise<Sharp> {
  const sharp = (await import("sharp")).default;
  // One thread per conversion, and no operation cache kept between them.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

// An upload's cleaning: a picture sharp reads whole, within the pixel limit, turned upright by its
// EXIF orientation and written again without any metadata (EXIF, GPS, XMP, IPTC, ICC: sharp's
// output keeps none unless asked), in its own type (a HEIC as a JPEG, which every browser shows).
type CleanRequest = Extract<ConverterRequest, { op: "clean" }>;

const FORMATS: Record<string, CleanFormat> = { jpeg: "jpeg", png: "png", webp: "webp", heif: "jpeg" };

const refuse = (id: number, refusal: CleanRefusal, message: string): ConverterReply => ({
  id,
  ok: false,
  refusal,
  message,
});

/** Why sharp failed on a picture it had recognised. */
function failure(message: string, heif: boolean): CleanRefusal {
  if (/pixel limit/i.test(message)) return "too-many-pixels";
  // A HEIC whose compression this build of libvips has no decoder for.
  if (heif) return "unreadable";
  return "damaged";
}

async function clean(sharp: Sharp, request: CleanRequest): Promise<ConverterReply> {
  const options = { limitInputPixels: request.maxPixels, failOn: "warning" as const };
  let meta: Awaited<ReturnType<ReturnType<Sharp>["metadata"]>>;
  try {
    meta = await sharp(request.file, options).metadata();
  } catch (error) {
    // Its first bytes said picture (the api looked): a header that cannot be read is damage.
    const message = (error as Error).message;
    return refuse(request.id, /pixel limit/i.test(message) ? "too-many-pixels" : "damaged", message);
  }
  const format = FORMATS[meta.format ?? ""];
  if (!format) return refuse(request.id, "not-a-picture", `a ${meta.format} file`);
  if (!meta.width || !meta.height) return refuse(request.id, "unreadable", "no size");
  if (meta.width * meta.height > request.maxPixels)
    return refuse(request.id, "too-many-pixels", `${meta.width} x ${meta.height}`);
  const upright = sharp(request.file, options).autoOrient();
  const encoded =
    format === "png"
      ? upright.png()
      : format === "webp"
        ? upright.webp({ quality: 90 })
        : upright.jpeg({ quality: 90, mozjpeg: true });
  const partial = `${request.out}.${process.pid}.part`;
  try {
    const made = await encoded.toFile(partial);
    renameSync(partial, request.out);
    return {
      id: request.id,
      ok: true,
      format,
      size: { width: made.width, height: made.height, vector: false },
    };
  } catch (error) {
    const message = (error as Error).message;
    return refuse(request.id, failure(message, meta.format === "heif"), message);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function answer(sharp: Sharp, request: ConverterRequest): Promise<ConverterReply> {
  if (request.op === "clean") return clean(sharp, request);
  if (request.op === "read") {
    const meta = await sharp(request.file).metadata();
    const turned = (meta.orientation ?? 1) >= 5;
    const [width, height] = turned ? [meta.height, meta.width] : [meta.width, meta.height];
    if (!width || !height) throw new Error("no size");
    return { id: request.id, ok: true, size: { width, height, vector: meta.format === "svg" } };
  }
  const options: SharpOptions = request.density ? { density: request.density } : {};
  const pipeline = sharp(request.file, options)
    .autoOrient()
    .resize({ width: request.width, withoutEnlargement: true });
  const encoded =
    request.format === "avif" ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 75 });
  const partial = `${request.out}.${process.pid}.part`;
  try {
    await encoded.toFile(partial);
    renameSync(partial, request.out);
  } finally {
    rmSync(partial, { force: true });
  }
  return { id: request.id, ok: true };
}

const send = (message: unknown) => process.send?.(message);
// The server gone (or done with it): nothing is left to do.
process.on("disconnect", () => process.exit(0));

try {
  const sharp = await loadSharp();
  let queue = Promise.resolve();
  process.on("message", (request: ConverterRequest) => {
    queue = queue.then(async () => {
      try {
        send(await answer(sharp, request));
      } catch (error) {
        send({ id: request.id, ok: false, message: (error as Error).message });
      }
    });
  });
  send({ ready: true });
} catch (error) {
  send({ ready: false, message: (error as Error).message });
  process.exit(1);
}
