// Serving the built web app: each page rendered on the server with the studio profile, its title
// and search-engine tags, a real 404, every Accept-Encoding answered, robots.txt and sitemap.xml,
// assets cached for ever, and the API alone when there is no build. Runs on the real web build.
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, profile, type TestApp } from "../../../packages/api/test/helpers.js";
import { builtWebDist, startServer } from "./start-server.js";
import { rawGet } from "./raw-get.js";

const PUBLIC_URL = "https://studio.example.com";

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
/** The text of the app's markup in #root, as a reader sees it. */
const rootOf = (html: string) =>
  (/<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? "")
    .replace(/<!--[^>]*-->/g, "")
    .replace(/<style[^>]*>[^<]*<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

let t: TestApp;

beforeAll(async () => {
  t = await startServer({ webDist: builtWebDist(), publicUrl: PUBLIC_URL });
  await rawGet(t.url, "/"); // the first page loads the renderer: not part of any test's time
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("the pages", () => {
  it.each([
    ["none", undefined],
    ["identity", undefined],
    ["gzip", "gzip"],
    ["br", "br"],
    ["gzip, deflate, br", "br"],
    ["br;q=0, gzip", "gzip"],
    ["compress", undefined],
  ])("answers / with 200 and the rendered home page for Accept-Encoding %s", async (accept, sent) => {
    const page = await rawGet(t.url, "/", accept === "none" ? {} : { "accept-encoding": accept });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe(sent);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toContain("accept-encoding");
    expect(page.text).toContain("Where Music Comes Alive");
  });

  it("keeps brotli at its best quality once made (quality 5 until then, so no start waits for it)", async () => {
    const plain = await rawGet(t.url, "/");
    const quick = brotliCompressSync(plain.text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;
    const brotli = () => rawGet(t.url, "/", { "accept-encoding": "br" });
    // Made in libuv's pool once the page is served: eventually, however busy the machine is.
    await expect.poll(async () => (await brotli()).sent, { timeout: 15_000 }).toBeLessThan(quick);
    expect((await brotli()).text).toBe(plain.text);
  });

  it("compresses a page with brotli's window no larger than the page (4 MiB cost ~40 MB a page)", async () => {
    const page = await rawGet(t.url, "/", { "accept-encoding": "br" });
    const bits = brotliWindowBits(page.body);
    expect(2 ** bits - 16).toBeGreaterThanOrEqual(Buffer.byteLength(page.text));
    expect(2 ** (bits - 1) - 16).toBeLessThan(Buffer.byteLength(page.text));
  });

  it.each([
    ["/", `${profile.name} | Recording Studio in Leyton, London`, "Where Music Comes Alive"],
    ["/booking", `Book a Recording Session | ${profile.name}`, "Book Your Session"],
    ["/contact", `Contact | ${profile.name}`, "Get In Touch"],
    ["/equipment", `Studio Equipment | ${profile.name}`, "Professional Equipment"],
    ["/producer/marcus", `Marcus, Lead engineer | ${profile.name}`, "Ready to Create with Marcus?"],
    ["/producer/DRE", `Dre, Lead producer | ${profile.name}`, "Ready to Create with Dre?"],
  ])(
    "renders %s on the server with its own title and the profile's details",
    async (pathname, title, text) => {
      const page = await rawGet(t.url, pathname);
      expect(page.status).toBe(200);
      expect(titleOf(page.text)).toBe(title);
      const markup = rootOf(page.text);
      expect(markup).toContain(text);
      expect(markup).toContain(`© 2024 ${profile.name}`); // the footer, from the profile
      // The profile travels as data for the browser's hydration; the staff's addresses never do.
      expect(page.text).toContain('<script type="application/json" id="studio-profile">');
      expect(page.text).not.toContain(profile.notificationRecipients[1]);
      // No inline script runs (script-src 'self'): only the module entry and data blocks.
      const scripts = [...page.text.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      for (const attrs of scripts) expect(attrs).toMatch(/src="\/assets\/|type="application\/(ld\+)?json"/);
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    },
  );
});

describe("the pages: what each one carries", () => {
  it("gives each page a description, its canonical URL from PUBLIC_URL and Open Graph tags", async () => {
    const page = (await rawGet(t.url, "/producer/Kofi")).text;
    expect(page).toContain(`<link rel="canonical" href="${PUBLIC_URL}/producer/kofi"/>`);
    expect(page).toContain(`<meta property="og:url" content="${PUBLIC_URL}/producer/kofi"/>`);
    expect(page).toContain(`<meta property="og:title" content="Kofi, Producer/Engineer | ${profile.name}"/>`);
    expect(page).toMatch(/<meta name="description" content="Kofi splits his time/);
    const home = (await rawGet(t.url, "/")).text;
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
    expect(home).toMatch(/<meta name="description" content="[^"]*E10 6AE/);
    for (const html of [page, home]) expect(html).not.toContain('content="noindex"');
  });

  it("describes the studio as a LocalBusiness: address, postcode, opening hours, contacts", async () => {
    const page = (await rawGet(t.url, "/")).text;
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(page)?.[1];
    const data = JSON.parse(json ?? "null");
    expect(data).toMatchObject({
      "@type": "LocalBusiness",
      name: profile.name,
      email: profile.bookingsEmail,
      telephone: profile.messagingNumber,
      address: { postalCode: "E10 6AE", addressLocality: "Leyton, London" },
      openingHoursSpecification: [
        { dayOfWeek: ["Friday", "Saturday", "Sunday"], opens: "12:00", closes: "06:00" },
      ],
    });
  });

  it("lists a page's own route chunks for after its first paint, named by the build's page map", async () => {
    const page = (await rawGet(t.url, "/booking")).text;
    const modules = /<script type="application\/json" id="page-modules">(.*?)<\/script>/.exec(page)?.[1];
    const { page: own, app } = JSON.parse(modules ?? "{}") as { page: string[]; app: string[] };
    expect(own).toContainEqual(expect.stringMatching(/^\/assets\/booking-[\w-]+\.js$/));
    expect(app).toContainEqual(expect.stringMatching(/^\/assets\/boot-[\w-]+\.js$/));
    // Nothing is fetched before the page has painted but the small entry.
    expect(page).not.toContain('rel="modulepreload"');
    expect((await rawGet(t.url, "/")).text).not.toMatch(/\/assets\/booking-/);
  });

  it("carries every stylesheet a page needs inside it: no stylesheet holds the first paint", async () => {
    for (const pathname of ["/", "/booking", "/contact", "/no-such-page"]) {
      const page = (await rawGet(t.url, pathname)).text;
      const head = page.slice(0, page.indexOf("</head>"));
      expect(head.match(/<style>/g)?.length ?? 0, pathname).toBeGreaterThanOrEqual(2);
      // Each inlined file leaves a disabled link (never fetched) for the app's loader to find.
      for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? [])
        expect(link, pathname).toContain(" disabled");
    }
  });
});

describe("the pages the server does not render", () => {
  it("answers unknown pages with the app's 404 page and HTTP 404, not indexed", async () => {
    for (const pathname of ["/nowhere", "/booking/extra/deep", "/index.html"]) {
      const page = await rawGet(t.url, pathname, { "accept-encoding": "gzip" });
      expect(page.status, pathname).toBe(404);
      expect(rootOf(page.text)).toContain("404 Page Not Found");
      expect(rootOf(page.text)).toContain("Did you forget to add the page to the router?");
      expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    }
    const producer = await rawGet(t.url, "/producer/nobody");
    expect(producer.status).toBe(404);
    expect(rootOf(producer.text)).toContain("Producer Not Found");
    expect(titleOf(producer.text)).toBe(`404 Page Not Found | ${profile.name}`);
    expect(producer.text).toContain('<meta name="robots" content="noindex"/>');
    expect(producer.text).not.toContain('rel="canonical"');
  });

  it("sends the confirmation, admin and manage pages as a skeleton the browser replaces, with their own titles", async () => {
    for (const [pathname, title] of [
      ["/booking-confirmation?id=1&firstName=A", `Booking Confirmation | ${profile.name}`],
      ["/admin", `Admin | ${profile.name}`],
      ["/booking/manage/Zx3v9QeT0bq4kKf2N8wLr1YhUo6sMdAcJgPiXeBtV7E", `Your Booking | ${profile.name}`],
    ] as const) {
      const page = await rawGet(t.url, pathname);
      expect(page.status, pathname).toBe(200);
      expect(titleOf(page.text)).toBe(title);
      expect(page.text).toContain('<meta name="robots" content="noindex"/>');
      expect(page.text).toMatch(/<div id="root">[\s\S]*<div [^>]*data-page-skeleton=""[^>]*aria-busy="true"/);
      expect(rootOf(page.text)).not.toMatch(/Booking Confirmed|Admin Dashboard|Hi [A-Z]/); // nothing private
    }
  });
});

describe("for search engines", () => {
  it("serves robots.txt naming the sitemap", async () => {
    const { status, text } = await call(t.url, "GET", "/robots.txt");
    expect(status).toBe(200);
    expect(text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(text).toContain("Disallow: /admin");
  });

  it("lists every public page and producer in sitemap.xml, not admin or the confirmation", async () => {
    const { status, text, headers } = await call(t.url, "GET", "/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("application/xml");
    const urls = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(urls).toEqual([
      `${PUBLIC_URL}/`,
      `${PUBLIC_URL}/booking`,
      `${PUBLIC_URL}/contact`,
      `${PUBLIC_URL}/equipment`,
      `${PUBLIC_URL}/privacy`,
      ...profile.producers.map((p) => `${PUBLIC_URL}/producer/${p.name.toLowerCase()}`),
    ]);
  });
});

describe("the build's files", () => {
  it("serves hashed assets cached immutably, as their precompressed twins", async () => {
    const page = (await rawGet(t.url, "/")).text;
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(page)?.[1];
    expect(entry).toBeDefined();
    const script = await rawGet(t.url, entry as string, { "accept-encoding": "br" });
    expect(script.status).toBe(200);
    expect(script.headers["content-encoding"]).toBe("br");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const plain = await rawGet(t.url, entry as string);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(script.text);
  });

  it("keeps the renderer and the manifest private", async () => {
    for (const file of ["/server/entry-server.js", "/server/pages.json", "/.vite/manifest.json"]) {
      expect((await rawGet(t.url, file)).status, file).toBe(404);
    }
  });

  it("keeps unknown /api and /trpc paths as JSON 404s", async () => {
    for (const pathname of ["/api/unknown", "/api", "/trpc/nope.nope"]) {
      const { status, headers } = await call(t.url, "GET", pathname);
      expect(status, pathname).toBe(404);
      expect(headers.get("content-type")).toContain("application/json");
    }
  });
});

it("serves the API when the web app has not been built", async () => {
  const bare = await startServer({ webDist: path.join(path.sep, "tmp", "no-such-web-dist") });
  try {
    expect((await call(bare.url, "GET", "/api/health")).status).toBe(200);
    const page = await call(bare.url, "GET", "/booking");
    expect(page.status).toBe(404);
    expect(page.text).toContain("has not been built");
  } finally {
    await bare.close();
  }
});

/** The window size (WBITS) a brotli stream declares in its first bits (RFC 7932, 9.1). */
function brotliWindowBits(stream: Buffer): number {
  const bits = stream.readUInt8(0) | (stream.readUInt8(1) << 8);
  if ((bits & 1) === 0) return 16;
  const n = (bits >> 1) & 0b111;
  if (n !== 0) return 17 + n;
  const m = (bits >> 4) & 0b111;
  return m === 0 ? 17 : 8 + m;
}
