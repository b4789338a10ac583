// The profile file seeds a new database once, policies included; from then on the database holds
// the settings (a file that says otherwise is named in one start-log line), and an install older
// than the settings upgrades with its producers' ids kept.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { StudioProfile } from "../config/index.js";
import { openStudioSettings } from "./studio-profile.js";
import { migrate } from "../store/migrate.js";
import { migrations } from "../store/migrations/index.js";
import { openStore, type Store } from "../store/store.js";
import { profile } from "../../test/helpers.js";

const now = new Date("2030-01-01T12:00:00Z");
const opened: { store: Store; dir: string }[] = [];

async function newStore(dir = mkdtempSync(path.join(tmpdir(), "studio-seed-"))) {
  const store = openStore(dir);
  opened.push({ store, dir });
  return { store, dir };
}

afterEach(async () => {
  for (const { store, dir } of opened.splice(0)) {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

describe("the studio's settings at start", () => {
  it("seeds a new database from the file, policies included, once", async () => {
    const { store } = await newStore();
    await migrate(store);
    const file: StudioProfile = { ...structuredClone(profile), holdHours: 72, noShowLimit: 2 };
    expect(openStudioSettings(store, file, now)).toBeUndefined();
    expect(file.producers.map((p) => p.id)).toEqual([
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    const again: StudioProfile = { ...structuredClone(profile), holdHours: 12, name: "Another Studio" };
    const line = openStudioSettings(store, again, now);
    expect(line).toContain("STUDIO_PROFILE differs");
    expect(again.holdHours).toBe(72);
    expect(again.noShowLimit).toBe(2);
    expect(again.name).toBe(profile.name);
    expect(again.prices).toEqual({ "2": 7000, "3": 10000, "4": 12500, "6": 18000, "8": 24000, "10": 28000 });
  });

  it("says nothing when the file says what the database holds", async () => {
    const { store } = await newStore();
    await migrate(store);
    openStudioSettings(store, structuredClone(profile), now);
    expect(openStudioSettings(store, structuredClone(profile), now)).toBeUndefined();
  });

  it("upgrades an older install with its producers' ids and its current profile kept", async () => {
    const { store } = await newStore();
    const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < "0020"));
    await migrate(store, before);
    store.sqlite
      .prepare(
        "insert into engineers (id, name, active, bookable) values ('marcus-id', 'Marcus', 1, 1), ('old-id', 'Old', 1, 1)",
      )
      .run();
    await migrate(store);
    const file = structuredClone(profile);
    openStudioSettings(store, file, now);
    expect(file.producers.find((p) => p.name === "Marcus")?.id).toBe("marcus-id");
    expect(file.producers.map((p) => p.name)).toEqual(["Marcus", "Dre", "Kofi"]);
    const old = store.sqlite.prepare("select active from engineers where id = 'old-id'").get();
    expect(old).toEqual({ active: 0 });
  });
});
