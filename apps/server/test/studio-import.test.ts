// `studio-import`: a new install takes the Studio tab's download as its settings; an install that
// already holds its settings refuses, unchanged.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
