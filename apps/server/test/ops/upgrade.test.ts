// An upgrade at start (src/upgrade.ts): a database left by an older version is backed up before it
// is migrated, and the start says so in one line; a new or up-to-date database is left as it is.
import { chmodSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { appliedMigrations, migrate, migrations, type Store } from "@studio/api/store";
import { openTestStore, type TestStore } from "../../../../packages/api/test/test-store.js";
import { upgradeDatabase } from "../../src/upgrade.js";

let data: TestStore;
let dir: string;
let store: Store;
beforeEach(async () => {
  data = await openTestStore({ unmigrated: true });
  ({ dataDir: dir, store } = data);
});
afterEach(() => data.close());

const names = Object.keys(migrations).sort();
const number = (name: string) => name.slice(0, 4);
const backups = () => (existsSync(path.join(dir, "backups")) ? readdirSync(path.join(dir, "backups")) : []);

it("backs up a database an older version left, then migrates it and names both in one line", async () => {
  const older = names.slice(0, 8);
  await migrate(store, Object.fromEntries(older.map((name) => [name, migrations[name]!])));
  store.sqlite.exec("create table left_by_older (note text); insert into left_by_older values ('kept')");

  const line = await upgradeDatabase(store, dir, new Date("2026-11-29T01:30:00Z"));

  const file = path.join(dir, "backups", "studio-2026-11-29T01-30-00Z.db");
  expect(line).toBe(
    `Upgraded the database from ${number(older.at(-1)!)} to ${number(names.at(-1)!)} (backup: ${file})`,
  );
  expect(appliedMigrations(store)).toEqual(names);
  // The backup is the database as the older version left it: its migrations, its rows.
  const copy = new Database(file, { readonly: true });
  const copied = copy.prepare("select name from kysely_migration order by name").pluck().all();
  const note = copy.prepare("select note from left_by_older").pluck().get();
  copy.close();
  expect(copied).toEqual(older);
  expect(note).toBe("kept");
});

it("makes what an older version left in DATA_DIR the owner's only: folders 0700, files 0600", async () => {
  await migrate(store, Object.fromEntries(names.slice(0, 8).map((name) => [name, migrations[name]!])));
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "session.key"), "k", { mode: 0o644 });
  mkdirSync(path.join(dir, "outbox"), { mode: 0o755 });
  writeFileSync(path.join(dir, "outbox", "1.eml"), "mail", { mode: 0o644 });
  mkdirSync(path.join(dir, "pictures", "gallery"), { recursive: true, mode: 0o755 });
  writeFileSync(path.join(dir, "pictures", "gallery", "room.jpg"), "jpg", { mode: 0o664 });

  await upgradeDatabase(store, dir, new Date("2026-11-29T01:30:00Z"));

  const mode = (...parts: string[]) => (statSync(path.join(dir, ...parts)).mode & 0o777).toString(8);
  expect(mode()).toBe("700");
  expect(mode("session.key")).toBe("600");
  expect(mode("outbox")).toBe("700");
  expect(mode("outbox", "1.eml")).toBe("600");
  expect(mode("pictures", "gallery")).toBe("700");
  expect(mode("pictures", "gallery", "room.jpg")).toBe("600");
  expect(mode("studio.db")).toBe("600");
  expect(mode("backups", "studio-2026-11-29T01-30-00Z.db")).toBe("600");
});

it("takes no backup and says nothing for a new database, nor for one already up to date", async () => {
  expect(await upgradeDatabase(store, dir)).toBeUndefined();
  expect(appliedMigrations(store)).toEqual(names);
  expect(await upgradeDatabase(store, dir)).toBeUndefined();
  expect(backups()).toEqual([]);
});
