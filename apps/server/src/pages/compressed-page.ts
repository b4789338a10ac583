// A rendered page as the server keeps it: brotli and gzip, the best brotli made in the background,
// and the plain bytes unzipped for a client that takes neither.
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

/** A page as kept: compressed only. Its plain bytes, the largest of the three (its styles are
 * inline), are unzipped for the few clients that take no encoding, and kept while such clients keep
 * asking (`plainBytes`): an idle server holds no page twice. */
export interface Page {
  status: number;
  gzip: Buffer;
  br: Buffer;
  plain?: Buffer;
}

/** How long a page's plain bytes are kept after the last client that took no encoding. */
const PLAIN_KEPT_MS = 5_000;

/**
 * A page's plain bytes, unzipped once and kept until no client has asked for plain bytes for
 * PLAIN_KEPT_MS. Unzipped for each request, a load of such clients (the bench's) made a page's worth
 * of native memory a request, and glibc's heap grew under it.
 */
export function plainBytes(): { of(page: Page): Buffer; drop(): void } {
  const kept = new Set<Page>();
  let timer: NodeJS.Timeout | undefined;
  const drop = () => {
    clearTimeout(timer);
    timer = undefined;
    for (const page of kept) page.plain = undefined;
    kept.clear();
  };
  return {
    of(page) {
      if (timer) timer.refresh();
      else timer = setTimeout(drop, PLAIN_KEPT_MS).unref();
      kept.add(page);
      page.plain ??= gunzipSync(page.gzip);
      return page.plain;
    },
    drop,
  };
}

/**
 * Brotli at `quality`, with a window just big enough for `size` bytes. With the default window (4
 * MiB) each best-quality page took many times its size in native memory while it was compressed,
 * and glibc kept much of it: the idle server grew a few seconds after it started. A window as large
 * as the page finds every match it could.
 */
const brotliFor = (quality: number, size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
    [constants.BROTLI_PARAM_LGWIN]: Math.min(
      constants.BROTLI_MAX_WINDOW_BITS,
      Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size + 16))),
    ),
  },
});

/**
 * A page in both encodings. Brotli at its best quality is slow for a page (its styles are
 * inline): the page is first kept at quality 5 (fast, a little larger), and the best is
 * made on libuv's pool and takes its place when ready, so no request or start waits for it.
 */
export function compressed(status: number, html: string): Page {
  const identity = Buffer.from(html);
  const page = {
    status,
    gzip: gzipSync(identity, { level: 9 }),
    br: brotliCompressSync(identity, brotliFor(5, identity.length)),
  };
  betterBrotli(page, identity);
  return page;
}

let bestInLine: Promise<void> = Promise.resolve();

/**
 * The page's best brotli, made on libuv's pool one page at a time. Made all at once (the pages
 * are warmed together), each page's encoder held its memory on a pool thread at the same time, and
 * glibc kept what the threads had taken: the idle server stayed larger than with one at a time.
 */
function betterBrotli(page: Page, identity: Buffer): void {
  bestInLine = bestInLine.then(
    () =>
      new Promise<void>((resolve) => {
        brotliCompress(identity, brotliFor(11, identity.length), (error, best) => {
          if (!error) page.br = best;
          resolve();
        });
      }),
  );
}
