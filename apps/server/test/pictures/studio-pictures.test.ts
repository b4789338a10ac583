// The Studio tab's pictures over the real server and a real SQLite file: a producer's photo and
// the gallery's pictures uploaded (cleaned by the picture worker: upright, no EXIF or GPS, kept in
// DATA_DIR/pictures), captioned, reordered and removed; every bad upload refused naming the
// problem, with nothing stored.
import { readdirSync } from "node:fs";
import path from "node:path";
import { PICTURE_MAX_BYTES, PICTURE_REFUSALS } from "@studio/domain";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, type TestApp, trpc } from "../../../../packages/api/test/helpers.js";
import { startServer } from "../start-server.js";
import {
  htmlNamedJpg,
  pdfNamedJpg,
  phonePhoto,
  plainPng,
  pngBomb,
  svgPicture,
  truncatedJpeg,
  upload,
} from "./upload-files.js";

let t: TestApp;
let cookie: string;
let dreId: string;

const owner = (method: string, pathname: string, body?: unknown) =>
  call(t.url, method, pathname, body, { cookie });
const send = (method: string, pathname: string, parts: Parameters<typeof upload>[3]) =>
  upload(t.url, method, pathname, parts, { cookie });
const kept = () => readdirSync(path.join(t.dataDir, "pictures")).filter((name) => !name.startsWith("."));
const uploadsLeft = () => readdirSync(path.join(t.dataDir, "uploads"));
const photoOf = async (id: string) =>
  (await owner("GET", "/api/admin/studio")).body.producers.find((p: { id: string }) => p.id === id).photo;
const served = async (src: string) => Buffer.from(await (await fetch(`${t.url}${src}`)).arrayBuffer());

beforeAll(async () => {
  t = await startServer();
  cookie = await login(t.url);
  dreId = (await owner("GET", "/api/admin/studio")).body.producers.find(
    (p: { name: string }) => p.name === "Dre",
  ).id;
}, 60_000);
afterAll(() => t.close());

describe("PUT /api/admin/studio/producers/{id}/photo", () => {
  it("keeps a phone's photo upright, without its EXIF or GPS, and serves it as the producer's photo", async () => {
    const answer = await send("PUT", `/api/admin/studio/producers/${dreId}/photo`, {
      fields: { alt: "Dre at the mixing desk" },
      file: await phonePhoto(),
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.photo.alt).toBe("Dre at the mixing desk");
    const src: string = answer.body.photo.src;
    expect(src).toMatch(/^\/pictures\/[0-9a-f]{16}\.jpg$/);
    for (const picture of [await served(src), path.join(t.dataDir, "pictures", path.basename(src))]) {
      const meta = await sharp(picture).metadata();
      expect([meta.width, meta.height]).toEqual([200, 300]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
    const studio = (await call(t.url, "GET", "/api/studio")).body;
    const dre = studio.producers.find((p: { name: string }) => p.name === "Dre");
    expect(dre.photo).toBe(src);
    expect(dre.imageAlt).toBe("Dre at the mixing desk");
    // The pages offer it at their widths as AVIF and WebP.
    expect(studio.pictures[src].webp).toContain(`${src}?w=200&f=webp`);
    const copy = await fetch(`${t.url}${src}?w=200&f=webp`);
    expect(copy.headers.get("content-type")).toBe("image/webp");
  });

  it("gives a replaced photo a new address and deletes the old file and its media-cache copies", async () => {
    const before = (await photoOf(dreId)).src;
    const copiesOf = (src: string) =>
      readdirSync(path.join(t.dataDir, "media-cache")).filter((name) =>
        name.startsWith(`${path.basename(src).slice(0, 12)}-`),
      );
    expect(copiesOf(before)).toContain(`${path.basename(before).slice(0, 12)}-200.webp`);
    const answer = await send("PUT", `/api/admin/studio/producers/${dreId}/photo`, {
      fields: { alt: "Dre in the booth" },
      file: await plainPng(),
      name: "dre.png",
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.photo.src).toMatch(/^\/pictures\/[0-9a-f]{16}\.png$/);
    expect(answer.body.photo.src).not.toBe(before);
    expect(kept()).not.toContain(path.basename(before));
    expect((await fetch(`${t.url}${before}`)).status).toBe(404);
    expect(copiesOf(before)).toEqual([]);
  });

  it("changes the photo's alt text without a new file (JSON PATCH, and tRPC's mirror), audited", async () => {
    const { src } = await photoOf(dreId);
    const answer = await owner("PATCH", `/api/admin/studio/producers/${dreId}/photo`, {
      alt: "Dre at the SSL desk",
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.photo).toEqual({ src, alt: "Dre at the SSL desk" });
    const dre = (await call(t.url, "GET", "/api/studio")).body.producers.find(
      (p: { id: string }) => p.id === dreId,
    );
    expect(dre.imageAlt).toBe("Dre at the SSL desk");
    const mirrored = await trpc(
      t.url,
      "mutation",
      "admin.studio.updateProducerPhoto",
      { id: dreId, patch: { alt: "Dre in the booth" } },
      { cookie },
    );
    expect(mirrored.status, mirrored.text).toBe(200);
    expect(await photoOf(dreId)).toEqual({ src, alt: "Dre in the booth" });
    const audit = t.store.sqlite
      .prepare("select after from studio_settings_audit where field = ? order by id desc")
      .get(`producers.${dreId}.photo.alt`);
    expect(audit).toEqual({ after: JSON.stringify("Dre in the booth") });
    for (const [body, field] of [
      [{ alt: "" }, "alt"],
      [{ alt: "x", src: "/etc/passwd" }, ""],
    ] as const) {
      const bad = await owner("PATCH", `/api/admin/studio/producers/${dreId}/photo`, body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect((await owner("PATCH", "/api/admin/studio/producers/nobody/photo", { alt: "x" })).status).toBe(404);
    expect(await photoOf(dreId)).toEqual({ src, alt: "Dre in the booth" });
  });

  it("refuses an unknown producer (404) and a JSON body (400 naming the file)", async () => {
    const unknown = await send("PUT", "/api/admin/studio/producers/nobody/photo", {
      fields: { alt: "x" },
      file: await plainPng(),
    });
    expect(unknown.status).toBe(404);
    const json = await owner("PUT", `/api/admin/studio/producers/${dreId}/photo`, { alt: "x" });
    expect(json.status).toBe(400);
    expect(json.body.issues[0].path).toBe("file");
  });
});

describe("a bad upload", () => {
  const bad: [string, () => Promise<Buffer> | Buffer, string][] = [
    ["a PDF named .jpg", pdfNamedJpg, PICTURE_REFUSALS["not-a-picture"]],
    ["an HTML page named .jpg", htmlNamedJpg, PICTURE_REFUSALS["not-a-picture"]],
    ["an SVG", svgPicture, PICTURE_REFUSALS.svg],
    ["a truncated JPEG", truncatedJpeg, PICTURE_REFUSALS.damaged],
    ["a 20,000 x 20,000 PNG bomb", pngBomb, PICTURE_REFUSALS["too-many-pixels"]],
    ["a file over 15 MB", () => Buffer.alloc(PICTURE_MAX_BYTES + 1024, 0xff), PICTURE_REFUSALS["too-large"]],
  ];
  for (const [what, file, message] of bad) {
    it(`refuses ${what} with a 400 naming the file, and stores nothing`, async () => {
      const photo = await photoOf(dreId);
      const before = kept();
      const answer = await send("PUT", `/api/admin/studio/producers/${dreId}/photo`, {
        fields: { alt: "Dre" },
        file: await file(),
      });
      expect(answer.status, answer.text).toBe(400);
      expect(answer.body.issues).toContainEqual({ path: "file", message });
      expect(await photoOf(dreId)).toEqual(photo);
      expect(kept()).toEqual(before);
      expect(uploadsLeft()).toEqual([]);
    });
  }

  it("refuses a photo without alt text, and a gallery picture without its caption", async () => {
    const photo = await send("PUT", `/api/admin/studio/producers/${dreId}/photo`, {
      fields: { alt: " " },
      file: await plainPng(),
    });
    expect(photo.status).toBe(400);
    expect(photo.body.issues[0].path).toBe("alt");
    const gallery = await send("POST", "/api/admin/studio/gallery", {
      fields: { alt: "The booth" },
      file: await plainPng(),
    });
    expect(gallery.status).toBe(400);
    expect(gallery.body.issues.map((i: { path: string }) => i.path)).toEqual(["caption"]);
    const none = await send("POST", "/api/admin/studio/gallery", {
      fields: { caption: "Booth", alt: "Booth" },
    });
    expect(none.body.issues).toContainEqual({ path: "file", message: PICTURE_REFUSALS.missing });
    expect((await owner("GET", "/api/admin/studio")).body.gallery).toHaveLength(4);
  });

  it("refuses two files, or a form of many fields, with a 400 naming the file, and stores nothing", async () => {
    const before = kept();
    const path = `/api/admin/studio/producers/${dreId}/photo`;
    const form = new FormData();
    form.append("alt", "Dre");
    for (const name of ["one.png", "two.png"])
      form.append("file", new Blob([await plainPng()], { type: "image/png" }), name);
    const two = await fetch(`${t.url}${path}`, { method: "PUT", body: form, headers: { cookie } });
    expect(two.status).toBe(400);
    const refused = (await two.json()) as { issues: unknown };
    expect(refused.issues).toEqual([{ path: "file", message: PICTURE_REFUSALS["one-at-a-time"] }]);
    const fields = Object.fromEntries(["alt", "a", "b", "c", "d"].map((key) => [key, "Dre"]));
    const many = await send("PUT", path, { fields, file: await plainPng() });
    expect(many.status).toBe(400);
    expect(many.body.issues).toEqual([{ path: "file", message: PICTURE_REFUSALS["too-many-fields"] }]);
    expect(kept()).toEqual(before);
    expect(uploadsLeft()).toEqual([]);
  });

  it("refuses an upload from another site (403) and multipart where JSON is expected (415)", async () => {
    const crossSite = await upload(
      t.url,
      "POST",
      "/api/admin/studio/gallery",
      { fields: { caption: "Booth", alt: "Booth" }, file: await plainPng() },
      { cookie, origin: "https://elsewhere.example" },
    );
    expect(crossSite.status).toBe(403);
    const elsewhere = await send("PATCH", "/api/admin/studio", { fields: { details: "{}" } });
    expect(elsewhere.status).toBe(415);
    const nobody = await upload(t.url, "POST", "/api/admin/studio/gallery", {
      fields: { caption: "Booth", alt: "Booth" },
      file: await plainPng(),
    });
    expect(nobody.status).toBe(401);
    expect((await owner("GET", "/api/admin/studio")).body.gallery).toHaveLength(4);
  });
});
