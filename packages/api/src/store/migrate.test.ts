// Upgrades: pending migrations apply at start in one transaction; a database from a newer version
// of the code is refused untouched.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { afterEach, beforeEach, expect, it } from "vitest";
import { migrations } from "./migrations/index.js";
import { appliedMigrations, migrate } from "./migrate.js";
import { openStore, type Store } from "./store.js";
import { StartupError } from "../config/startup-error.js";

let dir: string;
let store: Store;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "studio-migrations-"));
  store = openStore(dir);
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const names = Object.keys(migrations).sort();
const previous = Object.fromEntries(names.slice(0, -1).map((name) => [name, migrations[name]!]));
const objects = (type: string) =>
  (
    store.sqlite.prepare("select name from sqlite_master where type = ? order by name").all(type) as {
      name: string;
    }[]
  )
    .map((row) => row.name)
    .filter((name) => !name.startsWith("sqlite_"));

it("has at least two migrations, named in order", () => {
  expect(names.length).toBeGreaterThanOrEqual(2);
  expect(names).toEqual(Object.keys(migrations));
});

it("upgrades a database made by the previous migration set, keeping its rows", async () => {
  await migrate(store, previous);
  expect(appliedMigrations(store)).toEqual(names.slice(0, -1));
  store.sqlite
    .prepare(
      `insert into bookings (id, firstName, lastName, email, phone, date, startTime, engineer, duration, totalCost,
        status, customerReceiptSent, adminNotificationSent, createdAt, startMs, endMs)
       values ('b1', 'Ada', 'Lovelace', 'ada@example.com', '07700900123', '2030-01-04', '14:00', 'Marcus', 2, 7000,
        'confirmed', 0, 0, '2030-01-01T00:00:00.000Z', 1000, 7201000)`,
    )
    .run();
  await store.close();

  // The next start, with this version's code.
  store = openStore(dir);
  await migrate(store);
  expect(appliedMigrations(store)).toEqual(names);
  expect(objects("table")).toContain("heartbeat");
  expect(objects("index")).toContain("email_outbox_booking");
  expect(store.sqlite.prepare("select firstName from bookings where id = 'b1'").pluck().get()).toBe("Ada");
  expect(store.sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
  expect(store.sqlite.pragma("foreign_key_check")).toEqual([]);
});

it("a fresh database and an upgraded one end with the same schema", async () => {
  await migrate(store);
  const fresh = store.sqlite.prepare("select type, name, sql from sqlite_master order by name").all();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  store = openStore(dir);
  await migrate(store, previous);
  await migrate(store);
  expect(store.sqlite.prepare("select type, name, sql from sqlite_master order by name").all()).toEqual(
    fresh,
  );
});

it("applies every pending migration or none: a failure rolls the earlier ones back too", async () => {
  await migrate(store, previous);
  const before = objects("table");
  const broken = {
    ...migrations,
    "9000_broken": {
      async up(db: Kysely<unknown>) {
        await sql`create table half_done (id integer)`.execute(db);
        throw new Error("disk on fire");
      },
    },
  };
  const error = await migrate(store, broken).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StartupError);
  expect((error as Error).message).toMatch(
    /failed at migration 9000_broken \(disk on fire\)\. Nothing was changed/,
  );
  expect(objects("table")).toEqual(before); // not even the last real migration's heartbeat table
  expect(appliedMigrations(store)).toEqual(names.slice(0, -1));
  expect(store.sqlite.inTransaction).toBe(false);
  await migrate(store); // and the real upgrade still works afterwards
  expect(appliedMigrations(store)).toEqual(names);
});

it("refuses a database that a newer version has migrated, leaving it untouched", async () => {
  await migrate(store);
  store.sqlite
    .prepare("insert into kysely_migration (name, timestamp) values ('9999_from_the_future', ?)")
    .run(new Date().toISOString());
  const schema = store.sqlite.prepare("select sql from sqlite_master").all();
  const error = await migrate(store).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StartupError);
  const message = (error as Error).message;
  expect(message).toContain("was upgraded by a newer version of this software");
  expect(message).toContain("9999_from_the_future");
  expect(message).toContain(store.file);
  expect(message).not.toContain("\n");
  expect(store.sqlite.prepare("select sql from sqlite_master").all()).toEqual(schema);
});

it("migrating twice changes nothing", async () => {
  await migrate(store);
  const schema = store.sqlite.prepare("select sql from sqlite_master").all();
  await migrate(store);
  expect(store.sqlite.prepare("select sql from sqlite_master").all()).toEqual(schema);
  expect(appliedMigrations(store)).toEqual(names);
});

it("an up-to-date database starts while another process is writing: no write lock is asked for", async () => {
  await migrate(store);
  const writer = new Database(store.file);
  writer.exec("BEGIN IMMEDIATE"); // the CLI or a second server, mid-write
  store.sqlite.pragma("busy_timeout = 200"); // a wait for the lock would fail fast here
  try {
    await expect(migrate(store)).resolves.toBeUndefined();
    expect(store.sqlite.inTransaction).toBe(false);
  } finally {
    writer.exec("ROLLBACK");
    writer.close();
  }
});
