// The picture converter: a child process of the server (see converter.ts) that holds sharp
// and libvips, so their memory (100-200 MB while converting) is never the server's, and is given
// back when the child exits after a few idle seconds. It answers the server's messages one at a
// time. Self-contained (Node's modules and sharp only): from the source, Node 24 runs it as it is.
import { renameSync, rmSync } from "node:fs";
import type { SharpOptions } from "sharp";
import type { ConverterReply, ConverterRequest } from "./protocol.js";

type Sharp = typeof import("sharp").default;

async function loadSharp(): Promise<Sharp> {
  const sharp = (await import("sharp")).default;
  // One thread per conversion, and no operation cache kept between them.
  sharp.concurrency(1);
  sharp.cache(false);
  return sharp;
}

async function answer(sharp: Sharp, request: ConverterRequest): Promise<ConverterReply> {
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
