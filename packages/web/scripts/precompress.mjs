// Writes .br and .gz beside every compressible file of the build, once, at the highest levels,
// so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing
// the same bytes again on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { dist } from "./vite-manifest.mjs";

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;
let files = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== ".vite" && name !== "server") walk(file);
    } else if (COMPRESSIBLE.test(name) && statSync(file).size >= 1024) {
      const bytes = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      files += 1;
    }
  }
}

walk(dist);
console.log(`precompress: ${files} files written as .br and .gz`);
