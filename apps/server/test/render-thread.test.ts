// The page renderer on its thread (src/pages/render-thread.ts): it answers the renderer's own calls,
// stops once none has come for a moment and starts again when asked; a path whose first segment
// names no page is the 404 page without asking it, which the renderer itself agrees with for any
// path; and a page sent as its skeleton is rendered once for every link. Runs on the real web build.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicProfile } from "@studio/api/config";
import type { PageMap, Renderer } from "@studio/web/renderer";
import { profile } from "../../../packages/api/test/helpers.js";
import { type RenderThread, renderThread } from "../src/pages/render-thread.js";
import { pageKeys, routeOf } from "../src/pages/renderer.js";
import { rawGet } from "./raw-get.js";
import { startServer, webDist } from "./start-server.js";

const rendererFile = path.join(webDist, "server", "entry-server.js");
const rendererUrl = pathToFileURL(rendererFile).href;
const pageMap = () => JSON.parse(readFileSync(path.join(webDist, "server", "pages.json"), "utf8")) as PageMap;
const site = { profile: publicProfile(profile), publicUrl: "https://studio.example.com" };

/** This process's threads (vitest runs each test file in a process of its own). */
const threads = () => readdirSync("/proc/self/task").length;

let thread: RenderThread;
/** The process's threads while no renderer runs. */
let idle: number;

beforeAll(() => {
  if (!existsSync(rendererFile)) throw new Error(`No web build at ${webDist}: run \`pnpm build\` first.`);
  idle = threads();
  thread = renderThread(rendererUrl, 300);
});
afterAll(async () => {
  await thread.close();
});

describe("the renderer's thread", () => {
  it("answers the renderer's calls, stops once idle, and starts again when asked", async () => {
    expect(await thread.pageKey("/producer/Kofi")).toBe("/producer/$name?name=kofi");
    expect(threads()).toBe(idle + 1);
    await expect.poll(threads, { timeout: 15_000 }).toBe(idle);

    const page = await thread.renderPage("/booking", site);
    expect(page.status).toBe(200);
    expect(page.head).toContain(`<title>Book a Recording Session | ${profile.name}</title>`);
    expect(await thread.sitemapPaths(site.profile)).toContain("/producer/marcus");
  });

  it("rejects each call with the renderer's error when it cannot load, and keeps going", async () => {
    const missing = renderThread(pathToFileURL(path.join(webDist, "server", "missing.js")).href, 300);
    try {
      await expect(missing.pageKey("/")).rejects.toThrow(/Rendering failed: .*missing\.js/);
      await expect(missing.pageKey("/")).rejects.toThrow(/Rendering failed/);
    } finally {
      await missing.close();
    }
    expect(await thread.pageKey("/booking")).toBe("/booking");
  });

  it("keys every page sent as its skeleton by its route alone: one render for every manage link", async () => {
    expect(await thread.pageKey("/booking/manage/AbC123")).toBe("/booking/manage/$token");
    expect(await thread.pageKey("/waitlist/leave/xyz")).toBe("/waitlist/leave/$token");
    expect(await thread.pageKey("/admin/")).toBe("/admin");
    const [one, other] = await Promise.all([
      thread.renderPage("/booking/manage/first-token", site),
      thread.renderPage("/booking/manage/other-token", site),
    ]);
    expect(other).toEqual(one);
  });
});

describe("a path's page key", () => {
  let renderer: Renderer;
  beforeAll(async () => {
    renderer = (await import(rendererUrl)) as Renderer;
  });

  const rendererKey = (pathname: string) => {
    try {
      return renderer.pageKey(pathname);
    } catch {
      return "404"; // a path the router cannot read
    }
  };

  it("is the renderer's own for any path, and a probe's is known without starting the thread", async () => {
    const keyOf = pageKeys(thread, pageMap().pages);
    const known = Object.keys(pageMap().pages).map((page) => page.split("/")[1] ?? "");
    const segment = fc.stringMatching(/^[A-Za-z0-9._~%-]{0,10}$/);
    const first = fc.oneof(
      fc.constantFrom(...known, ...known.map((name) => name.toUpperCase()), "wp-login.php", ".env"),
      segment,
    );
    const pathname = fc
      .tuple(first, fc.array(segment, { maxLength: 3 }), fc.boolean())
      .map(([head, rest, slash]) => `/${[head, ...rest].join("/")}${slash ? "/" : ""}`);
    await fc.assert(
      fc.asyncProperty(pathname, async (asked) => {
        expect(await keyOf(asked)).toBe(rendererKey(asked));
      }),
      { numRuns: 400 },
    );

    await expect.poll(threads, { timeout: 15_000 }).toBe(idle);
    expect(await keyOf("/wp-login.php")).toBe("404");
    expect(await keyOf("/.ENV/x")).toBe("404");
    expect(threads()).toBe(idle);
  });

  it("is a skeleton page's route when Fastify matched that route, again without starting the thread", async () => {
    const pages = pageMap().pages;
    const skeletons = Object.keys(pages).filter((page) => pages[page]?.skeleton);
    expect(skeletons.sort()).toEqual([
      "/admin",
      "/booking-confirmation",
      "/booking/manage/$token",
      "/waitlist/leave/$token",
    ]);
    const keyOf = pageKeys({ pageKey: () => Promise.reject(new Error("asked the thread")) }, pages);
    const token = fc.stringMatching(/^[A-Za-z0-9_-]{1,43}$/);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...skeletons), token, async (page, value) => {
        const pathname = page.replace(/\$\w+/g, value);
        expect(await keyOf(pathname, routeOf(page))).toBe(rendererKey(pathname));
      }),
      { numRuns: 200 },
    );
  });
});

describe("a skeleton page, kept for every address of its route", () => {
  it("is rendered at its route's own address, never at the first visitor's", async () => {
    const server = await startServer({ webDist });
    try {
      // Before the pages are warmed: this address is the first to ask for the manage page.
      const odd = await rawGet(server.url, "/booking/manage/$token");
      const real = await rawGet(server.url, "/booking/manage/Zk3xQ9_-aB7cD8eF9gH0iJ1kL2mN3oP4qR5sT6uV7wX");
      expect(odd.status).toBe(200);
      expect(real.text).toBe(odd.text);
      expect(real.text).toContain("Skip to main content"); // the page's shell, not an empty root
    } finally {
      await server.close();
    }
  });
});
