// Off-site backups to a real restic repository (restic's local backend, in a temporary folder), then
// a restore into an empty DATA_DIR, through the commands the owner runs (`pnpm backup --offsite`,
// `pnpm restore --offsite`).
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  bookingPayload,
  call,
  startApp,
  type TestApp,
  upcoming,
} from "../../../../packages/api/test/helpers.js";

const root = path.resolve(import.meta.dirname, "../../../..");
const work = mkdtempSync(path.join(tmpdir(), "studio-offsite-"));
const repository = path.join(work, "repo");
const passwordFile = path.join(work, "restic-password");
writeFileSync(passwordFile, "a long restic password\n", { mode: 0o600 });
const profile = path.join(root, "packages", "api", "test", "fixtures", "studio.json");

let t: TestApp;
const ids: string[] = [];
beforeAll(async () => {
  t = await startApp();
  for (const startTime of ["14:00", "18:00"]) {
    const answer = await call(
      t.url,
      "POST",
      "/api/bookings",
      bookingPayload({ date: upcoming(0, 2), startTime }),
    );
    expect(answer.status).toBe(201);
    ids.push(answer.body.id);
  }
  mkdirSync(path.join(t.dataDir, "pictures"));
  writeFileSync(path.join(t.dataDir, "pictures", "dre.webp"), "a picture");
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

function cli(args: string[], dataDir: string, restic: Record<string, string> = {}) {
  return spawnSync("node", ["scripts/studio-cli.mjs", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", HOME: work, DATA_DIR: dataDir, STUDIO_PROFILE: profile, ...restic },
    encoding: "utf8",
    timeout: 120_000,
  });
}
const settings = { RESTIC_REPOSITORY: repository, RESTIC_PASSWORD_FILE: passwordFile };

it("backs up off-site and restores every booking, the secrets, the settings and the pictures into an empty DATA_DIR", () => {
  const sent = cli(["backup", "--offsite"], t.dataDir, settings);
  expect(sent.stderr).toBe("");
  expect(sent.status).toBe(0);
  expect(sent.stdout).toMatch(
    /^Backed up 2 booking\(s\) to .*studio-.*\.db, and off-site as snapshot [0-9a-f]{8} /,
  );
  // A second night's run: deduplicated into the same repository, old snapshots pruned by the rules.
  expect(cli(["backup", "--offsite"], t.dataDir, settings).status).toBe(0);
  const snapshots = spawnSync("restic", ["--no-cache", "snapshots", "--json"], {
    env: { PATH: process.env.PATH ?? "", ...settings },
    encoding: "utf8",
  });
  expect(JSON.parse(snapshots.stdout)).toHaveLength(1); // both in one day: 14 daily keeps the last of it
  expect(readdirSync(path.join(t.dataDir, "backups")).filter((name) => name.startsWith("offsite-"))).toEqual([
    "offsite-last.json",
  ]);

  const fresh = path.join(work, "new-machine", "data");
  const back = cli(["restore", "--offsite"], fresh, settings);
  expect(back.stderr).toBe("");
  expect(back.status).toBe(0);
  expect(back.stdout).toContain(`into ${fresh}`);
  expect(readdirSync(fresh)).toEqual(expect.arrayContaining(["studio.db", "studio.json", "pictures"]));
  for (const secret of ["session.key", "admin-password.hash"].filter((name) =>
    readdirSync(t.dataDir).includes(name),
  ))
    expect(readFileSync(path.join(fresh, secret))).toEqual(readFileSync(path.join(t.dataDir, secret)));
  const db = new Database(path.join(fresh, "studio.db"), { readonly: true });
  const restored = db.prepare("select id from bookings order by id").pluck().all();
  db.close();
  expect(restored).toEqual([...ids].sort());
  expect(readFileSync(path.join(fresh, "pictures", "dre.webp"), "utf8")).toBe("a picture");
  expect(readFileSync(path.join(fresh, "studio.json"), "utf8")).toBe(readFileSync(profile, "utf8"));
}, 240_000);

it("says in one line what is missing: the settings, an empty folder to restore into", () => {
  const unset = cli(["backup", "--offsite"], t.dataDir);
  expect(unset.status).toBe(1);
  expect(unset.stderr.trim()).toBe(
    "backup: off-site backups need RESTIC_REPOSITORY and RESTIC_PASSWORD_FILE (see docs/operations.md, Off-site backups).",
  );
  const occupied = cli(["restore", "--offsite"], t.dataDir, settings);
  expect(occupied.status).toBe(1);
  expect(occupied.stderr.trim().split("\n")).toHaveLength(1);
  expect(occupied.stderr).toContain(`restores into an empty DATA_DIR, and ${t.dataDir} holds files`);
  const wrongPassword = path.join(work, "wrong-password");
  writeFileSync(wrongPassword, "not it\n");
  const refused = cli(["backup", "--offsite"], t.dataDir, {
    ...settings,
    RESTIC_PASSWORD_FILE: wrongPassword,
  });
  expect(refused.status).toBe(1);
  expect(refused.stderr.trim().split("\n")).toHaveLength(1);
  expect(refused.stderr).toMatch(/^backup: restic /);
  const status = JSON.parse(readFileSync(path.join(t.dataDir, "backups", "offsite-last.json"), "utf8"));
  expect(status).toMatchObject({ ok: false });
}, 120_000);
