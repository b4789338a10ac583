// docs/operations.md's upgrade and rollback, followed with the built server: a database an older
// release left is backed up and upgraded at start (one log line naming the backup); rolling back
// by the docs' steps (stop, put that backup in place of studio.db) gives the database exactly as the
// older release left it, with its own migrations, for the older release to start on. The release
// test follows the same steps with the real previous release (release/upgrade-checks.ts); this one
// needs no git history, so it still runs where that one is skipped (a shallow clone).
import { copyFileSync, mkdtempSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrate, migrations, openStore } from "@studio/api/store";
import { postBooking, upcoming } from "../../../../packages/api/test/helpers.js";
import { ensureBuilt, startServer } from "../resilience/server-process.js";

const work = mkdtempSync(path.join(tmpdir(), "studio-rollback-"));
beforeAll(() => ensureBuilt(), 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

const older = Object.keys(migrations).sort().slice(0, 8);

const migrationsIn = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return {
      applied: db.prepare("select name from kysely_migration order by name").pluck().all(),
      note: db.prepare("select note from left_by_older").pluck().get(),
      bookings: db.prepare("select count(*) from bookings").pluck().get(),
    };
  } finally {
    db.close();
  }
};

it("upgrades an older release's database with a backup and a log line, and the docs' rollback restores it", async () => {
  const dataDir = path.join(work, "data");
  const store = openStore(dataDir);
  await migrate(store, Object.fromEntries(older.map((name) => [name, migrations[name]!])));
  store.sqlite.exec("create table left_by_older (note text); insert into left_by_older values ('kept')");
  await store.close();

  const server = startServer({ dataDir, smtpPort: 9 });
  let log = "";
  server.child.stdout?.on("data", (chunk) => (log += chunk));
  const url = await server.ready;
  const line = /Upgraded the database from (\d{4}) to (\d{4}) \(backup: (\S+)\)/.exec(log);
  expect(line, log).not.toBeNull();
  const [, from, , backup] = line!;
  expect(from).toBe(older.at(-1)!.slice(0, 4));
  expect((await postBooking(url, { date: upcoming(5, 1), startTime: "14:00" })).status).toBe(201);
  server.child.kill("SIGTERM");
  await server.exited;

  // Roll back as docs/operations.md says: the older release's folder again, the backup in place.
  const live = path.join(dataDir, "studio.db");
  renameSync(live, `${live}.before-restore`);
  rmSync(`${live}-wal`, { force: true });
  rmSync(`${live}-shm`, { force: true });
  copyFileSync(backup!, live);
  expect(migrationsIn(live)).toEqual({ applied: older, note: "kept", bookings: 0 });
  expect(migrationsIn(`${live}.before-restore`).bookings).toBe(1);
}, 90_000);
