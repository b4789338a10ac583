// The gallery in the Studio tab over the real server: a picture added (201, cleaned, on the public
// profile at once), its caption and alt text changed, moved, removed (its file deleted), through
// the REST door and tRPC's mirror; the last picture is kept.
import { existsSync } from "node:fs";
import path from "node:path";
import { LAST_GALLERY_PICTURE_MESSAGE } from "@studio/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, type TestApp, trpc } from "../../../../packages/api/test/helpers.js";
import { startServer } from "../start-server.js";
import { phonePhoto, upload } from "./upload-files.js";

let t: TestApp;
let cookie: string;
const owner = (method: string, pathname: string, body?: unknown) =>
  call(t.url, method, pathname, body, { cookie });
const gallery = async () => (await owner("GET", "/api/admin/studio")).body.gallery;
const publicGallery = async () => (await call(t.url, "GET", "/api/studio")).body.images.gallery;

beforeAll(async () => {
  t = await startServer();
  cookie = await login(t.url);
}, 60_000);
afterAll(() => t.close());

describe("the gallery", () => {
  let added: { id: string; caption: string; alt: string; src: string };

  it("starts with the spec's four rooms, each with an id", async () => {
    const rooms = await gallery();
    expect(rooms.map((g: { caption: string }) => g.caption)).toEqual([
      "Recording Booth",
      "Games Room",
      "Lounge",
      "Control Room",
    ]);
    for (const room of rooms) expect(room.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("adds a picture at the end (201 with its id, caption, alt text and address), public at once", async () => {
    const answer = await upload(
      t.url,
      "POST",
      "/api/admin/studio/gallery",
      { fields: { caption: "Live Room", alt: "Drums set up in the live room" }, file: await phonePhoto() },
      { cookie },
    );
    expect(answer.status, answer.text).toBe(201);
    added = answer.body;
    expect(Object.keys(added).sort()).toEqual(["alt", "caption", "id", "src"]);
    expect(added).toMatchObject({ caption: "Live Room", alt: "Drums set up in the live room" });
    expect(added.src).toMatch(/^\/pictures\/[0-9a-f]{16}\.jpg$/);
    expect((await gallery()).at(-1)).toEqual(added);
    const shown = (await publicGallery()).at(-1);
    expect(shown).toMatchObject({ src: added.src, caption: "Live Room", width: 200, height: 300 });
  });

  it("changes a caption and alt text, and moves a picture first", async () => {
    const changed = await owner("PATCH", `/api/admin/studio/gallery/${added.id}`, {
      caption: "The Live Room",
      alt: "A drum kit under warm lights",
      position: 0,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ id: added.id, caption: "The Live Room" });
    expect((await gallery())[0]).toMatchObject({ id: added.id, alt: "A drum kit under warm lights" });
    expect((await publicGallery())[0].caption).toBe("The Live Room");
  });

  it("moves a picture down through tRPC too", async () => {
    const moved = await trpc(
      t.url,
      "mutation",
      "admin.studio.updateGalleryPicture",
      { id: added.id, patch: { position: 1 } },
      { cookie },
    );
    expect(moved.status, moved.text).toBe(200);
    expect((await gallery()).map((g: { id: string }) => g.id).indexOf(added.id)).toBe(1);
  });

  it("refuses an empty caption or a bad place with a 400 naming the field, changing nothing", async () => {
    const before = await gallery();
    for (const [body, field] of [
      [{ caption: " " }, "caption"],
      [{ alt: "" }, "alt"],
      [{ position: -1 }, "position"],
      [{ src: "/etc/passwd" }, "src"],
    ] as const) {
      const answer = await owner("PATCH", `/api/admin/studio/gallery/${added.id}`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(answer.body.issues)).toContain(field);
    }
    expect(await gallery()).toEqual(before);
    expect((await owner("PATCH", "/api/admin/studio/gallery/nope", { caption: "x" })).status).toBe(404);
  });

  it("records each change in the studio's history", () => {
    const fields = t.store.sqlite
      .prepare("select field from studio_settings_audit where section = 'gallery'")
      .all()
      .map((row) => (row as { field: string }).field);
    expect(fields).toContain(`gallery.${added.id}.caption`);
    expect(fields).toContain(`gallery.${added.id}.place`);
  });

  it("removes a picture (its file deleted) and keeps the last one", async () => {
    const removed = await owner("DELETE", `/api/admin/studio/gallery/${added.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.gallery.map((g: { id: string }) => g.id)).not.toContain(added.id);
    expect(existsSync(path.join(t.dataDir, "pictures", path.basename(added.src)))).toBe(false);
    expect((await owner("DELETE", `/api/admin/studio/gallery/${added.id}`)).status).toBe(404);
    const rest = await gallery();
    for (const picture of rest.slice(1)) {
      const gone = await trpc(
        t.url,
        "mutation",
        "admin.studio.removeGalleryPicture",
        { id: picture.id },
        { cookie },
      );
      expect(gone.status, gone.text).toBe(200);
    }
    const last = await owner("DELETE", `/api/admin/studio/gallery/${rest[0].id}`);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(LAST_GALLERY_PICTURE_MESSAGE);
    expect(await gallery()).toHaveLength(1);
  });
});
