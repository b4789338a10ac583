// Serving the built web app: SPA fallback, cache headers, compression, and the API without it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startApp, type TestApp } from "./helpers.js";

const SHELL =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), "studio-web-dist-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
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
  it("serves index.html at / without caching", async () => {
    const { status, text, headers } = await call(t.url, "GET", "/");
    expect(status).toBe(200);
    expect(text).toBe(SHELL);
    expect(headers.get("cache-control")).toBe("no-cache");
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
    const shell = await fetch(`${t.url}/`, { headers: { "accept-encoding": "gzip" } });
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
    ]) {
      const { status, text, headers } = await call(t.url, "GET", page);
      expect(status, page).toBe(200);
      expect(text).toBe(SHELL);
      expect(headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers unknown pages with the shell (the app's 404 page) and HTTP 404", async () => {
    for (const page of ["/nowhere", "/producer/nobody", "/booking/extra/deep"]) {
      const { status, text } = await call(t.url, "GET", page);
      expect(status, page).toBe(404);
      expect(text).toBe(SHELL);
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
