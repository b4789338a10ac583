// Serving the built web app: SPA fallback, per-page preloads, cache headers, compression, and the
// API without it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startApp, type TestApp } from "./helpers.js";

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
// As Vite's manifest names them: the entry (which index.html already loads), a route chunk that
// shares a chunk with the entry, and a chunk of its own with styles.
const MANIFEST = {
  "index.html": { file: "assets/index-abc123.js", isEntry: true, imports: ["_shared-111.js"] },
  "_shared-111.js": { file: "assets/shared-111.js" },
  "src/routes/booking.tsx?tsr-split=component": {
    file: "assets/booking-222.js",
    isDynamicEntry: true,
    imports: ["index.html", "_shared-111.js", "_Card-333.js"],
    css: ["assets/booking-444.css"],
  },
  "_Card-333.js": { file: "assets/Card-333.js", css: ["assets/Card-555.css"] },
  "src/routes/index.tsx?tsr-split=component": { file: "assets/home-666.js", imports: ["index.html"] },
  "src/routes/producer.$name.tsx?tsr-split=component": { file: "assets/producer-777.js" },
};
const PROFILE_PRELOAD = '<link rel="preload" href="/api/studio" as="fetch" crossorigin>';
/** The shell with the given tags before </head>, as the server writes it. */
const shellWith = (...tags: string[]) =>
  SHELL.replace("</head>", `  ${[PROFILE_PRELOAD, ...tags].join("\n    ")}\n  </head>`);
const BOOKING_SHELL = shellWith(
  '<link rel="stylesheet" crossorigin href="/assets/booking-444.css">',
  '<link rel="stylesheet" crossorigin href="/assets/Card-555.css">',
  '<link rel="modulepreload" crossorigin href="/assets/booking-222.js">',
  '<link rel="modulepreload" crossorigin href="/assets/Card-333.js">',
);
const HOME_SHELL = shellWith('<link rel="modulepreload" crossorigin href="/assets/home-666.js">');
const PRODUCER_SHELL = shellWith('<link rel="modulepreload" crossorigin href="/assets/producer-777.js">');
const NOT_FOUND_SHELL = shellWith();

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "studio-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  writeFileSync(
    path.join(dist, "assets", "index-abc123.js"),
    `console.log(${JSON.stringify("x".repeat(5000))});`,
  );
  writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  // As the web build's precompress step leaves them: .br and .gz twins beside the file.
  const chunk = `export const big = ${JSON.stringify("y".repeat(5000))};`;
  writeFileSync(path.join(dist, "assets", "chunk-def456.js"), chunk);
  writeFileSync(path.join(dist, "assets", "chunk-def456.js.br"), brotliCompressSync(chunk));
  writeFileSync(path.join(dist, "assets", "chunk-def456.js.gz"), gzipSync(chunk));
  writeFileSync(path.join(dist, "index.html.gz"), gzipSync(SHELL));
  t = await startApp({ webDist: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the web app", () => {
  it("serves the shell at / without caching, preloading the profile and the home page's chunk", async () => {
    const { status, text, headers } = await call(t.url, "GET", "/");
    expect(status).toBe(200);
    expect(text).toBe(HOME_SHELL);
    expect(headers.get("cache-control")).toBe("no-cache");
  });

  it("names a page's own chunks and styles, not the entry's, in its shell", async () => {
    expect((await call(t.url, "GET", "/booking")).text).toBe(BOOKING_SHELL);
    expect((await call(t.url, "GET", "/booking?date=2026-11-27")).text).toBe(BOOKING_SHELL);
    expect((await call(t.url, "GET", "/producer/marcus")).text).toBe(PRODUCER_SHELL);
    // A page whose chunk the manifest does not list still gets the profile's preload.
    expect((await call(t.url, "GET", "/contact")).text).toBe(shellWith());
  });

  it("sends the shell compressed as the browser accepts it", async () => {
    // fetch decodes the body; the header says what came over the wire.
    const brotli = await fetch(`${t.url}/booking`, { headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("vary")).toContain("accept-encoding");
    expect(await brotli.text()).toBe(BOOKING_SHELL);
    const gzip = await fetch(`${t.url}/booking`, { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(BOOKING_SHELL);
    const plain = await fetch(`${t.url}/booking`, { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(BOOKING_SHELL);
  });

  it("serves hashed assets cached immutably, compressed when asked", async () => {
    const response = await fetch(`${t.url}/assets/index-abc123.js`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(await response.text()).toContain("console.log");
  });

  it("sends the build's precompressed twins as they are, with the original file's caching", async () => {
    const brotli = await fetch(`${t.url}/assets/chunk-def456.js`, {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(brotli.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers.get("content-type")).toMatch(/javascript/);
    expect(await brotli.text()).toContain("export const big");
    const plain = await fetch(`${t.url}/assets/chunk-def456.js`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const shell = await fetch(`${t.url}/index.html`, { headers: { "accept-encoding": "gzip" } });
    expect(shell.headers.get("content-encoding")).toBe("gzip");
    expect(shell.headers.get("cache-control")).toBe("no-cache");
    expect(await shell.text()).toBe(SHELL);
  });

  it("serves other static files with a short cache", async () => {
    const { status, headers } = await call(t.url, "GET", "/favicon.svg");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers the app's routes with the shell and 200", async () => {
    for (const page of [
      "/booking",
      "/booking-confirmation?id=1&firstName=A",
      "/contact",
      "/admin",
      "/equipment",
      "/producer/marcus",
      "/producer/DRE",
      "/booking/manage/Zx3v9QeT0bq4kKf2N8wLr1YhUo6sMdAcJgPiXeBtV7E",
    ]) {
      const { status, text, headers } = await call(t.url, "GET", page);
      expect(status, page).toBe(200);
      expect(text).toContain('<div id="root"></div>');
      expect(text).toContain(PROFILE_PRELOAD);
      expect(headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers unknown pages with the shell (the app's 404 page) and HTTP 404", async () => {
    for (const page of ["/nowhere", "/producer/nobody", "/booking/extra/deep"]) {
      const { status, text } = await call(t.url, "GET", page);
      expect(status, page).toBe(404);
      expect(text).toBe(NOT_FOUND_SHELL);
    }
  });

  it("keeps unknown /api and /trpc paths as JSON 404s", async () => {
    for (const page of ["/api/unknown", "/api", "/trpc/nope.nope"]) {
      const { status, headers } = await call(t.url, "GET", page);
      expect(status, page).toBe(404);
      expect(headers.get("content-type")).toContain("application/json");
    }
  });
});

it("serves the API when the web app has not been built", async () => {
  const bare = await startApp({ webDist: path.join(tmpdir(), "no-such-web-dist") });
  try {
    expect((await call(bare.url, "GET", "/api/health")).status).toBe(200);
    const page = await call(bare.url, "GET", "/booking");
    expect(page.status).toBe(404);
    expect(page.text).toContain("has not been built");
  } finally {
    await bare.close();
  }
});
