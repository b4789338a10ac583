// A save in the Studio tab is live without a restart: the pages (their titles, Open Graph and
// JSON-LD), the sitemap and GET /api/engineers show a new producer, a retired one and new details;
// a first uploaded photo becomes the picture a shared link shows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, type TestApp } from "../../../packages/api/test/helpers.js";
import { rawGet } from "./raw-get.js";
import { phonePhoto, upload } from "./pictures/upload-files.js";
import { builtWebDist, startServer } from "./start-server.js";

const PUBLIC_URL = "https://studio.example.com";
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

let t: TestApp;
let cookie: string;
const owner = (method: string, pathname: string, body?: unknown) =>
  call(t.url, method, pathname, body, { cookie });

/** What a page says once the save has been rendered (at most 5 s after it). */
async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  const until = Date.now() + 5000;
  let value = await read();
  while (!ok(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  t = await startServer({ webDist: builtWebDist(), publicUrl: PUBLIC_URL });
  cookie = await login(t.url);
  await rawGet(t.url, "/producer/marcus"); // the renderer started and a producer's page kept
}, 120_000);
afterAll(async () => {
  await t.close();
});

describe("a save in the Studio tab", () => {
  it("gives a new producer a page, a sitemap entry and a place on the engineers list at once", async () => {
    expect((await rawGet(t.url, "/producer/kai")).status).toBe(404);
    const added = await owner("POST", "/api/admin/studio/producers", {
      name: "Kai",
      title: "Mix engineer",
      bio: "Kai mixes records.",
      bookable: true,
    });
    expect(added.status, added.text).toBe(201);
    const page = await eventually(
      () => rawGet(t.url, "/producer/kai"),
      (answer) => answer.status === 200,
    );
    expect(titleOf(page.text)).toContain("Kai, Mix engineer");
    expect(page.text).toContain(`<meta property="og:url" content="${PUBLIC_URL}/producer/kai"/>`);
    const sitemap = await rawGet(t.url, "/sitemap.xml");
    expect(sitemap.text).toContain(`${PUBLIC_URL}/producer/kai`);
    const producers = await call(t.url, "GET", "/api/engineers");
    expect(producers.body.map((e: { name: string }) => e.name)).toContain("Kai");
  });

  it("takes a retired producer off the pages and the sitemap", async () => {
    const studio = await owner("GET", "/api/admin/studio");
    const kofi = studio.body.producers.find((p: { name: string }) => p.name === "Kofi");
    const retired = await owner("PATCH", `/api/admin/studio/producers/${kofi.id}`, { retired: true });
    expect(retired.status, retired.text).toBe(200);
    const page = await eventually(
      () => rawGet(t.url, "/producer/kofi"),
      (answer) => answer.status === 404,
    );
    expect(page.status).toBe(404);
    expect((await rawGet(t.url, "/sitemap.xml")).text).not.toContain("/producer/kofi");
  });

  it("puts new details in the pages' titles and JSON-LD", async () => {
    const saved = await owner("PATCH", "/api/admin/studio", { details: { name: "Hackney Sound" } });
    expect(saved.status, saved.text).toBe(200);
    const home = await eventually(
      () => rawGet(t.url, "/contact"),
      (answer) => (titleOf(answer.text) ?? "").includes("Hackney Sound"),
    );
    expect(titleOf(home.text)).toContain("Hackney Sound");
    expect(home.text).toContain('"name":"Hackney Sound"');
  });

  it("gives shared links the first uploaded gallery photo, never a placeholder drawing", async () => {
    expect((await rawGet(t.url, "/equipment")).text).not.toContain('property="og:image"');
    const added = await upload(
      t.url,
      "POST",
      "/api/admin/studio/gallery",
      { fields: { caption: "Live Room", alt: "Drums in the live room" }, file: await phonePhoto() },
      { cookie },
    );
    expect(added.status, added.text).toBe(201);
    const image = `<meta property="og:image" content="${PUBLIC_URL}${added.body.src}"/>`;
    const page = await eventually(
      () => rawGet(t.url, "/equipment"),
      (answer) => answer.text.includes(image),
    );
    expect(page.text).toContain(image);
    expect(page.text).toContain('<meta property="og:image:alt" content="Drums in the live room"/>');
    expect(page.text).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });
});
