// Uploaded pictures on the prerendered pages, live: a producer's new photo on /producer/{name}
// and /booking's cards, a new gallery picture on the home page with its caption and alt text.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, login, type TestApp } from "../../../../packages/api/test/helpers.js";
import { rawGet } from "../raw-get.js";
import { builtWebDist, startServer } from "../start-server.js";
import { phonePhoto, plainPng, upload } from "./upload-files.js";

let t: TestApp;
let cookie: string;

/** The page once a save has been rendered (at most 5 s after it). */
async function pageShowing(pathname: string, text: string): Promise<string> {
  const until = Date.now() + 5000;
  let page = (await rawGet(t.url, pathname)).text;
  while (!page.includes(text) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    page = (await rawGet(t.url, pathname)).text;
  }
  return page;
}

beforeAll(async () => {
  t = await startServer({ webDist: builtWebDist() });
  cookie = await login(t.url);
  await rawGet(t.url, "/producer/marcus"); // the renderer started and a producer's page kept
}, 120_000);
afterAll(() => t.close());

it("shows a producer's new photo with its alt text on their page and on /booking, no restart", async () => {
  const studio = (await call(t.url, "GET", "/api/admin/studio", undefined, { cookie })).body;
  const marcus = studio.producers.find((p: { name: string }) => p.name === "Marcus");
  const answer = await upload(
    t.url,
    "PUT",
    `/api/admin/studio/producers/${marcus.id}/photo`,
    { fields: { alt: "Marcus behind the console" }, file: await phonePhoto() },
    { cookie },
  );
  expect(answer.status, answer.text).toBe(200);
  const src: string = answer.body.photo.src;
  const page = await pageShowing("/producer/marcus", src);
  expect(page).toContain(`alt="Marcus behind the console"`);
  expect(page).toContain(`src="${src}"`);
  expect(page).toContain(`${src}?w=200&amp;f=avif`);
  expect(await pageShowing("/booking", src)).toContain(src);
});

it("shows a new gallery picture on the home page with its caption and alt text", async () => {
  const answer = await upload(
    t.url,
    "POST",
    "/api/admin/studio/gallery",
    { fields: { caption: "Vocal Booth B", alt: "A second booth with a ribbon mic" }, file: await plainPng() },
    { cookie },
  );
  expect(answer.status, answer.text).toBe(201);
  const home = await pageShowing("/", answer.body.src);
  expect(home).toContain("Vocal Booth B");
  expect(home).toContain(`alt="A second booth with a ribbon mic"`);
});
