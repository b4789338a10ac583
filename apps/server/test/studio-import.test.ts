// `studio-import`: a new install takes the Studio tab's download as its settings, with the uploaded
// pictures it names (refused, naming them, when they are missing); an install that
// already holds its settings refuses, unchanged.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { StartupError } from "@studio/api/config";
import { profileFile, readStudioProfile } from "@studio/api/services";
import { openStore } from "@studio/api/store";
import { afterEach, expect, it, vi } from "vitest";
import { profile } from "../../../packages/api/test/helpers.js";
import { studioImportCommand } from "../src/cli/studio-import.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "studio-import-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

it("imports a download into a new install once, and refuses a second time", async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const file = path.join(tempDir(), "studio.json");
  const download = profileFile({ ...structuredClone(profile), name: "Hackney Sound", holdHours: 72 });
  download.producers[0] = { ...download.producers[0]!, prices: { "4": 15000 } };
  writeFileSync(file, JSON.stringify(download));
  const dataDir = tempDir();
  expect(await studioImportCommand([file], dataDir)).toBe(0);
  const store = openStore(dataDir);
  try {
    const held = readStudioProfile(store);
    expect(held.name).toBe("Hackney Sound");
    expect(held.holdHours).toBe(72);
    expect(held.producers[0]?.prices).toEqual({ "4": 15000 });
  } finally {
    await store.close();
  }
  await expect(studioImportCommand([file], dataDir)).rejects.toThrow(StartupError);
  await expect(studioImportCommand([], dataDir)).rejects.toThrow("usage: studio-import");
});

it("carries the uploaded pictures the download names, from the old install's pictures folder; refuses, naming them, when missing", async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const folder = tempDir();
  const file = path.join(folder, "studio.json");
  const [photo, room] = ["0123456789abcdef.jpg", "fedcba9876543210.webp"];
  const download = profileFile(structuredClone(profile));
  download.producers[0] = { ...download.producers[0]!, image: `/pictures/${photo}` };
  download.images.gallery[0] = { ...download.images.gallery[0]!, src: `/pictures/${room}` };
  writeFileSync(file, JSON.stringify(download));
  const dataDir = tempDir();
  const refused = studioImportCommand([file], dataDir);
  await expect(refused).rejects.toThrow(StartupError);
  await expect(refused).rejects.toThrow(
    `2 uploaded picture(s) not in ${path.join(folder, "pictures")}: ${photo}, ${room}`,
  );
  expect(existsSync(path.join(dataDir, "studio.db"))).toBe(false);
  const old = tempDir();
  writeFileSync(path.join(old, photo), "the photo");
  writeFileSync(path.join(old, room), "the room");
  expect(await studioImportCommand([file, "--pictures", old], dataDir)).toBe(0);
  expect(readFileSync(path.join(dataDir, "pictures", photo), "utf8")).toBe("the photo");
  expect(readFileSync(path.join(dataDir, "pictures", room), "utf8")).toBe("the room");
  const store = openStore(dataDir);
  try {
    expect(readStudioProfile(store).producers[0]?.image).toBe(`/pictures/${photo}`);
  } finally {
    await store.close();
  }
  await expect(studioImportCommand([file, "--pictures"], tempDir())).rejects.toThrow("usage: studio-import");
});
