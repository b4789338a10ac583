// `pnpm backup`: a consistent copy of the live database, taken while the server writes to it.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { backupDatabase, backupTarget } from "../../src/cli/backup.js";
import { backupArgs } from "../../src/cli/backup-command.js";
import { StartupError } from "@studio/api/config";
import { bookingPayload, call, upcoming } from "../../../../packages/api/test/helpers.js";
import { useAppForEachTest } from "../../../../packages/api/test/shared-app.js";

const root = path.resolve(import.meta.dirname, "../../../..");
const out = mkdtempSync(path.join(tmpdir(), "studio-backups-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const t = useAppForEachTest();

const countIn = (file: string) => {
  const copy = new Database(file, { readonly: true });
  try {
    return {
      bookings: copy.prepare("select count(*) from bookings").pluck().get(),
      journal: copy.pragma("journal_mode", { simple: true }),
      integrity: copy.pragma("integrity_check", { simple: true }),
    };
  } finally {
    copy.close();
  }
};

it("copies the live database while bookings are written, and the copy is whole", async () => {
  const times = ["12:00", "14:00", "16:00", "18:00"];
  for (const startTime of times.slice(0, 2)) {
    expect(
      (await call(t.url, "POST", "/api/bookings", bookingPayload({ date: upcoming(6, 2), startTime })))
        .status,
    ).toBe(201);
  }
  const writing = Promise.all(
    times
      .slice(2)
      .map((startTime) =>
        call(t.url, "POST", "/api/bookings", bookingPayload({ date: upcoming(6, 2), startTime })),
      ),
  );
  const result = await backupDatabase(t.dataDir, `${out}/`);
  await writing;
  expect(path.dirname(result.file)).toBe(out);
  expect(path.basename(result.file)).toMatch(/^studio-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.db$/);
  expect(result.bookings).toBeGreaterThanOrEqual(2);
  expect(result.bookings).toBeLessThanOrEqual(4);
  // One self-contained file, integrity ok, nothing left half-written beside it.
  expect(countIn(result.file)).toEqual({ bookings: result.bookings, journal: "delete", integrity: "ok" });
  expect(readdirSync(out).filter((f) => f.endsWith(".partial") || f.endsWith("-wal"))).toEqual([]);
});

it("names its copies by time, never overwrites one, and refuses a DATA_DIR without a database", async () => {
  const at = new Date("2030-05-06T07:08:09.123Z");
  expect(backupTarget("/data", undefined, at)).toBe("/data/backups/studio-2030-05-06T07-08-09Z.db");
  expect(backupTarget("/data", "/srv/copy.db", at)).toBe("/srv/copy.db");
  const file = path.join(out, "fixed.db");
  await backupDatabase(t.dataDir, file);
  await expect(backupDatabase(t.dataDir, file)).rejects.toThrow(/already exists/);
  await expect(backupDatabase(path.join(out, "nowhere"))).rejects.toThrow(StartupError);
  expect(existsSync(path.join(out, "nowhere"))).toBe(false);
});

it("`pnpm backup` writes into DATA_DIR/backups by default", () => {
  const run = spawnSync("node", ["scripts/studio-cli.mjs", "backup"], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", DATA_DIR: t.dataDir },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^Backed up 0 booking\(s\) to .*studio-.*\.db \(\d+ KiB, integrity ok\)\.\n$/);
  expect(readdirSync(path.join(t.dataDir, "backups"))).toHaveLength(1);
});

it("keeps 30 days of backups by default: older studio-<time>.db files in the folder go, others stay", async () => {
  const folder = mkdtempSync(path.join(out, "aged-"));
  const now = new Date("2030-05-31T03:15:00Z");
  const old = "studio-2030-04-30T03-14-59Z.db"; // 31 days before
  const recent = "studio-2030-05-02T03-15-00Z.db"; // 29 days before
  for (const name of [old, recent, "notes.txt", "studio-handmade.db"])
    writeFileSync(path.join(folder, name), "x");
  const result = await backupDatabase(t.dataDir, `${folder}/`, now);
  expect(result.pruned).toEqual([path.join(folder, old)]);
  expect(readdirSync(folder).sort()).toEqual(
    [path.basename(result.file), recent, "notes.txt", "studio-handmade.db"].sort(),
  );
  // --keep-days 0 keeps everything; a copy to a named file prunes nothing.
  const again = await backupDatabase(t.dataDir, `${folder}/`, new Date("2031-01-01T00:00:00Z"), 0);
  expect(again.pruned).toEqual([]);
  expect(
    (await backupDatabase(t.dataDir, path.join(folder, "copy.db"), new Date("2032-01-01T00:00:00Z"))).pruned,
  ).toEqual([]);
  expect(readdirSync(folder)).toContain(recent);
});

it("reads --keep-days before or after the destination, and refuses a value that is not a number", () => {
  expect(backupArgs([])).toEqual({ destination: undefined, keepDays: 30, offsite: false });
  expect(backupArgs(["--keep-days", "7", "/srv/b/"])).toEqual({
    destination: "/srv/b/",
    keepDays: 7,
    offsite: false,
  });
  expect(backupArgs(["/srv/b/", "--keep-days=0"])).toEqual({
    destination: "/srv/b/",
    keepDays: 0,
    offsite: false,
  });
  expect(backupArgs(["--offsite"])).toEqual({ destination: undefined, keepDays: 30, offsite: true });
  expect(() => backupArgs(["--keep-days", "soon"])).toThrow(/whole number of days/);
  expect(() => backupArgs(["a", "b"])).toThrow(/at most one destination/);
});

it("refuses a destination it cannot write in one line naming the folder", async () => {
  // A folder inside a file cannot be made, whoever asks (root included).
  const file = path.join(out, "a-file");
  writeFileSync(file, "");
  const refused = await backupDatabase(t.dataDir, `${file}/backups/`).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(StartupError);
  expect((refused as Error).message).toBe(
    `cannot write the backup to ${file}/backups (ENOTDIR). Choose a folder this user can write.`,
  );
});
